import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/app";
import { createDeps } from "../../src/bootstrap";
import { loadConfig } from "../../src/config/env";
import { SANDBOX_CREDENTIALS } from "../../src/sandboxes/credentials";
import { ADMIN, createTestContext, ORIGIN, type TestContext } from "../support/context";
import { createPayment, inMode } from "../support/payments";
import { defaultCompanyId } from "../support/people";
import { startCallbackSink } from "../support/sandbox";

// The sandboxes' credentials are public, so whoever can reach this server can ask its sandbox
// for a payment: the callback URL they give must never make the server call somewhere else.
// Only this server's own /callbacks/… (its public URL or the loopback address it listens on)
// is accepted; anything else is refused at create, the operator's way, and never called.

let ctx: TestContext;
let self: string;
let sink: Awaited<ReturnType<typeof startCallbackSink>>;
/** A server on another port that sends every request on to the sink (307 keeps the POST). */
let redirector: { url: string; hits: number };

beforeAll(async () => {
  ctx = await createTestContext({}, { listen: true });
  self = ctx.deps.selfUrl;
  sink = await startCallbackSink();
  const state = { url: "", hits: 0 };
  const server = createServer((req, res) => {
    state.hits++;
    req.resume();
    res.writeHead(307, { location: `${sink.url}/stolen${req.url ?? ""}` }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  redirector = state;
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );
});

/** Long enough for an at-once (…01) callback and its first retry (1 s). */
const settle = () => new Promise((r) => setTimeout(r, 1600));

async function mtnToken(): Promise<string> {
  const { subscriptionKey, apiUser, apiKey } = SANDBOX_CREDENTIALS.mtn_momo;
  const res = await fetch(`${self}/sandbox/mtn_momo/collection/token/`, {
    method: "POST",
    headers: {
      "ocp-apim-subscription-key": subscriptionKey,
      authorization: `Basic ${Buffer.from(`${apiUser}:${apiKey}`).toString("base64")}`,
    },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function requestToPay(token: string, callbackUrl: string) {
  const res = await fetch(`${self}/sandbox/mtn_momo/collection/v1_0/requesttopay`, {
    method: "POST",
    headers: {
      "ocp-apim-subscription-key": SANDBOX_CREDENTIALS.mtn_momo.subscriptionKey,
      authorization: `Bearer ${token}`,
      "x-target-environment": "sandbox",
      "x-reference-id": randomUUID(),
      "x-callback-url": callbackUrl,
      "content-type": "application/json",
    },
    body: JSON.stringify({
      amount: "1000",
      currency: "XOF",
      externalId: `pay_${randomUUID().slice(0, 8)}`,
      // …01: succeeds at once, so the callback would leave at once.
      payer: { partyIdType: "MSISDN", partyId: "2250500000001" },
      payerMessage: "x",
      payeeNote: "x",
    }),
  });
  return { status: res.status, body: res.status === 202 ? null : ((await res.json()) as Record<string, unknown>) };
}

async function orangeToken(): Promise<string> {
  const { clientId, clientSecret } = SANDBOX_CREDENTIALS.orange_money;
  const res = await fetch(`${self}/sandbox/orange_money/oauth/v3/token`, {
    method: "POST",
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: "grant_type=client_credentials",
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function webPayment(token: string, notifUrl: string) {
  const res = await fetch(`${self}/sandbox/orange_money/orange-money-webpay/dev/v1/webpayment`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
      "x-payflow-sandbox-payer": "0700000001",
    },
    body: JSON.stringify({
      merchant_key: SANDBOX_CREDENTIALS.orange_money.merchantKey,
      currency: "OUV",
      order_id: `pay_${randomUUID().slice(0, 8)}`,
      amount: 1000,
      return_url: "http://localhost:3000/pay/back",
      cancel_url: "http://localhost:3000/pay/back",
      notif_url: notifUrl,
      lang: "fr",
      reference: "PayFlow",
    }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe("sandbox callbacks go to this server's /callbacks/… only", () => {
  it("MTN refuses an X-Callback-Url elsewhere (400 INVALID_CALLBACK_URL_HOST) and calls nothing", async () => {
    const token = await mtnToken();
    for (const url of [
      `${sink.url}/callbacks/mtn_momo/pay_x`,
      `${redirector.url}/callbacks/mtn_momo/pay_x`,
      `${self}/api/payments`,
      `${self}/callbacks/../api/payments`,
      `http://localhost:3000@${sink.url.slice("http://".length)}/callbacks/mtn_momo/pay_x`,
    ]) {
      const answer = await requestToPay(token, url);
      expect(answer.status, url).toBe(400);
      expect(answer.body, url).toMatchObject({ code: "INVALID_CALLBACK_URL_HOST" });
    }
    await settle();
    expect(sink.received).toEqual([]);
    expect(redirector.hits).toBe(0);
  });

  it("Orange refuses such a notif_url with its 400 validation error and calls nothing", async () => {
    const token = await orangeToken();
    for (const url of [`${sink.url}/callbacks/orange_money/pay_x`, `${redirector.url}/callbacks/orange_money/pay_x`]) {
      const answer = await webPayment(token, url);
      expect(answer.status, url).toBe(400);
      expect(answer.body, url).toMatchObject({ code: 400, message: "Bad Request" });
      expect(String(answer.body.description), url).toContain("notif_url");
    }
    await settle();
    expect(sink.received).toEqual([]);
    expect(redirector.hits).toBe(0);
  });

  it("still takes this server's own callback address (what PayFlow sends in test mode)", async () => {
    expect((await requestToPay(await mtnToken(), `${self}/callbacks/mtn_momo/pay_unknown`)).status).toBe(202);
    expect((await webPayment(await orangeToken(), `${self}/callbacks/orange_money/pay_unknown`)).status).toBe(201);
    expect(
      (await requestToPay(await mtnToken(), `http://localhost:${ctx.deps.config.PORT}/callbacks/mtn_momo/pay_unknown`))
        .status,
    ).toBe(202);
  });
});

describe("callback paths", () => {
  it("an operator's former path (/callbacks/orange/<id>, given before each went by its id) still reaches its payment", async () => {
    const admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
    const created = await createPayment(admin, { amount: 3000, operator: "orange_money", phone: "0700000004" });
    const forged = JSON.stringify({ status: "SUCCESS", notif_token: "guessed", txnid: "MP-FORMER" });
    const post = (path: string) =>
      fetch(`${self}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: forged });
    // Checked by Orange's adapter (a wrong notif_token: 401), where an unknown path finds nothing (404).
    expect((await post(`/callbacks/orange/${created.id}`)).status).toBe(401);
    expect((await post(`/callbacks/orange_money/${created.id}`)).status).toBe(401);
    expect((await post(`/callbacks/orange-money/${created.id}`)).status).toBe(404);
    expect((await post(`/callbacks/mtn/${created.id}`)).status).toBe(404);
  });
});

describe("a hosted deployment has no sandboxes unless PAYFLOW_SANDBOX=true", () => {
  const HOSTED = { PUBLIC_URL: "https://pay.example.ci", TRUSTED_ORIGINS: ORIGIN };

  it("PUBLIC_URL on https: no /sandbox/…, and test mode refuses payments (operator unavailable)", async () => {
    const hosted = await createTestContext(HOSTED, { listen: true });
    expect(hosted.deps.config.PAYFLOW_SANDBOX).toBe(false);
    const res = await fetch(`${hosted.deps.selfUrl}/sandbox/mtn_momo/collection/token/`, { method: "POST" });
    expect(res.status).toBe(404);
    const admin = await hosted.client().signIn(ADMIN.email, ADMIN.password);
    const refused = await inMode(admin, "test").post("/api/payments", {
      amount: 1000,
      operator: "mtn_momo",
      phone: "0500000001",
    });
    expect(refused.status).toBe(502);
    expect(refused.body.error.code).toBe("operatorUnavailable");
  });

  it("PAYFLOW_SANDBOX=true turns them on there", async () => {
    const forced = await createTestContext({ ...HOSTED, PAYFLOW_SANDBOX: "true" }, { listen: true });
    expect(forced.deps.config.PAYFLOW_SANDBOX).toBe(true);
    const res = await fetch(`${forced.deps.selfUrl}/sandbox/mtn_momo/collection/token/`, { method: "POST" });
    expect(res.status).toBe(401);
  });

  it("live operator credentials found at start turn them off too", async () => {
    const local = await createTestContext();
    await local.pool.query(
      "insert into operator_credentials (company_id, operator, encrypted) values ($1, 'mtn_momo', 'v1.x')",
      [await defaultCompanyId(local)],
    );
    const restarted = await createDeps({
      config: loadConfig({ PAYFLOW_SECRET_KEY: local.deps.secretKey, LOG_LEVEL: "silent" }),
      databaseUrl: local.pool.options.connectionString as string,
      dataDir: local.deps.dataDir,
      logger: local.deps.logger,
    });
    try {
      expect(restarted.config.sandboxes).toMatchObject({ on: false, explicit: false });
      expect(restarted.config.sandboxes.reason).toContain("live operator credentials");
      const res = await createApp(restarted).request("/sandbox/mtn_momo/collection/token/", { method: "POST" });
      expect(res.status).toBe(404);
    } finally {
      await restarted.pool.end();
    }
  });
});
