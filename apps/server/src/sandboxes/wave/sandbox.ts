import { Hono } from "hono";
import { html } from "hono/html";
import { randomToken } from "../../lib/ids";
import { signWaveBody } from "../../operators/wave/signature";
import { WAVE_CREATE_FIELDS, type WaveEvent, type WaveSession } from "../../operators/wave/wire";
import { later, notifyOnce } from "../callbacks";
import { waveWebhookSecretOfKey } from "../company-credentials";
import type { SandboxEnv } from "../env";
import {
  decide,
  EXPIRES_IN_HEADER,
  holdAnswer,
  type Lifecycle,
  msUntilSettled,
  newLifecycle,
  opened,
  type Settled,
  settledAs,
  settledAt,
  withLife,
} from "../lifecycle";
import { BUSINESS_HEADER, outages } from "../outage";
import { decisionForm, formatXof, lateChoicePage, outcomeNotice, payerPage } from "../page";
import { type Known, sandboxStore } from "../store";
import { mountWavePayouts } from "./payout";

// Wave's Checkout API as the sandbox plays it (docs/OPERATORS.md): Bearer API key, amounts as
// strings, unknown fields refused, sessions with their documented fields, search by
// client_reference, expire and refund, a launch page where the payer approves or declines, and
// webhooks signed with Wave-Signature. Its Payout API is played by payout.ts.

type Stored = {
  session: Omit<
    WaveSession,
    "checkout_status" | "payment_status" | "last_payment_error" | "transaction_id" | "when_completed"
  >;
  life: Lifecycle;
  expired: boolean;
  refunded: boolean;
  /** The webhook secret of the API key that created the session: its webhook is signed with it. */
  webhookSecret: string;
  /** The transaction id its payment gets (shown once it succeeds): the lookup by transaction_id. */
  transaction_key?: string;
  /** The business whose wallet it pays into (BUSINESS_HEADER; "" when none was said). */
  business: string;
} & Record<string, unknown>;

const EXPIRY_SECONDS = 30 * 60;
const iso = (ms: number) => new Date(ms).toISOString();

/** How the session's payment stands: expired by the merchant, or as its lifecycle says. */
const stateOf = (s: Stored): Settled | null => (s.expired ? "expired" : settledAs(s.life));

/** The session as Wave shows it now. */
function view(s: Stored): WaveSession {
  const state = stateOf(s);
  const completed = state === "succeeded";
  const failed = state === "insufficient_funds" || state === "declined";
  return {
    ...s.session,
    checkout_status: completed ? "complete" : state === "expired" ? "expired" : "open",
    payment_status: completed ? "succeeded" : failed ? "cancelled" : "processing",
    last_payment_error: failed
      ? state === "insufficient_funds"
        ? { code: "insufficient-funds", message: "The payer's balance is too low." }
        : { code: "payment-failure", message: "The payer declined the payment." }
      : null,
    transaction_id: completed ? `T_${s.life.transactionId}` : null,
    when_completed: completed ? iso(settledAt(s.life)) : null,
  };
}

const unauthorized = (code: string, message: string) => ({ code, message });

