import { constants, generateKeyPair, privateDecrypt } from "node:crypto";
import { promisify } from "node:util";
import type { Context, Hono, MiddlewareHandler } from "hono";
import { randomToken } from "../../lib/ids";
import {
  ORANGE_CASHIN_PATH,
  ORANGE_PUBLIC_KEY_PATH,
  type OrangeCashIn,
  orangeCashInError,
} from "../../operators/orange_money/cashin-wire";
import { SANDBOX_CREDENTIALS } from "../credentials";
import type { SandboxEnv } from "../env";
import { BUSINESS_HEADER } from "../outage";
import {
  holdPayoutAnswer,
  newPayoutLife,
  type PayoutLife,
  type PayoutState,
  payoutOutcomeFor,
  payoutStateOf,
} from "../payout-magic";
import { sandboxStore } from "../store";

// Orange Money payouts as the sandbox plays them, on the ASSUMED Cash In shape of
// operators/orange_money/cashin-wire.ts (Orange Sonatel's, until Orange CI gives its own): the
// RSA key the retailer's PIN is encrypted with, cash-ins from the sandbox's retailer (its number
// and PIN from credentials.ts) settled as the beneficiary's number says (payout-magic.ts), the
// status by transactionId and the lookup by reference. One cash-in per business and reference:
// a repeat is answered the first cash-in, never a second payment (another amount or beneficiary
// under the same reference: 409 DUPLICATE_REFERENCE). Orange's collection sandbox keeps no
// balance, so a paid cash-in lowers none.

type CashIn = {
  transactionId: string;
  /** Our payout's reference: with the business, the record's key. */
  reference: string;
  /** The business whose retailer account pays (BUSINESS_HEADER; "" when none was said). */
  business: string;
  msisdn: string;
  amount: number;
  life: PayoutLife;
} & Record<string, unknown>;

type KeyPair = { publicKey: string; privateKey: string } & Record<string, unknown>;

/** Orange's (assumed) code and words for each way a cash-in fails. */
const FAILURES: Partial<Record<PayoutState, { errorCode: string; errorMessage: string }>> = {
  beneficiary_not_found: { errorCode: "CUSTOMER_NOT_FOUND", errorMessage: "The customer has no Orange Money account." },
  beneficiary_blocked: { errorCode: "CUSTOMER_NOT_ALLOWED", errorMessage: "The customer's account cannot receive." },
  insufficient_funds: { errorCode: "INSUFFICIENT_BALANCE", errorMessage: "The retailer's balance is too low." },
};

function view(s: CashIn): OrangeCashIn {
  const state = payoutStateOf(s.life);
  const status = state === "processing" ? "PENDING" : state === "paid" ? "SUCCESS" : "FAILED";
  return {
    transactionId: s.transactionId,
    reference: s.reference,
    status,
    amount: { value: s.amount, unit: "XOF" },
    customer: { idType: "MSISDN", id: s.msisdn },
    ...(FAILURES[state] ?? {}),
  };
}

const fail = (c: Context, status: 400 | 403 | 404 | 409 | 500, code: string, detail: string) =>
  c.json(orangeCashInError(status, code, detail), status);

