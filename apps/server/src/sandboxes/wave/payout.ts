import { createHash } from "node:crypto";
import type { Context, Hono } from "hono";
import {
  WAVE_IDEMPOTENCY_HEADER,
  WAVE_PAYMENT_REASON_MAX,
  WAVE_PAYOUT_FIELDS,
  WAVE_REVERSAL_WINDOW_MS,
  type WavePayout,
} from "../../operators/wave/payout-wire";
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

// Wave's Payout API as the sandbox plays it (docs/OPERATORS.md, Payouts): an Idempotency-Key on
// every POST (the same key and body answer the same payout, never a second one; the same key
// with another body is an idempotency-mismatch), payouts answered at once with their status,
// settled as the beneficiary's number says (payout-magic.ts), read by id or found by
// client_reference, and reversed within 3 days. Wave takes a fee on each payout, 1 % of the
// amount rounded up to whole francs, from the business's wallet besides the amount.

type StoredPayout = {
  payout: Omit<WavePayout, "status" | "payout_error">;
  /** The Idempotency-Key it was sent under. */
  reference: string;
  /** The request's body, canonical: a repeat under the key must be the same. */
  fingerprint: string;
  client_reference: string;
  mobile: string;
  amount: number;
  fee: number;
  /** The business whose wallet pays (BUSINESS_HEADER; "" when none was said). */
  business: string;
  life: PayoutLife;
  /** When it was reversed: amount and fee went back to the wallet. */
  reversedAt: number | null;
} & Record<string, unknown>;

/** Wave's code and words for each way a payout fails. */
const FAILURES: Partial<Record<PayoutState, { error_code: string; error_message: string }>> = {
  beneficiary_not_found: {
    error_code: "recipient-account-inactive",
    error_message: "The recipient has no active Wave account.",
  },
  beneficiary_blocked: {
    error_code: "recipient-account-blocked",
    error_message: "The recipient's account is blocked.",
  },
  insufficient_funds: {
    error_code: "insufficient-funds",
    error_message: "The wallet's balance cannot cover the amount and fee.",
  },
};

/** Wave's fee on a payout: 1 %, rounded up to whole francs. */
export const wavePayoutFee = (amount: number) => Math.ceil(amount / 100);

const fail = (c: Context, status: 400 | 404 | 409 | 500, code: string, message: string, details?: unknown[]) =>
  c.json(details ? { code, message, details } : { code, message }, status);

/** The payout as Wave shows it now. */
function view(s: StoredPayout): WavePayout {
  const state = payoutStateOf(s.life);
  const failure = FAILURES[state];
  const status =
    state === "processing" ? "processing" : state === "paid" ? (s.reversedAt ? "reversed" : "succeeded") : "failed";
  const { timestamp, aggregated_merchant_id, ...fields } = s.payout;
  return {
    ...fields,
    status,
    ...(failure ? { payout_error: failure } : {}),
    timestamp,
    ...(aggregated_merchant_id ? { aggregated_merchant_id } : {}),
  };
}