export function createWaveSandbox(env: SandboxEnv): Hono {
  const app = new Hono();
  const outage = outages(env.db, "wave");
  /** The webhook secret of a request's API key; null when the sandbox knows no such key. */
  const secretOf = (header: string | undefined) =>
    header?.startsWith("Bearer ") ? waveWebhookSecretOfKey(env.secretKey, header.slice(7)) : null;

  const store = sandboxStore<Stored>(env.db, "wave");

  /** Sends the webhook of a settled session once (the store's versioned change makes "once" hold across instances). */
  // The session's webhook, signed for the key that created it (…10's second is the same event
  // again, as Wave's retries are).
  const notify = (id: string, known?: Known<Stored>) =>
    notifyOnce(
      env,
      store,
      id,
      (s) => {
        const data = view(s);
        const type =
          data.payment_status === "succeeded" ? "checkout.session.completed" : "checkout.session.payment_failed";
        const event: WaveEvent = { id: `EV_${randomToken(16)}`, type, data };
        const body = JSON.stringify(event);
        return { url: env.webhookUrl(), body, headers: { "wave-signature": signWaveBody(s.webhookSecret, body) } };
      },
      known,
    );

  app.use("/v1/*", async (c, next) => {
    const header = c.req.header("authorization");
    if (!header) return c.json(unauthorized("missing-auth-header", "The Authorization header is missing."), 401);
    if (!header.startsWith("Bearer "))
      return c.json(unauthorized("invalid-auth", "The Authorization header is malformed."), 401);
    if (!secretOf(header)) {
      return c.json(unauthorized("no-matching-api-key", "No API key matches the one given."), 401);
    }
    await next();
  });

  const payouts = mountWavePayouts(app, env);

  app.post("/v1/checkout/sessions", async (c) => {
    let body: Record<string, unknown>;
    try {
      body = (await c.req.json()) as Record<string, unknown>;
    } catch {
      return c.json({ code: "request-validation-error", message: "Invalid JSON body.", details: [] }, 400);
    }
    const details = validate(body);
    if (details.length > 0) {
      return c.json({ code: "request-validation-error", message: "Request validation failed.", details }, 400);
    }
    const payer = typeof body.restrict_payer_mobile === "string" ? body.restrict_payer_mobile : null;
    const life = newLifecycle(payer, env.approvalMs, EXPIRY_SECONDS, c.req.header(EXPIRES_IN_HEADER));
    if (await outage.failsCreate(c, life))
      return c.json({ code: "internal-server-error", message: "Internal server error." }, 500);
    const id = `cos-${randomToken(20).toLowerCase()}`;
    const stored: Stored = {
      session: {
        id,
        amount: String(body.amount),
        currency: "XOF",
        client_reference: typeof body.client_reference === "string" ? body.client_reference : null,
        business_name: "PayFlow Sandbox Business",
        success_url: String(body.success_url),
        error_url: String(body.error_url),
        wave_launch_url: `${env.publicBase}/pay/${id}`,
        when_created: iso(life.createdAt),
        when_expires: iso(life.expiresAt),
      },
      client_reference: typeof body.client_reference === "string" ? body.client_reference : "",
      transaction_key: life.transactionId,
      life,
      expired: false,
      refunded: false,
      business: c.req.header(BUSINESS_HEADER) ?? "",
      // Checked by the /v1 guard above: the session's webhook is signed for its key's holder.
      webhookSecret: secretOf(c.req.header("authorization")) ?? "",
    };
    const written = await store.insert(id, stored);
    const wait = msUntilSettled(life);
    if (wait !== null && written) later(wait, () => notify(id, written), env);
    // …07: the session exists, but the answer comes too late for the caller.
    await holdAnswer(life, env.hangMs);
    return c.json(view(stored), 200);
  });

  // Wave answers a merchant's own sessions only: here those made with the calling key for the
  // business the call names (the published key serves every business's test mode).
  app.get("/v1/checkout/sessions/search", async (c) => {
    const reference = c.req.query("client_reference") ?? "";
    const secret = secretOf(c.req.header("authorization"));
    const business = c.req.header(BUSINESS_HEADER) ?? "";
    const found = (await store.findBy("client_reference", reference)).filter(
      (s) => s.webhookSecret === secret && s.business === business,
    );
    return c.json({ result: found.map(view) }, 200);
  });

  // Wave's "retrieve a checkout by transaction ID": the session whose payment has that id.
  app.get("/v1/checkout/sessions", async (c) => {
    const transactionId = c.req.query("transaction_id");
    if (!transactionId) {
      const details = [{ loc: ["query", "transaction_id"], msg: "field required" }];
      return c.json({ code: "request-validation-error", message: "Request validation failed.", details }, 400);
    }
    const candidates = await store.findBy("transaction_key", transactionId.replace(/^T_/, ""));
    const found = candidates.map(view).find((session) => session.transaction_id === transactionId);
    if (!found) return c.json({ code: "checkout-session-not-found", message: "Checkout session not found." }, 404);
    return c.json(found, 200);
  });

  app.get("/v1/checkout/sessions/:id", async (c) => {
    const s = await store.get(c.req.param("id"));
    if (!s) return c.json({ code: "checkout-session-not-found", message: "Checkout session not found." }, 404);
    await holdAnswer(s.life);
    return c.json(view(s), 200);
  });

  app.post("/v1/checkout/sessions/:id/expire", async (c) => {
    let refused: string | null = null;
    const s = await store.update(c.req.param("id"), (s) => {
      refused = null;
      const state = view(s).checkout_status;
      if (state !== "open") {
        refused = state;
        return null;
      }
      return { ...s, expired: true, life: { ...s.life, callbackDone: true } };
    });
    if (!s) return c.json({ code: "checkout-session-not-found", message: "Checkout session not found." }, 404);
    if (refused)
      return c.json({ code: "checkout-session-not-open", message: `The checkout session is ${refused}.` }, 409);
    return c.json(view(s), 200);
  });

  app.post("/v1/checkout/sessions/:id/refund", async (c) => {
    let refusal = false;
    const s = await store.update(c.req.param("id"), (s) => {
      refusal = false;
      if (view(s).payment_status !== "succeeded") {
        refusal = true;
        return null;
      }
      return { ...s, refunded: true };
    });
    if (!s) return c.json({ code: "checkout-session-not-found", message: "Checkout session not found." }, 404);
    if (refusal)
      return c.json({ code: "checkout-refund-failed", message: "Only a paid checkout session can be refunded." }, 400);
    return c.json({}, 200);
  });

  // The wallet's balance: its sessions paid, less those refunded, less its payouts paid and not
  // reversed (amount and Wave's fee; payout.ts). The sandbox's API key serves every business in
  // test mode, so each has its own wallet: the sessions and payouts made for the business the
  // call names. (Wave's own fee on a payment is not played: the amount arrives whole.)
  app.get("/v1/balance", async (c) => {
    const business = c.req.header(BUSINESS_HEADER) ?? "";
    const sessions = await store.findBy("business", business);
    const held = sessions.filter((s) => stateOf(s) === "succeeded" && !s.refunded);
    const collected = held.reduce((sum, s) => sum + Number(s.session.amount), 0);
    return c.json({ amount: String(collected - (await payouts.paidOut(business))), currency: "XOF" }, 200);
  });

  // The launch page: where Wave sends the payer. Opening it makes an open session wait for the
  // person's choice (no automatic approval behind their back).
  app.get("/pay/:id", async (c) => {
    const s = await store.update(c.req.param("id"), (s) => (s.expired ? null : withLife(s, opened)));
    if (!s)
      return c.html(
        payerPage({ operatorName: "Wave", title: "Session introuvable", body: html`<p>Not found.</p>` }),
        404,
      );
    const current = view(s);
    const state = stateOf(s);
    const body = html`<div class="card">
        <p class="muted">${current.business_name}</p>
        <p class="amount">${formatXof(current.amount)}</p>
        ${state === null ? decisionForm(`${env.publicBase}/pay/${current.id}`) : outcomeNotice(state)}
      </div>`;
    return c.html(payerPage({ operatorName: "Wave", title: "Payer avec Wave · Pay with Wave", body }));
  });

  app.post("/pay/:id", async (c) => {
    const id = c.req.param("id");
    const form = await c.req.parseBody();
    const decision = form.decision === "approve" ? "approve" : "decline";
    let late: Settled | null = null;
    const s = await store.update(id, (s) => {
      late = stateOf(s);
      return late ? null : withLife(s, (l) => decide(l, decision));
    });
    if (!s) return c.text("Not found", 404);
    if (late) return c.html(lateChoicePage("Wave", late), 409);
    await notify(id);
    const paid = view(s).payment_status === "succeeded";
    return c.redirect(paid ? s.session.success_url : s.session.error_url, 303);
  });

  return app;
}

