import { type Context, Hono, type MiddlewareHandler } from "hono";
import { html } from "hono/html";
import { randomToken } from "../../lib/ids";
import { ORANGE_CASHIN_TOKEN_PATH } from "../../operators/orange_money/cashin-wire";
import { ORANGE_LIMITS, type OrangeStatus, orangeError, orangeMarket } from "../../operators/orange_money/wire";
import { callbackTargetProblem } from "../callback-target";
import { later, notifyOnce } from "../callbacks";
import { SANDBOX_CREDENTIALS } from "../credentials";
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
  withLife,
} from "../lifecycle";
import { outages } from "../outage";
import { decisionForm, formatXof, lateChoicePage, outcomeNotice, payerPage } from "../page";
import { type Known, sandboxStore } from "../store";
import { sandboxTokens } from "../tokens";
import { mountOrangeCashIn } from "./cashin";

// Orange Money Web Payment as its "dev" environment (OUV) and its Côte d'Ivoire path (XOF, as a
// live integration calls it) play it (docs/OPERATORS.md): OAuth tokens,
// web payments with pay_token / payment_url / notif_token, the status call, a payment page, and
// the unsigned notification posted to notif_url on a final state — only when notif_url is this
// server's own /callbacks/… (refused otherwise with Orange's 400 validation error). Payouts, on
// the assumed Cash In shape, are cashin.ts's, behind the same tokens.

type Payment = {
  order_id: string;
  amount: number;
  return_url: string;
  cancel_url: string;
  notif_url: string;
  notif_token: string;
  pay_token: string;
  life: Lifecycle;
} & Record<string, unknown>;

const PAY_TOKEN_SECONDS = 10 * 60;
const TOKEN_SECONDS = 3600;

function statusOf(p: Payment): OrangeStatus {
  const state = settledAs(p.life);
  if (state === "succeeded") return "SUCCESS";
  if (state === "insufficient_funds" || state === "declined") return "FAILED";
  if (state === "expired") return "EXPIRED";
  return p.life.decision ? "PENDING" : "INITIATED";
}

