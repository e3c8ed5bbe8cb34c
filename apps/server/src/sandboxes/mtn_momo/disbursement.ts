import type { Context, Hono } from "hono";
import type { MtnTransfer } from "../../operators/mtn_momo/transfer-wire";
import { MTN_UUID } from "../../operators/mtn_momo/wire";
import { callbackTargetProblem } from "../callback-target";
import { later, sendCallback } from "../callbacks";
import { SANDBOX_CREDENTIALS } from "../credentials";
import type { SandboxEnv } from "../env";
import { BUSINESS_HEADER } from "../outage";
import {
  beneficiaryCannotReceive,
  holdPayoutAnswer,
  msUntilPayoutSettled,
  newPayoutLife,
  type PayoutLife,
  type PayoutState,
  payoutOutcomeFor,
  payoutStateOf,
} from "../payout-magic";
import { type Known, type SandboxStore, sandboxStore } from "../store";
import { hasNoWallet, holderIdProblem, SANDBOX_USER } from "./account-holders";
import { mountMtnProductAuth } from "./product-auth";

// MTN MoMo Disbursements as its sandbox plays it (docs/OPERATORS.md, Payouts): a product of its
// own (its own subscription key, API user and tokens), transfers keyed by the caller's
// X-Reference-Id — a reused one is answered 409 RESOURCE_ALREADY_EXIST and never makes a second
// record — settled as the beneficiary's number says (payout-magic.ts), their status, the
// callback to X-Callback-Url (this server's /callbacks/… only), the account's balance and the
// payee checks.

/** A transfer (or a refund) as the sandbox keeps it: one record per X-Reference-Id, whatever is sent again. */
type Transfer = {
  reference: string;
  request: Omit<MtnTransfer, "status" | "reason" | "financialTransactionId">;
  /** The beneficiary's MSISDN: a beneficiary's transfers are found by it. */
  msisdn: string;
  amount: number;
  callbackUrl: string | null;
  /** The business whose disbursement account pays (BUSINESS_HEADER; "" when none was said). */
  business: string;
  life: PayoutLife;
  /** A refund's request to pay (referenceIdToRefund); absent for a transfer. */
  refundOf?: string;
} & Record<string, unknown>;

/** A paid request to pay, as a refund needs it (sandbox.ts): its amount and payer. */
export type PaidRequest = { amount: number; msisdn: string; business: string };

/** MTN's reason for each way a transfer fails. */
const REASONS: Partial<Record<PayoutState, string>> = {
  beneficiary_not_found: "PAYEE_NOT_FOUND",
  beneficiary_blocked: "PAYEE_NOT_ALLOWED_TO_RECEIVE",
  insufficient_funds: "NOT_ENOUGH_FUNDS",
};
const NOT_FOUND = { code: "RESOURCE_NOT_FOUND", message: "Requested resource was not found." };
const error = (code: string, message: string) => ({ code, message });

/** The transfer as MTN shows it now, in its fields' order; `financialTransactionId` and `reason` once final. */
function transferOf(t: Transfer): MtnTransfer {
  const { amount, currency, externalId, payee, payerMessage, payeeNote } = t.request;
  const state = payoutStateOf(t.life);
  if (state === "processing")
    return { amount, currency, externalId, payee, payerMessage, payeeNote, status: "PENDING" };
  if (state === "paid") {
    // MTN's ids are digits: one per character of the transfer's own id, so they stay unique.
    const financialTransactionId = Array.from(t.life.transactionId, (c) => c.charCodeAt(0) % 10).join("");
    return {
      amount,
      currency,
      financialTransactionId,
      externalId,
      payee,
      payerMessage,
      payeeNote,
      status: "SUCCESSFUL",
    };
  }
  // As MTN's sandbox and common clients see it: the reason as a bare code.
  return { amount, currency, externalId, payee, payerMessage, payeeNote, status: "FAILED", reason: REASONS[state] };
}