/** Wave's validation: documented fields only, amount a string of digits, XOF, both URLs. */
function validate(body: Record<string, unknown>) {
  const details: Array<{ loc: string[]; msg: string }> = [];
  for (const key of Object.keys(body)) {
    if (!(WAVE_CREATE_FIELDS as readonly string[]).includes(key))
      details.push({ loc: ["body", key], msg: "extra fields not permitted" });
  }
  if (typeof body.amount !== "string" || !/^\d+$/.test(body.amount) || Number(body.amount) <= 0) {
    details.push({ loc: ["body", "amount"], msg: "amount must be a positive whole number as a string" });
  }
  if (body.currency !== "XOF") details.push({ loc: ["body", "currency"], msg: "currency must be XOF" });
  for (const field of ["success_url", "error_url"]) {
    if (typeof body[field] !== "string" || !/^https?:\/\//.test(body[field] as string)) {
      details.push({ loc: ["body", field], msg: "field required (a URL)" });
    }
  }
  if (
    body.client_reference !== undefined &&
    (typeof body.client_reference !== "string" || body.client_reference.length > 255)
  ) {
    details.push({ loc: ["body", "client_reference"], msg: "at most 255 characters" });
  }
  if (
    body.restrict_payer_mobile !== undefined &&
    (typeof body.restrict_payer_mobile !== "string" || !/^\+\d{8,15}$/.test(body.restrict_payer_mobile))
  ) {
    details.push({ loc: ["body", "restrict_payer_mobile"], msg: "must be a phone number in E.164 format" });
  }
  return details;
}
