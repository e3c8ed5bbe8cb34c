import { ERROR_MESSAGES, type ErrorBody, type ErrorCode } from "@payflow/contracts";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { isOverdraft } from "../db/errors";
import type { AppEnv } from "./types";

// Typed application errors, mapped to HTTP in one place (here).

const STATUS: Partial<Record<ErrorCode, ContentfulStatusCode>> = {
  validationFailed: 400,
  unknownField: 400,
  malformedJson: 400,
  payloadTooLarge: 413,
  unauthorized: 401,
  invalidCredentials: 401,
  forbidden: 403,
  originNotAllowed: 403,
  accountInactive: 403,
  capabilityNotHeld: 403,
  cannotEditOwnRole: 403,
  passwordChangeRequired: 403,
  notFound: 404,
  profileNotFound: 404,
  conflict: 409,
  invoiceNumberPrefixTaken: 409,
  emailInUse: 409,
  clientEmailInUse: 409,
  cannotDeletePrimaryAccount: 409,
  paymentNotPending: 409,
  paymentNotRefundable: 409,
  refundNotThroughOperator: 409,
  refundNotPossibleAtOperator: 409,
  paymentMethodLocked: 409,
  operatorUnavailable: 502,
  apiKeyMissing: 401,
  invalidApiKey: 401,
  apiKeyRevoked: 401,
  apiVersionUnknown: 400,
  insufficientScope: 403,
  refundNotCovered: 422,
  refundPayerUnconfirmed: 409,
  apiKeyMakerNotAllowed: 403,
  testKeyRequired: 403,
  apiKeyScopeNotHeld: 403,
  apiKeyNotYours: 403,
  liveKeyMovesMoney: 403,
  idempotencyKeyReused: 422,
  idempotencyInProgress: 409,
  twoFactorAlreadyEnabled: 409,
  twoFactorChallengeExpired: 401,
  stepUpRequired: 403,
  rateLimited: 429,
  batchLinesInvalid: 422,
  batchLineDuplicate: 422,
  batchLineReferenceUsed: 422,
  payoutBatchNotAwaitingApproval: 409,
  bankFileEmpty: 422,
  bankPayoutNotQueued: 409,
  payoutNotConfirmable: 409,
  paymentLinkUnavailable: 404,
  paymentLinkSlugInUse: 409,
  paymentLinkDeactivated: 409,
  invoiceNotDraft: 409,
  invoiceNotPayable: 409,
  invoiceNotVoidable: 409,
  invoiceUnavailable: 404,
  invoiceClientUnreachable: 422,
  invoiceNotCertifiable: 409,
  invoiceClientContactMissing: 422,
  recurringPlanNotActive: 409,
  recurringPlanEnded: 409,
  insufficientBalance: 422,
  payoutNotCancellable: 409,
  payoutNotReversible: 409,
  payoutReversalRefused: 409,
  payoutNotAwaitingApproval: 409,
  cannotApproveOwnPayout: 403,
  cannotApproveOwnChange: 403,
  payoutSettingsProposalChanged: 409,
  payoutAboveLimit: 422,
  beneficiaryDailyLimitReached: 422,
  companyDailyLimitReached: 422,
  beneficiaryRequired: 422,
  beneficiaryNameRequired: 422,
  beneficiaryNameMismatch: 422,
  beneficiaryNotFound: 422,
  payoutOperatorUnsupported: 422,
  twoFactorCodeRequired: 403,
  internalError: 500,
  serviceUnavailable: 503,
};

/** The English message with its {{values}} filled in. */
function fill(message: string, params?: Record<string, string>): string {
  return params ? message.replaceAll(/\{\{(\w+)\}\}/g, (all, key: string) => params[key] ?? all) : message;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly options: {
      field?: string;
      retryAfterSeconds?: number;
      status?: ContentfulStatusCode;
      params?: Record<string, string>;
    } = {},
  ) {
    super(fill(ERROR_MESSAGES[code], options.params));
  }

  get status(): ContentfulStatusCode {
    return this.options.status ?? STATUS[this.code] ?? 400;
  }

  toBody(): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.options.field ? { field: this.options.field } : {}),
        ...(this.options.retryAfterSeconds !== undefined ? { retryAfterSeconds: this.options.retryAfterSeconds } : {}),
        ...(this.options.params ? { params: this.options.params } : {}),
      },
    };
  }
}

export function errorResponse(c: Context<AppEnv>, error: AppError): Response {
  if (error.options.retryAfterSeconds !== undefined) {
    c.header("Retry-After", String(error.options.retryAfterSeconds));
  }
  return c.json(error.toBody(), error.status);
}

/** A framework's HTTP failure (malformed JSON, body too large…) as the AppError it means; null otherwise. */
export function asAppError(err: Error): AppError | null {
  if (err instanceof AppError) return err;
  // The books' last word on a wallet that cannot cover a debit: the person's answer, not a 500.
  if (isOverdraft(err)) return new AppError("insufficientBalance");
  if (err instanceof HTTPException) {
    if (err.status === 413) return new AppError("payloadTooLarge");
    if (err.status === 400 && /json/i.test(err.message)) return new AppError("malformedJson");
    if (err.status === 401) return new AppError("unauthorized");
    if (err.status === 404) return new AppError("notFound");
    if (err.status < 500) return new AppError("validationFailed", { status: err.status as ContentfulStatusCode });
  }
  return null;
}

/** The app's onError: every failure leaves as `{ error: { code, message } }`. */
export function handleError(err: Error, c: Context<AppEnv>): Response {
  const known = asAppError(err);
  if (known) return errorResponse(c, known);
  c.get("log")?.error("unhandled error", { error: err });
  return errorResponse(c, new AppError("internalError"));
}
