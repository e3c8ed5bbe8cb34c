import type { MobilePaymentOperator, PaymentFailureCode } from "@payflow/contracts";
import type { OperatorBalanceReading } from "./balance";

// One interface over the four mobile money operators (docs/OPERATORS.md). Each adapter speaks its
// operator's real wire format; test mode points it at the built-in sandbox, live mode at the
// operator with the company's own credentials. Nothing outside an adapter knows a wire detail.

export type OperatorMode = "test" | "live";

/**
 * The credentials an adapter uses for a company in a mode, or null when the company has not
 * configured that operator: given to the registry by whoever builds the server's dependencies
 * (adapter-credentials.ts), so that the adapters' layer imports neither the sandboxes nor the
 * operator-credentials module.
 */
export type OperatorCredentialsLookup = (
  companyId: string,
  mode: OperatorMode,
  operator: MobilePaymentOperator,
) => Promise<Readonly<Record<string, string>> | null>;

/** Where and as whom an adapter talks: the only difference between test and live mode. */
export type OperatorContext = {
  mode: OperatorMode;
  /** Operator base URL without a trailing slash: the sandbox mount in test mode. */
  baseUrl: string;
  /** The credential set of operator-credential-rules.ts's fields (apiKey, clientId, …). */
  credentials: Readonly<Record<string, string>>;
  /** Per-call time limit. */
  timeoutMs: number;
  /**
   * Test mode only: the payer's number, sent to the sandbox as `X-Payflow-Sandbox-Payer` so
   * that the magic numbers also work for operators whose API does not take the payer's number
   * (Orange's web payment). Never sent in live mode.
   */
  sandboxPayer?: string | null;
  /** Test mode only: asks the sandbox for a shorter approval window (tests of expiry). */
  sandboxExpiresInSeconds?: number;
  /**
   * Test mode only: the business the call is for, sent as `X-Payflow-Sandbox-Business`, so that
   * a sandbox outage (…15) stays that business's own. Never sent in live mode.
   */
  sandboxBusiness?: string;
};

export type NextAction =
  | { type: "redirect"; url: string; instructions?: string | null }
  | { type: "approve_on_phone"; url?: null; instructions?: string | null };

export type CreateRequest = {
  /** PayFlow's payment id (`pay_…`, 28 characters): client_reference / order_id / externalId. */
  paymentId: string;
  /**
   * A UUID v4 chosen and stored before the call. MTN uses it as X-Reference-Id, so a create
   * that timed out can be asked about (and retried without a second charge).
   */
  attemptId: string;
  amount: number;
  currency: "XOF";
  /** The payer's 10 national digits, when known. */
  phone: string | null;
  description: string;
  /** Where the operator sends the payer back after paying / giving up (our checkout page). */
  returnUrl: string;
  cancelUrl: string;
  /** Where the operator posts its notification for this payment (`/callbacks/<op>/<id>`). */
  callbackUrl: string;
  language: "fr" | "en";
};

export type CreateResult = {
  /** The operator's id for this payment: Wave session id, Orange pay_token, MTN reference id, Moov transaction id. */
  operatorReference: string;
  /** What later calls and callback checks need (Orange notif_token, Wave launch URL…). Stored with the payment, never shown. */
  operatorData: Record<string, string>;
  nextAction: NextAction;
};

export type Failure = { code: PaymentFailureCode; message: string; operatorCode: string | null };

/**
 * What the operator said a success was for, as it said it, where its answer carries it: its id
 * for the payment, our payment id echoed back, the amount and the currency. PayFlow applies a
 * success only when every field given matches the payment (docs/PAYMENTS.md).
 */
export type ReportedPayment = {
  operatorReference?: string | null;
  paymentId?: string | null;
  amount?: string | number | null;
  currency?: string | null;
};

export type OperatorStatus =
  | { state: "pending" }
  | { state: "succeeded"; operatorTransactionId: string | null; reported?: ReportedPayment }
  /** `reported`: which of the operator's requests failed, where its answer says (Wave's session). */
  | { state: "failed"; failure: Failure; reported?: ReportedPayment }
  | { state: "expired"; failure?: Failure }
  | { state: "cancelled"; failure?: Failure }
  /** The operator cannot be asked (Orange without a pay_token after a create that timed out). */
  | { state: "unknown" };