export function mountMtnDisbursement(
  app: Hono,
  env: SandboxEnv,
  {
    collected,
    paidRequest,
  }: {
    /** What the business's requests to pay have brought in (sandbox.ts): the one account both products move. */
    collected: (business: string) => Promise<number>;
    /** The request to pay under this reference, when it succeeded (a refund's precondition). */
    paidRequest: (reference: string) => Promise<PaidRequest | null>;
  },
) {
  const creds = SANDBOX_CREDENTIALS.mtn_momo;
  const transfers = sandboxStore<Transfer>(env.db, "mtn_momo-transfer");
  const refunds = sandboxStore<Transfer>(env.db, "mtn_momo-refund");

  /** What a store's paid records of the business add up to. */
  const paidFrom = async (store: typeof transfers, field: "business" | "refundOf", value: string) =>
    (await store.findBy(field, value))
      .filter((t) => payoutStateOf(t.life) === "paid")
      .reduce((sum, t) => sum + t.amount, 0);
  // The sandbox keeps one account per business for both products, so that the books' one MTN
  // wallet matches it; at MTN the collection and disbursement accounts are apart, and the
  // business moves money between them. Transfers and refunds both leave it.
  const balanceOf = async (business: string) =>
    (await collected(business)) -
    (await paidFrom(transfers, "business", business)) -
    (await paidFrom(refunds, "business", business));

  // The status body, once, to the X-Callback-Url given (none: MTN calls nobody back).
  const notify = async (store: typeof transfers, reference: string, known?: Known<Transfer>) => {
    let due: Transfer | null = null;
    await store.update(
      reference,
      (t) => {
        due = null;
        if (t.life.callbackDone || payoutStateOf(t.life) === "processing") return null;
        due = t;
        return { ...t, life: { ...t.life, callbackDone: true } };
      },
      known,
    );
    const t = due as Transfer | null;
    if (t?.callbackUrl) sendCallback(env, { url: t.callbackUrl, body: JSON.stringify(transferOf(t)) });
  };

  mountMtnProductAuth(
    app,
    env.db,
    "disbursement",
    {
      subscriptionKey: creds.disbursementSubscriptionKey,
      apiUser: creds.disbursementApiUser,
      apiKey: creds.disbursementApiKey,
      targetEnvironment: creds.targetEnvironment,
    },
    "mtn_momo-disbursement-token",
  );

  app.post("/disbursement/v1_0/transfer", async (c) => {
    const read = await readPost(c, env, invalid);
    if (read instanceof Response) return read;
    const { reference, body, callbackUrl } = read;
    const payee = body.payee as { partyId: string };
    // …06: MTN fails before it records anything.
    if (payoutOutcomeFor(payee.partyId) === "send_fails") {
      return c.json(error("INTERNAL_PROCESSING_ERROR", "An internal error occurred while processing."), 500);
    }
    // MTN's number without a wallet (…09) cannot be paid either.
    const life = newPayoutLife(
      payee.partyId,
      env.approvalMs,
      hasNoWallet(payee.partyId) ? "beneficiary_not_found" : undefined,
    );
    const written = await transfers.insert(
      reference,
      recordOf(reference, body, payee.partyId, life, { callbackUrl, business: c.req.header(BUSINESS_HEADER) ?? "" }),
    );
    // Whatever this send says, the earlier one under the reference stands: no second transfer.
    if (!written) {
      return c.json(error("RESOURCE_ALREADY_EXIST", "Duplicated reference id. Creation of resource failed."), 409);
    }
    const wait = msUntilPayoutSettled(life);
    if (wait !== null) later(wait, () => notify(transfers, reference, written), env);
    // …07: recorded, but the answer comes after the caller has given up.
    await holdPayoutAnswer(life, env.hangMs);
    return c.body(null, 202);
  });

  app.get("/disbursement/v1_0/transfer/:reference", async (c) => {
    const t = await transfers.get(c.req.param("reference"));
    return t ? c.json(transferOf(t), 200) : c.json(NOT_FOUND, 404);
  });

  mountMtnRefunds(app, env, { refunds, paidRequest, refundedOf: (ref) => paidFrom(refunds, "refundOf", ref), notify });

  // The disbursement account of the business the call names (one API user serves every business).
  app.get("/disbursement/v1_0/account/balance", async (c) => {
    const total = await balanceOf(c.req.header(BUSINESS_HEADER) ?? "");
    return c.json({ availableBalance: String(total), currency: "XOF" }, 200);
  });

  // Payee checks: …02 (and MTN's …09) have no wallet; …03 has one that cannot receive.
  app.get("/disbursement/v1_0/accountholder/:type/:id/active", (c) => {
    const { type, id } = c.req.param();
    if (holderIdProblem(type, id)) {
      return c.json(error("INVALID_PARAMETER", "The account holder id is not valid for its type."), 400);
    }
    return c.json({ result: !hasNoWallet(id) && !beneficiaryCannotReceive(id) }, 200);
  });
  app.get("/disbursement/v1_0/accountholder/msisdn/:id/basicuserinfo", (c) => {
    const id = c.req.param("id");
    if (hasNoWallet(id) || payoutOutcomeFor(id) === "beneficiary_not_found") {
      return c.json(error("PAYEE_NOT_FOUND", "Account holder not found."), 404);
    }
    return c.json(SANDBOX_USER, 200);
  });

  // Anything else under MTN's paths answers in MTN's shape, never PayFlow's.
  app.all("/disbursement/*", (c) => c.json(NOT_FOUND, 404));

  return { balanceOf };
}

