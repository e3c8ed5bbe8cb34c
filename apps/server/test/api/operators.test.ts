import { randomUUID } from "node:crypto";
import type { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { moovAdapter } from "../../src/operators/moov_money/adapter";
import { mtnAdapter } from "../../src/operators/mtn_momo/adapter";
import { orangeAdapter } from "../../src/operators/orange_money/adapter";
import {
  CallbackRejected,
  type OperatorAdapter,
  type OperatorContext,
  OperatorError,
  type PaymentRef,
} from "../../src/operators/types";
import { waveAdapter } from "../../src/operators/wave/adapter";
import { signWaveBody } from "../../src/operators/wave/signature";
import { SANDBOX_CREDENTIALS } from "../../src/sandboxes/credentials";
import type { SandboxEnv } from "../../src/sandboxes/env";
import { createMoovSandbox } from "../../src/sandboxes/moov_money/sandbox";
import { createMtnSandbox } from "../../src/sandboxes/mtn_momo/sandbox";
import { createOrangeSandbox } from "../../src/sandboxes/orange_money/sandbox";
import { createWaveSandbox } from "../../src/sandboxes/wave/sandbox";
import { createTestContext, type TestContext } from "../support/context";
import { pollUntil, sandboxContext, startCallbackSink, startSandbox } from "../support/sandbox";

// Each adapter against its own sandbox, over real HTTP, for every magic number (docs/OPERATORS.md, The sandboxes):
// …01 succeeds at once, …02 insufficient funds, …03 declines, …04 never answers, …05 succeeds
// with the callback lost, …06 create answers 500, …07 create times out; any other number
// succeeds after the approval delay; and the payer pages, auth errors and callback checks.

type Rail = {
  name: string;
  adapter: OperatorAdapter;
  create: (env: SandboxEnv) => Hono;
  credentials: Record<string, string>;
  prefix: string;
  callbacks: boolean;
  declined: string;
  /** Where the payer answers: the redirect page, or the phone page of the number. */
  payerPage: (next: { url?: string | null }, phone: string, base: string) => string;
};

const RAILS: Rail[] = [
  {
    name: "wave",
    adapter: waveAdapter,
    create: createWaveSandbox,
    credentials: SANDBOX_CREDENTIALS.wave,
    prefix: "07",
    callbacks: true,
    declined: "payment_failed",
    payerPage: (n) => n.url as string,
  },
  {
    name: "orange_money",
    adapter: orangeAdapter,
    create: createOrangeSandbox,
    credentials: SANDBOX_CREDENTIALS.orange_money,
    prefix: "07",
    callbacks: true,
    declined: "payment_failed",
    payerPage: (n) => n.url as string,
  },
  {
    name: "mtn_momo",
    adapter: mtnAdapter,
    create: createMtnSandbox,
    credentials: SANDBOX_CREDENTIALS.mtn_momo,
    prefix: "05",
    callbacks: true,
    declined: "payer_declined",
    payerPage: (_n, phone, base) => `${base}/phone/${phone}`,
  },
  {
    name: "moov_money",
    adapter: moovAdapter,
    create: createMoovSandbox,
    credentials: SANDBOX_CREDENTIALS.moov_money,
    prefix: "01",
    callbacks: false,
    declined: "payer_declined",
    payerPage: (_n, phone, base) => `${base}/phone/${phone}`,
  },
];

let ctx: TestContext;
let sink: Awaited<ReturnType<typeof startCallbackSink>>;
const bases = new Map<string, string>();

beforeAll(async () => {
  ctx = await createTestContext();
  sink = await startCallbackSink();
  for (const rail of RAILS) {
    const { baseUrl } = await startSandbox(ctx, rail.create, {
      webhookUrl: () => `${sink.url}/callbacks/${rail.name}`,
      // The sink plays PayFlow: the one server the sandboxes may call back.
      callbackBases: () => [sink.url],
      approvalMs: 600,
      hangMs: 2500,
    });
    bases.set(rail.name, baseUrl);
  }
});

let counter = 0;
function attempt(rail: Rail, phone: string, overrides: Partial<OperatorContext> = {}) {
  const paymentId = `pay_t${Date.now().toString(36)}${(++counter).toString(36)}`.slice(0, 28);
  const attemptId = randomUUID();
  const ctxFor = sandboxContext(bases.get(rail.name) as string, rail.credentials, {
    sandboxPayer: phone,
    timeoutMs: 1200,
    ...overrides,
  });
  const request = {
    paymentId,
    attemptId,
    amount: 2500,
    currency: "XOF" as const,
    phone,
    description: "Test <&> \"quotes\" 'é'",
    returnUrl: "http://localhost:3000/pay/back",
    cancelUrl: "http://localhost:3000/pay/back",
    callbackUrl: `${sink.url}/callbacks/${rail.name}/${paymentId}`,
    language: "fr" as const,
  };
  const ref = (created?: { operatorReference: string; operatorData: Record<string, string> }): PaymentRef => ({
    paymentId,
    attemptId,
    operatorReference: created?.operatorReference ?? null,
    operatorData: created?.operatorData ?? {},
    amount: 2500,
    phone,
  });
  return { ctx: ctxFor, request, ref, paymentId };
}

const statusOf = (
  rail: Rail,
  a: ReturnType<typeof attempt>,
  created?: { operatorReference: string; operatorData: Record<string, string> },
) => rail.adapter.status(a.ctx, a.ref(created));

/** The attempt's status once it is no longer pending (read again until `timeoutMs`). */
const settledStatus = (
  rail: Rail,
  a: ReturnType<typeof attempt>,
  created?: Parameters<typeof statusOf>[2],
  timeoutMs = 5000,
) =>
  pollUntil(
    () => statusOf(rail, a, created),
    (s) => s.state !== "pending",
    timeoutMs,
  );

/** An attempt left alone until its window closed: expired, or failed because it expired. */
function expectExpired(status: Awaited<ReturnType<typeof statusOf>>) {
  expect(["expired", "failed"]).toContain(status.state);
  if (status.state === "failed") expect(status.failure.code).toBe("expired");
}

/** The callback the sandbox sent for this payment, as PayFlow would receive it. */
async function callbackFor(rail: Rail, paymentId: string) {
  const hit = await sink.waitFor(
    (r) => r.path.startsWith(`/callbacks/${rail.name}`) && (r.path.endsWith(paymentId) || r.body.includes(paymentId)),
  );
  return {
    rawBody: hit.body,
    headers: new Headers(hit.headers as Record<string, string>),
    pathPaymentId: hit.path.split("/")[3] ?? null,
  };
}

describe.each(RAILS)("$name adapter against its sandbox", (rail) => {
  const n = (suffix: string) => `${rail.prefix}000000${suffix}`;

  it("…01 succeeds at once; the callback (if the operator sends one) verifies", async () => {
    const a = attempt(rail, n("01"));
    const created = await rail.adapter.create(a.ctx, a.request);
    expect(created.operatorReference).toBeTruthy();
    const status = await settledStatus(rail, a, created);
    expect(status.state).toBe("succeeded");
    if (rail.callbacks) {
      const callback = await callbackFor(rail, a.paymentId);
      const verified = await rail.adapter.verifyCallback(a.ctx, callback, a.ref(created));
      expect(verified.status.state).toBe("succeeded");
    }
  });

  it("…02 fails for insufficient funds, …03 is declined, with the operator's code kept", async () => {
    for (const [suffix, expected] of [
      ["02", rail.name === "orange_money" ? "payment_failed" : "insufficient_funds"],
      ["03", rail.declined],
    ] as const) {
      const a = attempt(rail, n(suffix));
      const created = await rail.adapter.create(a.ctx, a.request);
      const status = await settledStatus(rail, a, created);
      expect(status.state, suffix).toBe("failed");
      if (status.state === "failed") {
        expect(status.failure.code, suffix).toBe(expected);
        expect(status.failure.operatorCode, suffix).toBeTruthy();
      }
    }
  });

  it("…04 never answers and expires when its window closes", async () => {
    const a = attempt(rail, n("04"), { sandboxExpiresInSeconds: 1 });
    const created = await rail.adapter.create(a.ctx, a.request);
    expect((await statusOf(rail, a, created)).state).toBe("pending");
    const status = await settledStatus(rail, a, created);
    expectExpired(status);
  });

  it("…05 succeeds but sends no callback: only a status read finds it", async () => {
    const a = attempt(rail, n("05"));
    const created = await rail.adapter.create(a.ctx, a.request);
    const status = await settledStatus(rail, a, created);
    expect(status.state).toBe("succeeded");
    await new Promise((r) => setTimeout(r, 800));
    expect(sink.received.some((r) => r.path.endsWith(a.paymentId) || r.body.includes(a.paymentId))).toBe(false);
  });

  it("…06 answers 500 on create; …07 times out, and a status read still finds the truth", async () => {
    const failing = attempt(rail, n("06"));
    const error = await rail.adapter.create(failing.ctx, failing.request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OperatorError);
    expect((error as OperatorError).kind).toBe("unavailable");

    const slow = attempt(rail, n("07"));
    const timedOut = await rail.adapter.create(slow.ctx, slow.request).catch((e: unknown) => e);
    if (rail.name === "mtn_momo") {
      // MTN's create is repeated under the same X-Reference-Id: the repeat's 409 says the first got through.
      expect(timedOut).toMatchObject({ operatorReference: slow.request.attemptId });
    } else {
      expect((timedOut as OperatorError).kind).toBe("timeout");
      expect((timedOut as OperatorError).outcomeUnknown).toBe(true);
    }
    const status = await settledStatus(rail, slow);
    // Orange's status call needs the pay_token the lost answer carried: it cannot be asked.
    expect(status.state).toBe(rail.name === "orange_money" ? "unknown" : "succeeded");
  });

  it("any other number succeeds after the approval delay", async () => {
    const a = attempt(rail, `${rail.prefix}12345678`);
    const created = await rail.adapter.create(a.ctx, a.request);
    expect((await statusOf(rail, a, created)).state).toBe("pending");
    const status = await settledStatus(rail, a, created);
    expect(status.state).toBe("succeeded");
  });

  it("the payer's page approves or declines by hand", async () => {
    for (const decision of ["approve", "decline"] as const) {
      const a = attempt(rail, n("04"));
      const created = await rail.adapter.create(a.ctx, a.request);
      const page = rail.payerPage(created.nextAction, n("04"), bases.get(rail.name) as string);
      const html = await (await fetch(page)).text();
      expect(html).toContain("SANDBOX");
      const action = [...html.matchAll(/action="([^"]+)"/g)]
        .map((m) => m[1] as string)
        .find((u) => rail.name === "wave" || rail.name === "orange_money" || u.includes(created.operatorReference));
      const res = await fetch(action as string, {
        method: "POST",
        body: new URLSearchParams({ decision }),
        redirect: "manual",
      });
      expect(res.status).toBe(303);
      const status = await statusOf(rail, a, created);
      expect(status.state, decision).toBe(decision === "approve" ? "succeeded" : "failed");
    }
  });

  // Where a choice is posted: Wave's launch URL and Orange's payment URL are their own forms'
  // actions; the phone's form posts to the number's page plus the operator's reference.
  const choiceUrl = (created: { operatorReference: string; nextAction: { url?: string | null } }, phone: string) =>
    rail.name === "wave" || rail.name === "orange_money"
      ? (created.nextAction.url as string)
      : `${bases.get(rail.name)}/phone/${phone}/${created.operatorReference}`;
  const choose = (url: string, decision: "approve" | "decline") =>
    fetch(url, { method: "POST", body: new URLSearchParams({ decision }), redirect: "manual" });

  it("a person on the payer page holds the automatic approval: still pending past it, and their decline fails it", async () => {
    const phone = `${rail.prefix}23456789`;
    const a = attempt(rail, phone);
    const created = await rail.adapter.create(a.ctx, a.request);
    const openedAt = Date.now();
    expect((await fetch(rail.payerPage(created.nextAction, phone, bases.get(rail.name) as string))).status).toBe(200);
    // The automatic approval (600 ms here) would have applied by now had nobody been looking.
    await new Promise((r) => setTimeout(r, Math.max(0, openedAt + 1200 - Date.now())));
    expect((await statusOf(rail, a, created)).state).toBe("pending");
    expect((await choose(choiceUrl(created, phone), "decline")).status).toBe(303);
    const status = await statusOf(rail, a, created);
    expect(status.state).toBe("failed");
    if (status.state === "failed") expect(status.failure.code).toBe(rail.declined);
  });

  it("opened and left alone, it expires instead of approving; a choice then says it changed nothing", async () => {
    const phone = `${rail.prefix}34567891`;
    const a = attempt(rail, phone, { sandboxExpiresInSeconds: 2 });
    const created = await rail.adapter.create(a.ctx, a.request);
    await fetch(rail.payerPage(created.nextAction, phone, bases.get(rail.name) as string));
    const status = await settledStatus(rail, a, created, 6000);
    expectExpired(status);
    const late = await choose(choiceUrl(created, phone), "approve");
    expect(late.status).toBe(409);
    const page = await late.text();
    expect(page).toContain("Ce paiement était déjà expiré ; votre choix n'a rien changé.");
    expect(page).toContain("This payment was already expired; your choice changed nothing.");
  });

  it("a choice made after the automatic approval is told so, and the payment stays approved", async () => {
    const phone = `${rail.prefix}45678912`;
    const a = attempt(rail, phone);
    const created = await rail.adapter.create(a.ctx, a.request);
    const status = await settledStatus(rail, a, created);
    expect(status.state).toBe("succeeded");
    const late = await choose(choiceUrl(created, phone), "decline");
    expect(late.status).toBe(409);
    const page = await late.text();
    expect(page).toContain("Ce paiement était déjà approuvé ; votre choix n'a rien changé.");
    expect(page).toContain("This payment was already approved; your choice changed nothing.");
    expect((await statusOf(rail, a, created)).state).toBe("succeeded");
  });

  it("refuses wrong credentials with the operator's own error", async () => {
    const wrong = Object.fromEntries(
      Object.entries(rail.credentials).map(([k, v]) => [k, k === "targetEnvironment" ? v : `${v}-wrong`]),
    );
    const a = attempt(rail, n("01"), { credentials: wrong });
    const error = (await rail.adapter.create(a.ctx, a.request).catch((e: unknown) => e)) as OperatorError;
    expect(error).toBeInstanceOf(OperatorError);
    expect(error.kind).toBe("auth");
  });
});

describe("operator wire details", () => {
  it("Wave refuses an unknown field and a number amount, and signs webhooks the way the adapter checks", async () => {
    const base = bases.get("wave") as string;
    const res = await fetch(`${base}/v1/checkout/sessions`, {
      method: "POST",
      headers: { authorization: `Bearer ${SANDBOX_CREDENTIALS.wave.apiKey}`, "content-type": "application/json" },
      body: JSON.stringify({
        amount: 1000,
        currency: "XOF",
        success_url: "https://a.ci",
        error_url: "https://a.ci",
        colour: "blue",
      }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; details: Array<{ loc: string[] }> };
    expect(body.code).toBe("request-validation-error");
    expect(body.details.map((d: { loc: string[] }) => d.loc.at(-1))).toEqual(
      expect.arrayContaining(["colour", "amount"]),
    );
    const missing = await fetch(`${base}/v1/checkout/sessions`, { method: "POST" });
    expect(await missing.json()).toMatchObject({ code: "missing-auth-header" });

    const raw = JSON.stringify({ id: "EV_1", type: "checkout.session.completed", data: { client_reference: "pay_x" } });
    const ctxWave = sandboxContext(base, SANDBOX_CREDENTIALS.wave);
    const ref = {
      paymentId: "pay_x",
      attemptId: "",
      operatorReference: null,
      operatorData: {},
      amount: 1,
      phone: null,
    };
    const good = new Headers({ "wave-signature": signWaveBody(SANDBOX_CREDENTIALS.wave.webhookSecret, raw) });
    await expect(
      waveAdapter.verifyCallback(ctxWave, { rawBody: raw, headers: good, pathPaymentId: null }, ref),
    ).resolves.toBeTruthy();
    for (const headers of [
      new Headers({ "wave-signature": signWaveBody("other-secret", raw) }),
      new Headers({
        "wave-signature": signWaveBody(SANDBOX_CREDENTIALS.wave.webhookSecret, raw, Date.now() - 301_000),
      }),
      new Headers({
        "wave-signature": signWaveBody(SANDBOX_CREDENTIALS.wave.webhookSecret, raw, Date.now() + 301_000),
      }),
      new Headers(),
    ]) {
      await expect(
        waveAdapter.verifyCallback(ctxWave, { rawBody: raw, headers, pathPaymentId: null }, ref),
      ).rejects.toBeInstanceOf(CallbackRejected);
    }
    await expect(
      waveAdapter.verifyCallback(ctxWave, { rawBody: `${raw} `, headers: good, pathPaymentId: null }, ref),
    ).rejects.toBeInstanceOf(CallbackRejected);
  });

  it("MTN answers 409 RESOURCE_ALREADY_EXIST to a reused reference id; the adapter's repeat is still one request", async () => {
    const rail = RAILS[2] as Rail;
    const a = attempt(rail, "0512345678");
    await rail.adapter.create(a.ctx, a.request);
    // The adapter treats its own repeat as the same request...
    await expect(rail.adapter.create(a.ctx, a.request)).resolves.toMatchObject({
      operatorReference: a.request.attemptId,
    });
    // ...which MTN saw as a duplicate.
    const base = bases.get("mtn_momo") as string;
    const basic = Buffer.from(
      `${SANDBOX_CREDENTIALS.mtn_momo.apiUser}:${SANDBOX_CREDENTIALS.mtn_momo.apiKey}`,
    ).toString("base64");
    const key = { "ocp-apim-subscription-key": SANDBOX_CREDENTIALS.mtn_momo.subscriptionKey };
    const tokenAnswer = await fetch(`${base}/collection/token/`, {
      method: "POST",
      headers: { ...key, authorization: `Basic ${basic}` },
    });
    const token = ((await tokenAnswer.json()) as { access_token: string }).access_token;
    const dup = await fetch(`${base}/collection/v1_0/requesttopay`, {
      method: "POST",
      headers: {
        ...key,
        authorization: `Bearer ${token}`,
        "x-target-environment": "sandbox",
        "x-reference-id": a.request.attemptId,
        "content-type": "application/json",
      },
      body: JSON.stringify({
        amount: "2500",
        currency: "XOF",
        externalId: a.paymentId,
        payer: { partyIdType: "MSISDN", partyId: "2250512345678" },
        payerMessage: "x",
        payeeNote: "x",
      }),
    });
    expect(dup.status).toBe(409);
    expect(await dup.json()).toEqual({
      code: "RESOURCE_ALREADY_EXIST",
      message: "Duplicated reference id. Creation of resource failed.",
    });
    const noKey = await fetch(`${base}/collection/token/`, { method: "POST" });
    expect(((await noKey.json()) as { message: string }).message).toContain("invalid subscription key");
  });

  it("an MTN callback claiming success is confirmed by a status call, never trusted", async () => {
    const rail = RAILS[2] as Rail;
    const a = attempt(rail, "0500000004");
    const created = await rail.adapter.create(a.ctx, a.request);
    const claim = JSON.stringify({ externalId: a.paymentId, status: "SUCCESSFUL", financialTransactionId: "123" });
    const verified = await rail.adapter.verifyCallback(
      a.ctx,
      { rawBody: claim, headers: new Headers(), pathPaymentId: a.paymentId },
      a.ref(created),
    );
    expect(verified.status.state).toBe("pending");
    const foreign = JSON.stringify({ externalId: "pay_someone_else", status: "SUCCESSFUL" });
    await expect(
      rail.adapter.verifyCallback(
        a.ctx,
        { rawBody: foreign, headers: new Headers(), pathPaymentId: a.paymentId },
        a.ref(created),
      ),
    ).rejects.toBeInstanceOf(CallbackRejected);
  });

  it("an Orange notification with another notif_token is refused; the token is fetched once and reused", async () => {
    const rail = RAILS[1] as Rail;
    const a = attempt(rail, "0700000004");
    const created = await rail.adapter.create(a.ctx, a.request);
    const forged = JSON.stringify({ status: "SUCCESS", notif_token: "guessed-token", txnid: "MP1" });
    await expect(
      rail.adapter.verifyCallback(
        a.ctx,
        { rawBody: forged, headers: new Headers(), pathPaymentId: a.paymentId },
        a.ref(created),
      ),
    ).rejects.toBeInstanceOf(CallbackRejected);
    const tokens = await ctx.pool.query(
      "select count(*)::int as n from sandbox_records where operator = 'orange_money-token'",
    );
    expect(tokens.rows[0].n).toBe(1);
  });
});