/** What PayFlow stored about a payment, handed back to the adapter for status, refund, expire. */
export type PaymentRef = {
  paymentId: string;
  attemptId: string;
  operatorReference: string | null;
  operatorData: Record<string, string>;
  amount: number;
  phone: string | null;
  /** The operator's transaction id, once a success gave it: which of several paid requests is the payment's. */
  operatorTransactionId?: string | null;
};

/** A notification as it arrived: the raw bytes (signatures are over them) and the headers. */
export type CallbackRequest = {
  rawBody: string;
  headers: Headers;
  /** The payment id of the callback's URL path (`/callbacks/<op>/<id>`), when it has one. */
  pathPaymentId: string | null;
};

export type CallbackResult = {
  /** The operator's event id, when it has one (Wave `EV_…`), for logs and de-duplication. */
  eventId: string | null;
  status: OperatorStatus;
};

export interface OperatorAdapter {
  readonly operator: MobilePaymentOperator;
  /** Asks the operator to collect. Throws OperatorError; a timeout leaves the outcome unknown. */
  create(ctx: OperatorContext, request: CreateRequest): Promise<CreateResult>;
  /** The operator's view of the payment now. Safe to repeat. */
  status(ctx: OperatorContext, payment: PaymentRef): Promise<OperatorStatus>;
  /**
   * Which payment a callback is about, read without trusting it (PayFlow then loads that
   * payment to know the mode and credentials `verifyCallback` needs). Null: not ours.
   */
  locateCallback(request: CallbackRequest): { paymentId: string } | null;
  /**
   * Checks a callback the way the operator requires (Wave signature and timestamp, Orange
   * notif_token, MTN confirmed by a status call) and says what it reports. Throws
   * CallbackRejected when it cannot be trusted.
   */
  verifyCallback(ctx: OperatorContext, request: CallbackRequest, payment: PaymentRef): Promise<CallbackResult>;
  /**
   * Gives the money back through the operator, where it can (Wave). Whole amount only. A payment
   * whose operator reference was never stored is first found by PayFlow's own reference; the id
   * found comes back as `operatorReference`, for PayFlow to store.
   */
  refund?(
    ctx: OperatorContext,
    payment: PaymentRef,
  ): Promise<{ operatorRefundId: string | null; operatorReference?: string }>;
  /** Closes a pending payment at the operator, where it can (Wave's expire). */
  cancel?(ctx: OperatorContext, payment: PaymentRef): Promise<void>;
  /**
   * What the business's account at the operator holds, where the operator tells it (MTN's
   * collection account, Wave's wallet): the balance check compares it with the books.
   */
  balance?(ctx: OperatorContext): Promise<OperatorBalanceReading>;
}

export type OperatorErrorKind =
  /** No answer within the time limit: the operator may or may not have acted. */
  | "timeout"
  /** Could not connect, or the connection broke. */
  | "network"
  /** The operator answered 5xx. */
  | "unavailable"
  /** Our credentials were refused (401/403). */
  | "auth"
  /** The operator refused the request (4xx): it did not act. */
  | "rejected";

export class OperatorError extends Error {
  constructor(
    readonly kind: OperatorErrorKind,
    message: string,
    readonly details: {
      httpStatus?: number;
      operatorCode?: string | null;
      body?: unknown;
      /** What the refusal means for the payment, when the operator said (else operator_rejected). */
      failureCode?: PaymentFailureCode;
    } = {},
  ) {
    super(message);
    this.name = "OperatorError";
  }

  /** True when the operator may have acted on a create (timeout or broken connection). */
  get outcomeUnknown(): boolean {
    return this.kind === "timeout" || this.kind === "network";
  }
}

/** A callback PayFlow will not act on: bad signature, stale timestamp, wrong token, unconfirmed. */
export class CallbackRejected extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "CallbackRejected";
  }
}