export function mountOrangeCashIn(app: Hono, env: SandboxEnv, bearer: MiddlewareHandler) {
  const cashIns = sandboxStore<CashIn>(env.db, "orange_money-cashin");
  const keys = sandboxStore<KeyPair>(env.db, "orange_money-cashin-key");
  const { retailerMsisdn, retailerPin } = SANDBOX_CREDENTIALS.orange_money;
  const businessOf = (c: Context) => c.req.header(BUSINESS_HEADER) ?? "";

  // One RSA key for every instance: the first to need it makes it, the others read it.
  let keyPair: Promise<KeyPair> | null = null;
  const rsa = () => {
    keyPair ??= (async () => {
      const made = await promisify(generateKeyPair)("rsa", {
        modulusLength: 2048,
        publicKeyEncoding: { type: "spki", format: "der" },
        privateKeyEncoding: { type: "pkcs8", format: "pem" },
      });
      const pair = { publicKey: made.publicKey.toString("base64"), privateKey: made.privateKey };
      return (await keys.insert("rsa", pair))?.data ?? ((await keys.get("rsa")) as KeyPair);
    })().catch((error) => {
      keyPair = null;
      throw error;
    });
    return keyPair;
  };
  const pinOf = async (encrypted: string) => {
    try {
      const sealed = Buffer.from(encrypted, "base64");
      const key = (await rsa()).privateKey;
      return privateDecrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING }, sealed).toString("utf8");
    } catch {
      return null;
    }
  };

  app.use("/api/*", bearer);

  app.get(ORANGE_PUBLIC_KEY_PATH, async (c) =>
    c.json({ keyId: "sandbox-1", keyType: "RSA", keySize: 2048, key: (await rsa()).publicKey }, 200),
  );

  app.post(ORANGE_CASHIN_PATH, async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    const problem = invalid(body);
    if (problem || !body) return fail(c, 400, "INVALID_REQUEST", problem ?? "The body is not JSON.");
    const partner = body.partner as { id: string; encryptedPinCode: string };
    if (partner.id !== retailerMsisdn) return fail(c, 403, "PARTNER_NOT_FOUND", "Unknown retailer.");
    if ((await pinOf(partner.encryptedPinCode)) !== retailerPin)
      return fail(c, 403, "INVALID_PIN", "The retailer's PIN is wrong.");
    const msisdn = (body.customer as { id: string }).id;
    const amount = (body.amount as { value: number }).value;
    // …06: Orange fails before it records anything.
    if (payoutOutcomeFor(msisdn) === "send_fails") return fail(c, 500, "INTERNAL_ERROR", "Internal error.");
    const business = businessOf(c);
    const reference = String(body.reference);
    const life = newPayoutLife(msisdn, env.approvalMs);
    const transactionId = `CI${new Date().toISOString().slice(2, 10).replace(/-/g, "")}.${randomToken(10).toUpperCase()}`;
    const stored: CashIn = { transactionId, reference, business, msisdn, amount, life };
    if (!(await cashIns.insert(`${business}|${reference}`, stored))) {
      // The reference was used before: the same cash-in is answered, never paid again.
      const earlier = await cashIns.get(`${business}|${reference}`);
      if (!earlier) return fail(c, 500, "INTERNAL_ERROR", "Internal error.");
      if (earlier.msisdn !== msisdn || earlier.amount !== amount)
        return fail(c, 409, "DUPLICATE_REFERENCE", "This reference was used for another cash-in.");
      return c.json(view(earlier), 201);
    }
    // …07: recorded, but the answer comes after the caller has given up.
    await holdPayoutAnswer(life, env.hangMs);
    return c.json(view(stored), 201);
  });

  app.get("/api/eWallet/v1/transactions/:id/status", async (c) => {
    const [s] = (await cashIns.findBy("transactionId", c.req.param("id"))).filter((s) => s.business === businessOf(c));
    return s ? c.json(view(s), 200) : fail(c, 404, "TRANSACTION_NOT_FOUND", "No such transaction.");
  });

  // The assumed lookup by the partner's reference: a JSON array, empty when none.
  app.get("/api/eWallet/v1/transactions", async (c) => {
    const reference = c.req.query("reference");
    if (!reference) return fail(c, 400, "INVALID_REQUEST", "reference is required.");
    const s = await cashIns.get(`${businessOf(c)}|${reference}`);
    return c.json(s ? [view(s)] : [], 200);
  });

  app.all("/api/*", (c) => fail(c, 404, "NOT_FOUND", "No such resource."));
}

function invalid(b: Record<string, unknown> | null): string | null {
  if (!b || typeof b !== "object") return "The body is not JSON.";
  const partner = b.partner as Record<string, unknown> | undefined;
  if (partner?.idType !== "MSISDN" || typeof partner.id !== "string" || typeof partner.encryptedPinCode !== "string")
    return "partner must be { idType: MSISDN, id, encryptedPinCode }";
  const customer = b.customer as Record<string, unknown> | undefined;
  if (customer?.idType !== "MSISDN" || typeof customer.id !== "string" || !/^225\d{10}$/.test(customer.id))
    return "customer must be { idType: MSISDN, id: 225 and 10 digits }";
  const amount = b.amount as Record<string, unknown> | undefined;
  if (!Number.isInteger(amount?.value) || (amount?.value as number) <= 0 || amount?.unit !== "XOF")
    return "amount must be { value: a positive integer, unit: XOF }";
  if (typeof b.reference !== "string" || !b.reference || b.reference.length > 64)
    return "reference is required (at most 64 characters)";
  if (b.receiveNotification !== undefined && typeof b.receiveNotification !== "boolean")
    return "receiveNotification must be a boolean";
  return null;
}