export function createOrangeSandbox(env: SandboxEnv): Hono {
  const app = new Hono();
  const outage = outages(env.db, "orange_money");
  const payments = sandboxStore<Payment>(env.db, "orange_money", "orange");
  const tokens = sandboxTokens(env.db, "orange_money-token");
  const { clientId, clientSecret, merchantKey } = SANDBOX_CREDENTIALS.orange_money;

  // Orange's notification: the final status with the payment's notif_token, to its notif_url.
  const notify = (payToken: string, known?: Known<Payment>) =>
    notifyOnce(
      env,
      payments,
      payToken,
      (p) => {
        const status = statusOf(p);
        const txnid = status === "SUCCESS" ? `MP${p.life.transactionId}` : "";
        return { url: p.notif_url, body: JSON.stringify({ status, notif_token: p.notif_token, txnid }) };
      },
      known,
    );

  // Web Payment's token path, and the Cash In one (cashin.ts): the same client, the same tokens.
  const issueToken = async (c: Context) => {
    const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`;
    const given = c.req.header("authorization");
    if (!given) return c.json(orangeError(40, "Missing credentials", "The Authorization header is missing."), 401);
    if (given !== expected)
      return c.json(orangeError(41, "Invalid credentials", "The client credentials are invalid."), 401);
    const form = await c.req.parseBody();
    if (form.grant_type !== "client_credentials") {
      return c.json(
        { error: "unsupported_grant_type", error_description: "grant_type must be client_credentials" },
        400,
      );
    }
    const token = randomToken(32);
    await tokens.issue(token, { expiresAt: Date.now() + TOKEN_SECONDS * 1000 });
    return c.json({ token_type: "Bearer", access_token: token, expires_in: TOKEN_SECONDS }, 200);
  };
  app.post("/oauth/v3/token", issueToken);
  app.post(ORANGE_CASHIN_TOKEN_PATH, issueToken);

  const bearer: MiddlewareHandler = async (c, next) => {
    const header = c.req.header("authorization") ?? "";
    if (!header.startsWith("Bearer "))
      return c.json(orangeError(40, "Missing credentials", "The access token is missing."), 401);
    const token = await tokens.find(header.slice(7));
    if (!token) return c.json(orangeError(41, "Invalid credentials", "The access token is invalid."), 401);
    if (token.expiresAt < Date.now())
      return c.json(orangeError(42, "Expired credentials", "The access token has expired."), 401);
    await next();
  };
  mountOrangeCashIn(app, env, bearer);

  // The same web payment on both paths; each takes its own currency.
  for (const { path, currency } of [orangeMarket("test"), orangeMarket("live")]) {
    const PATH = `/orange-money-webpay/${path}/v1`;
    app.use(`${PATH}/*`, bearer);

    app.post(`${PATH}/webpayment`, async (c) => {
      const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
      if (!body) return c.json(orangeError(400, "Bad Request", "The body is not JSON."), 400);
      if (body.merchant_key !== merchantKey)
        return c.json(orangeError(401, "Unauthorized", "Invalid merchant key."), 401);
      const problem =
        invalid(body, currency) ??
        (callbackTargetProblem(String(body.notif_url), env.callbackBases())
          ? "notif_url must be an address of this merchant's notification host"
          : null);
      if (problem) return c.json(orangeError(400, "Bad Request", problem), 400);
      if ((await payments.findBy("order_id", String(body.order_id))).length > 0) {
        return c.json(orangeError(400, "Bad Request", "This order_id was already used."), 400);
      }
      const life = newLifecycle(
        c.req.header("x-payflow-sandbox-payer") ?? null,
        env.approvalMs,
        PAY_TOKEN_SECONDS,
        c.req.header(EXPIRES_IN_HEADER),
      );
      if (await outage.failsCreate(c, life))
        return c.json(orangeError(500, "Internal Server Error", "Service temporarily unavailable."), 500);
      const payToken = `v1${randomToken(30).toLowerCase()}`;
      const payment: Payment = {
        order_id: String(body.order_id),
        amount: Number(body.amount),
        return_url: String(body.return_url),
        cancel_url: String(body.cancel_url),
        notif_url: String(body.notif_url),
        notif_token: randomToken(32).toLowerCase(),
        pay_token: payToken,
        life,
      };
      const written = await payments.insert(payToken, payment);
      const wait = msUntilSettled(life);
      if (wait !== null && written) later(wait, () => notify(payToken, written), env);
      await holdAnswer(life, env.hangMs);
      const answer = {
        status: 201,
        message: "OK",
        pay_token: payToken,
        payment_url: `${env.publicBase}/payment/${payToken}`,
        notif_token: payment.notif_token,
      };
      return c.json(answer, 201);
    });

    app.post(`${PATH}/transactionstatus`, async (c) => {
      const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
      const p = typeof body.pay_token === "string" ? await payments.get(body.pay_token) : null;
      if (!p || p.order_id !== body.order_id || p.amount !== Number(body.amount)) {
        return c.json(orangeError(404, "Not Found", "No payment matches order_id, amount and pay_token."), 404);
      }
      await holdAnswer(p.life);
      const status = statusOf(p);
      return c.json(
        { status, order_id: p.order_id, txnid: status === "SUCCESS" ? `MP${p.life.transactionId}` : null },
        201,
      );
    });
  }

  // The payment page. Opening it makes an open payment wait for the person's choice.
  app.get("/payment/:token", async (c) => {
    const p = await payments.update(c.req.param("token"), (p) => withLife(p, opened));
    if (!p)
      return c.html(
        payerPage({ operatorName: "Orange Money", title: "Paiement introuvable", body: html`<p>Not found.</p>` }),
        404,
      );
    const state = settledAs(p.life);
    const body = html`<div class="card">
        <p class="muted">Commande · Order ${p.order_id}</p>
        <p class="amount">${formatXof(p.amount)}</p>
        ${state === null ? decisionForm(`${env.publicBase}/payment/${p.pay_token}`) : outcomeNotice(state)}
      </div>`;
    return c.html(
      payerPage({
        operatorName: "Orange Money",
        title: "Orange Money — confirmer le paiement · confirm the payment",
        body,
      }),
    );
  });

  app.post("/payment/:token", async (c) => {
    const token = c.req.param("token");
    const form = await c.req.parseBody();
    let late: Settled | null = null;
    const p = await payments.update(token, (p) => {
      late = settledAs(p.life);
      return late ? null : withLife(p, (l) => decide(l, form.decision === "approve" ? "approve" : "decline"));
    });
    if (!p) return c.text("Not found", 404);
    if (late) return c.html(lateChoicePage("Orange Money", late), 409);
    await notify(token);
    return c.redirect(statusOf(p) === "SUCCESS" ? p.return_url : p.cancel_url, 303);
  });

  return app;
}

function invalid(b: Record<string, unknown>, currency: string): string | null {
  if (b.currency !== currency) return `currency must be ${currency} on this path`;
  if (typeof b.order_id !== "string" || !b.order_id || b.order_id.length > ORANGE_LIMITS.orderId)
    return "order_id is required (at most 30 characters)";
  if (!Number.isInteger(b.amount) || (b.amount as number) <= 0) return "amount must be a positive integer";
  for (const f of ["return_url", "cancel_url", "notif_url"]) {
    if (typeof b[f] !== "string" || !/^https?:\/\//.test(b[f] as string) || (b[f] as string).length > ORANGE_LIMITS.url)
      return `${f} must be a URL of at most 120 characters`;
  }
  if (b.lang !== "fr" && b.lang !== "en") return "lang must be fr or en";
  if (typeof b.reference !== "string" || b.reference.length > ORANGE_LIMITS.reference)
    return "reference is required (at most 30 characters)";
  return null;
}