function invalid(b: Record<string, unknown> | null): string | null {
  if (!b) return "The body is not JSON.";
  if (typeof b.amount !== "string" || !/^[1-9]\d*$/.test(b.amount))
    return "amount must be a positive number as a string";
  if (typeof b.currency !== "string") return "currency is required";
  if (typeof b.externalId !== "string" || !b.externalId) return "externalId is required";
  const payee = b.payee as { partyIdType?: unknown; partyId?: unknown } | undefined;
  if (payee?.partyIdType !== "MSISDN" || typeof payee.partyId !== "string" || !/^\d{8,15}$/.test(payee.partyId)) {
    return "payee must be { partyIdType: MSISDN, partyId }";
  }
  for (const f of ["payerMessage", "payeeNote"]) {
    if (b[f] !== undefined && (typeof b[f] !== "string" || (b[f] as string).length > 160))
      return `${f} must be at most 160 characters`;
  }
  return null;
}

/**
 * MTN's refund of a request to pay (POST /disbursement/v1_0/refund, GET …/refund/{id}): keyed by
 * the caller's X-Reference-Id like a transfer, paid back to the request's payer (its number
 * decides the outcome as a payout beneficiary's does), never more than the request brought in.
 */
function mountMtnRefunds(
  app: Hono,
  env: SandboxEnv,
  deps: {
    refunds: SandboxStore<Transfer>;
    paidRequest: (reference: string) => Promise<PaidRequest | null>;
    refundedOf: (reference: string) => Promise<number>;
    notify: (store: SandboxStore<Transfer>, reference: string, known?: Known<Transfer>) => Promise<void>;
  },
) {
  const { refunds } = deps;
  const post = async (c: Context) => {
    const read = await readPost(c, env, invalidRefund);
    if (read instanceof Response) return read;
    const { reference, body, callbackUrl } = read;
    const refundOf = String(body.referenceIdToRefund);
    const paid = await deps.paidRequest(refundOf);
    if (!paid) return c.json(error("RESOURCE_NOT_FOUND", "Requested resource was not found."), 404);
    const amount = Number(body.amount);
    if (amount > paid.amount - (await deps.refundedOf(refundOf))) {
      return c.json(error("NOT_ALLOWED", "The amount is more than what is left to refund."), 500);
    }
    const life = newPayoutLife(paid.msisdn, env.approvalMs);
    const business = c.req.header(BUSINESS_HEADER) ?? paid.business;
    const written = await refunds.insert(
      reference,
      recordOf(reference, body, paid.msisdn, life, { callbackUrl, business, refundOf }),
    );
    if (!written) {
      return c.json(error("RESOURCE_ALREADY_EXIST", "Duplicated reference id. Creation of resource failed."), 409);
    }
    const wait = msUntilPayoutSettled(life);
    if (wait !== null) later(wait, () => deps.notify(refunds, reference, written), env);
    return c.body(null, 202);
  };
  // v2_0 takes the same body; its status is read under v1_0 (MTN's spec).
  app.post("/disbursement/v1_0/refund", post);
  app.post("/disbursement/v2_0/refund", post);
  app.get("/disbursement/v1_0/refund/:reference", async (c) => {
    const t = await refunds.get(c.req.param("reference"));
    return t ? c.json(transferOf(t), 200) : c.json(NOT_FOUND, 404);
  });
}