export function mountWavePayouts(app: Hono, env: SandboxEnv) {
  const payouts = sandboxStore<StoredPayout>(env.db, "wave-payout");
  const businessOf = (c: Context) => c.req.header(BUSINESS_HEADER) ?? "";
  /** A payout of the calling business, by id (another's is not found). */
  const own = async (c: Context, id: string) => {
    const s = await payouts.get(id);
    return s && s.business === businessOf(c) ? s : null;
  };
  const keyOf = (c: Context): string | Response => {
    const key = c.req.header(WAVE_IDEMPOTENCY_HEADER);
    if (!key)
      return fail(c, 400, "request-validation-error", "An 'Idempotency-Key' header is required for POST requests");
    if (key.length > 255) return fail(c, 400, "request-validation-error", "The 'Idempotency-Key' header is too long.");
    return key;
  };

  app.post("/v1/payout", async (c) => {
    const key = keyOf(c);
    if (typeof key !== "string") return key;
    let body: Record<string, unknown>;
    try {
      body = (await c.req.json()) as Record<string, unknown>;
    } catch {
      return fail(c, 400, "request-not-json", "The request body is not JSON.");
    }
    if (!body || typeof body !== "object" || Array.isArray(body))
      return fail(c, 400, "request-not-json", "The body is not a JSON object.");
    const details = validate(body);
    if (details.length > 0) return fail(c, 400, "request-validation-error", "Request validation failed.", details);
    if (body.currency !== "XOF") return fail(c, 400, "currency-mismatch", "The wallet's currency is XOF.");
    if (!String(body.mobile).startsWith("+225"))
      return fail(c, 400, "country-mismatch", "The recipient is not in the wallet's country.");
    const mobile = String(body.mobile);
    // …06: Wave fails before it records anything.
    if (payoutOutcomeFor(mobile) === "send_fails")
      return fail(c, 500, "internal-server-error", "Internal server error.");
    const business = businessOf(c);
    // A key is the wallet's own: its payout's id is derived from it, so the id is the claim on the key.
    const scope = `${c.req.header("authorization")}|${business}|${key}`;
    const id = `pt-${createHash("sha256").update(scope).digest("hex").slice(0, 16)}`;
    const fingerprint = JSON.stringify(
      Object.keys(body)
        .sort()
        .map((k) => [k, body[k]]),
    );
    const amount = Number(body.receive_amount);
    const life = newPayoutLife(mobile, env.approvalMs);
    const optional = (field: string) => (typeof body[field] === "string" ? { [field]: body[field] as string } : {});
    const stored: StoredPayout = {
      payout: {
        id,
        currency: "XOF",
        receive_amount: String(amount),
        fee: String(wavePayoutFee(amount)),
        mobile,
        ...optional("name"),
        ...optional("national_id"),
        ...optional("client_reference"),
        ...optional("payment_reason"),
        // Whole seconds, as Wave writes it.
        timestamp: `${new Date(life.createdAt).toISOString().slice(0, 19)}Z`,
        ...optional("aggregated_merchant_id"),
      },
      reference: key,
      fingerprint,
      client_reference: typeof body.client_reference === "string" ? body.client_reference : "",
      mobile,
      amount,
      fee: wavePayoutFee(amount),
      business,
      life,
      reversedAt: null,
    };
    if (!(await payouts.insert(id, stored))) {
      // The key was used before: the same request is answered its payout, at once; another is refused.
      const earlier = await payouts.get(id);
      if (!earlier) return fail(c, 500, "internal-server-error", "Internal server error.");
      if (earlier.fingerprint !== fingerprint) {
        return fail(c, 409, "idempotency-mismatch", "This Idempotency-Key was used with another request.");
      }
      return c.json(view(earlier), 200);
    }
    // …07: recorded, but the answer comes after the caller has given up.
    await holdPayoutAnswer(life, env.hangMs);
    return c.json(view(stored), 200);
  });

  app.get("/v1/payout/:id", async (c) => {
    const s = await own(c, c.req.param("id"));
    return s ? c.json(view(s), 200) : fail(c, 404, "not-found", "Payout not found.");
  });

  app.get("/v1/payouts/search", async (c) => {
    const reference = c.req.query("client_reference");
    if (!reference) {
      const details = [{ loc: ["query", "client_reference"], msg: "field required", type: "value_error.missing" }];
      return fail(c, 400, "request-validation-error", "Request validation failed.", details);
    }
    const found = (await payouts.findBy("client_reference", reference)).filter((s) => s.business === businessOf(c));
    return c.json({ result: found.map(view) }, 200);
  });

  // Within 3 days of its timestamp: the amount comes back from the recipient, and the fee with it.
  app.post("/v1/payout/:id/reverse", async (c) => {
    const key = keyOf(c);
    if (typeof key !== "string") return key;
    const id = c.req.param("id");
    if (!(await own(c, id))) return fail(c, 404, "not-found", "Payout not found.");
    let refusal: "not-succeeded" | "too-late" | null = null;
    await payouts.update(id, (s) => {
      refusal = null;
      if (s.reversedAt) return null;
      if (view(s).status !== "succeeded") refusal = "not-succeeded";
      else if (Date.now() - Date.parse(s.payout.timestamp) > WAVE_REVERSAL_WINDOW_MS) refusal = "too-late";
      return refusal ? null : { ...s, reversedAt: Date.now() };
    });
    if (refusal === "too-late") {
      return fail(c, 400, "payout-reversal-time-limit-exceeded", "A payout can be reversed within 3 days only.");
    }
    if (refusal) return fail(c, 400, "request-validation-error", "Only a succeeded payout can be reversed.");
    return c.body(null, 200);
  });

  return {
    /** What the business's payouts took from its wallet: amount and fee of each paid and not reversed. */
    async paidOut(business: string): Promise<number> {
      const paid = (await payouts.findBy("business", business)).filter((s) => view(s).status === "succeeded");
      return paid.reduce((sum, s) => sum + s.amount + s.fee, 0);
    },
  };
}

/** Wave's validation: documented fields only, receive_amount a string of digits without a leading zero, an E.164 mobile. */
function validate(body: Record<string, unknown>) {
  const details: Array<{ loc: string[]; msg: string; type: string }> = [];
  const add = (field: string, msg: string, type = "value_error") => details.push({ loc: ["body", field], msg, type });
  for (const key of Object.keys(body)) {
    if (!(WAVE_PAYOUT_FIELDS as readonly string[]).includes(key))
      add(key, "extra fields not permitted", "value_error.extra");
  }
  if (typeof body.receive_amount !== "string" || !/^[1-9]\d*$/.test(body.receive_amount)) {
    add("receive_amount", "must be a positive whole number as a string, without a leading zero");
  }
  if (typeof body.currency !== "string") add("currency", "field required", "value_error.missing");
  if (typeof body.mobile !== "string" || !/^\+\d{8,15}$/.test(body.mobile))
    add("mobile", "must be a phone number in E.164 format");
  for (const [field, max] of [
    ["name", 255],
    ["national_id", 255],
    ["client_reference", 255],
    ["payment_reason", WAVE_PAYMENT_REASON_MAX],
  ] as const) {
    const value = body[field];
    if (value !== undefined && (typeof value !== "string" || Array.from(value).length > max))
      add(field, `at most ${max} characters`);
  }
  return details;
}
