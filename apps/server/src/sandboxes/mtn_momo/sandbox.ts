import { Hono } from "hono";
import { MTN_UUID, type MtnRequestToPay } from "../../operators/mtn_momo/wire";
import { callbackTargetProblem } from "../callback-target";
import { later, notifyOnce } from "../callbacks";
import { SANDBOX_CREDENTIALS } from "../credentials";
import type { SandboxEnv } from "../env";
import { EXPIRES_IN_HEADER, holdAnswer, type Lifecycle, msUntilSettled, newLifecycle, settledAs } from "../lifecycle";
import type { SandboxOutcome } from "../magic";
import { BUSINESS_HEADER, outages } from "../outage";
import { formatXof } from "../page";
import { mountPhone } from "../phone-page";
import { type Known, sandboxStore } from "../store";
import { hasNoWallet, holderIdProblem, SANDBOX_USER } from "./account-holders";
import { mountMtnDisbursement } from "./disbursement";
import { mountMtnProductAuth } from "./product-auth";

// MTN MoMo Collections as its sandbox plays it (docs/OPERATORS.md): subscription key on every call,
// Basic token then Bearer with X-Target-Environment, requests to pay keyed by the caller's
// X-Reference-Id (a reused one → 409 RESOURCE_ALREADY_EXIST), status reads, the callback to
// X-Callback-Url (only on the registered callback host: this server's own /callbacks/…, else
// 400 INVALID_CALLBACK_URL_HOST), and a "phone" page where the payer approves or declines.
// Disbursements (payouts), a product of its own at MTN, are played by disbursement.ts.

type Stored = {
  reference: string;
  request: Omit<MtnRequestToPay, "status" | "reason" | "financialTransactionId">;
  msisdn: string;
  callbackUrl: string | null;
  life: Lifecycle;
  /** The reason an immediate failure reports, when an MTN test number names it. */
  failureReason?: string;
  /** The business whose collection account it pays into (BUSINESS_HEADER; "" when none was said). */
  business: string;
} & Record<string, unknown>;

type MtnNumber = { outcome: SandboxOutcome; failureReason?: string };
/** The lifecycle's immediate failure (the one …02 plays), reported with MTN's own reason. */
const failsAtOnce = (failureReason: string): MtnNumber => ({ outcome: "insufficient_funds", failureReason });

/**
 * MTN's own sandbox numbers (its 2024 notebook), played as MTN plays them so that a client
 * written against MTN's sandbox sees the outcomes it expects. Any other number follows the
 * sandboxes' shared magic numbers (docs/OPERATORS.md, The sandboxes).
 */
const MTN_TEST_NUMBERS: Record<string, MtnNumber> = {
  "46733123450": failsAtOnce("INTERNAL_PROCESSING_ERROR"),
  "46733123451": { outcome: "payer_declines" },
  "46733123452": failsAtOnce("EXPIRED"),
  "56733123453": { outcome: "succeed_now" },
  "46733123454": { outcome: "never_answers" },
};

/** How MTN's sandbox plays this payer, when not as the shared magic numbers do. */
const mtnNumberOf = (msisdn: string): MtnNumber | undefined =>
  hasNoWallet(msisdn) ? failsAtOnce("PAYER_NOT_FOUND") : MTN_TEST_NUMBERS[msisdn];
const NOT_FOUND = { code: "RESOURCE_NOT_FOUND", message: "Requested resource was not found." };

const APPROVAL_SECONDS = 5 * 60;

function statusOf(s: Stored): MtnRequestToPay {
  const state = settledAs(s.life);
  const base = { ...s.request };
  if (state === "succeeded")
    return {
      ...base,
      status: "SUCCESSFUL",
      // MTN's ids are digits: one per character of the attempt's own id, so they stay unique.
      financialTransactionId: Array.from(s.life.transactionId, (c) => c.charCodeAt(0) % 10).join(""),
    };
  // MTN has no REJECTED status: every end but success is FAILED, its cause in `reason`.
  if (state === "insufficient_funds")
    return { ...base, status: "FAILED", reason: s.failureReason ?? "NOT_ENOUGH_FUNDS" };
  if (state === "declined") return { ...base, status: "FAILED", reason: "APPROVAL_REJECTED" };
  if (state === "expired") return { ...base, status: "FAILED", reason: "EXPIRED" };
  return { ...base, status: "PENDING" };
}