/**
 * A transfer's or a refund's POST as MTN checks it: its X-Reference-Id, its body, the currency
 * and the callback host (MTN's table answers the last two 500, as refusals of the request). The
 * request's parts, or MTN's answer refusing it.
 */
async function readPost(
  c: Context,
  env: SandboxEnv,
  invalidBody: (b: Record<string, unknown> | null) => string | null,
): Promise<Response | { reference: string; body: Record<string, unknown>; callbackUrl: string | null }> {
  const reference = c.req.header("x-reference-id") ?? "";
  if (!MTN_UUID.test(reference))
    return c.json(error("INVALID_REFERENCE_ID", "X-Reference-Id must be a UUID version 4."), 400);
  const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
  const problem = invalidBody(body);
  if (problem || !body) return c.json(error("BAD_REQUEST", problem ?? "Invalid body."), 400);
  if (body.currency !== "XOF") return c.json(error("INVALID_CURRENCY", "Currency not supported."), 500);
  const callbackUrl = c.req.header("x-callback-url") ?? null;
  if (callbackUrl !== null && callbackTargetProblem(callbackUrl, env.callbackBases())) {
    return c.json(
      error(
        "INVALID_CALLBACK_URL_HOST",
        "Callback URL with host that does not match the registered provider callback host.",
      ),
      500,
    );
  }
  return { reference, body, callbackUrl };
}

/** A transfer or a refund as the sandbox keeps it, from what MTN received. */
function recordOf(
  reference: string,
  body: Record<string, unknown>,
  msisdn: string,
  life: PayoutLife,
  extra: { callbackUrl: string | null; business: string; refundOf?: string },
): Transfer {
  return {
    reference,
    request: {
      amount: String(body.amount),
      currency: "XOF",
      externalId: String(body.externalId),
      payee: { partyIdType: "MSISDN", partyId: msisdn },
      payerMessage: String(body.payerMessage ?? ""),
      payeeNote: String(body.payeeNote ?? ""),
    },
    msisdn,
    amount: Number(body.amount),
    life,
    ...extra,
  };
}

function invalidRefund(b: Record<string, unknown> | null): string | null {
  if (!b) return "The body is not JSON.";
  if (typeof b.amount !== "string" || !/^[1-9]\d*$/.test(b.amount))
    return "amount must be a positive number as a string";
  if (typeof b.currency !== "string") return "currency is required";
  if (typeof b.externalId !== "string" || !b.externalId) return "externalId is required";
  if (typeof b.referenceIdToRefund !== "string" || !MTN_UUID.test(b.referenceIdToRefund))
    return "referenceIdToRefund must be the request to pay's X-Reference-Id";
  return null;
}