export function createMtnSandbox(env: SandboxEnv): Hono {
  const app = new Hono();
  const outage = outages(env.db, "mtn_momo");
  const requests = sandboxStore<Stored>(env.db, "mtn_momo", "mtn");
  const creds = SANDBOX_CREDENTIALS.mtn_momo;

  // The status body, to the X-Callback-Url given (none: MTN calls nobody back).
  const notify = (reference: string, known?: Known<Stored>) =>
    notifyOnce(
      env,
      requests,
      reference,
      (s) => (s.callbackUrl ? { url: s.callbackUrl, body: JSON.stringify(statusOf(s)) } : null),
      known,
    );

  mountMtnProductAuth(app, env.db, "collection", creds, "mtn_momo-token");
  const disbursement = mountMtnDisbursement(app, env, {
    collected: async (business) => {
      const paid = (await requests.findBy("business", business)).filter((s) => settledAs(s.life) === "succeeded");
      return paid.reduce((sum, s) => sum + Number(s.request.amount), 0);
    },
    paidRequest: async (reference) => {
      const s = await requests.get(reference);
      if (!s || settledAs(s.life) !== "succeeded") return null;
      return { amount: Number(s.request.amount), msisdn: s.msisdn, business: s.business };
    },
  });

  app.post("/collection/v1_0/requesttopay", async (c) => {
    const reference = c.req.header("x-reference-id") ?? "";
    if (!MTN_UUID.test(reference))
      return c.json({ code: "INVALID_REFERENCE_ID", message: "X-Reference-Id must be a UUID version 4." }, 400);
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    const problem = invalid(body);
    if (problem || !body) return c.json({ code: "BAD_REQUEST", message: problem ?? "Invalid body." }, 400);
    // MTN calls back only on the host registered for the API user (providerCallbackHost); here
    // that is this server, and only its /callbacks/ paths.
    const callbackUrl = c.req.header("x-callback-url") ?? null;
    if (callbackUrl !== null && callbackTargetProblem(callbackUrl, env.callbackBases())) {
      return c.json(
        {
          code: "INVALID_CALLBACK_URL_HOST",
          message: "Callback URL with host that does not match the registered provider callback host.",
        },
        400,
      );
    }
    const payer = body.payer as { partyId: string };
    const mtnNumber = mtnNumberOf(payer.partyId);
    const life = newLifecycle(
      payer.partyId,
      env.approvalMs,
      APPROVAL_SECONDS,
      c.req.header(EXPIRES_IN_HEADER),
      mtnNumber?.outcome,
    );
    if (await outage.failsCreate(c, life)) {
      return c.json(
        { code: "INTERNAL_PROCESSING_ERROR", message: "An internal error occurred while processing." },
        500,
      );
    }
    const stored: Stored = {
      reference,
      request: {
        externalId: String(body.externalId),
        amount: String(body.amount),
        currency: String(body.currency),
        payer: { partyIdType: "MSISDN", partyId: payer.partyId },
        payerMessage: String(body.payerMessage ?? ""),
        payeeNote: String(body.payeeNote ?? ""),
      },
      msisdn: payer.partyId,
      callbackUrl,
      life,
      business: c.req.header(BUSINESS_HEADER) ?? "",
      ...(mtnNumber?.failureReason ? { failureReason: mtnNumber.failureReason } : {}),
    };
    const written = await requests.insert(reference, stored);
    if (!written) {
      return c.json(
        { code: "RESOURCE_ALREADY_EXIST", message: "Duplicated reference id. Creation of resource failed." },
        409,
      );
    }
    const wait = msUntilSettled(life);
    if (wait !== null) later(wait, () => notify(reference, written), env);
    await holdAnswer(life, env.hangMs);
    return c.body(null, 202);
  });

  app.get("/collection/v1_0/requesttopay/:reference", async (c) => {
    const s = await requests.get(c.req.param("reference"));
    if (!s) return c.json(NOT_FOUND, 404);
    await holdAnswer(s.life);
    return c.json(statusOf(s), 200);
  });

  // The collection account: what its requests to pay have brought in, less what its transfers
  // paid out (read now and then; disbursement.ts). The sandbox's one API user serves every
  // business in test mode, so each has its own account: the requests made for the business the
  // call names.
  app.get("/collection/v1_0/account/balance", async (c) => {
    const total = await disbursement.balanceOf(c.req.header(BUSINESS_HEADER) ?? "");
    return c.json({ availableBalance: String(total), currency: "XOF" }, 200);
  });

  // Whether a number holds an active MTN wallet, and whose it is (no consent needed).
  app.get("/collection/v1_0/accountholder/:type/:id/active", (c) => {
    const { type, id } = c.req.param();
    if (holderIdProblem(type, id)) {
      return c.json({ code: "INVALID_PARAMETER", message: "The account holder id is not valid for its type." }, 400);
    }
    return c.json({ result: !hasNoWallet(id) }, 200);
  });
  app.get("/collection/v1_0/accountholder/msisdn/:id/basicuserinfo", (c) => {
    const id = c.req.param("id");
    if (hasNoWallet(id)) return c.json({ code: "PAYER_NOT_FOUND", message: "Account holder not found." }, 404);
    return c.json(SANDBOX_USER, 200);
  });

  // Anything else under MTN's paths answers in MTN's shape, never PayFlow's.
  app.all("/collection/*", (c) => c.json(NOT_FOUND, 404));

  // The payer's phone: pending requests to approve or decline.
  mountPhone(app, env, {
    operatorName: "MTN MoMo",
    store: requests,
    keyOf: (s) => s.reference,
    describe: (s) => ({
      id: String(s.request.externalId),
      label: `${formatXof(s.request.amount)} — ${s.request.payerMessage}`,
    }),
    afterChoice: notify,
  });

  return app;
}

function invalid(b: Record<string, unknown> | null): string | null {
  if (!b) return "The body is not JSON.";
  if (typeof b.amount !== "string" || !/^\d+$/.test(b.amount) || Number(b.amount) <= 0)
    return "amount must be a positive number as a string";
  if (b.currency !== "XOF") return "currency must be XOF";
  if (typeof b.externalId !== "string" || !b.externalId) return "externalId is required";
  const payer = b.payer as { partyIdType?: unknown; partyId?: unknown } | undefined;
  if (payer?.partyIdType !== "MSISDN" || typeof payer.partyId !== "string" || !/^\d{8,15}$/.test(payer.partyId)) {
    return "payer must be { partyIdType: MSISDN, partyId }";
  }
  for (const f of ["payerMessage", "payeeNote"]) {
    if (b[f] !== undefined && (typeof b[f] !== "string" || (b[f] as string).length > 160))
      return `${f} must be at most 160 characters`;
  }
  return null;
}
