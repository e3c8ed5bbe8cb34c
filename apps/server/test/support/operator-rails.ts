import { randomUUID } from "node:crypto";
import type { Hono } from "hono";
import { beforeAll, expect } from "vitest";
import { moovAdapter } from "../../src/operators/moov_money/adapter";
import { mtnAdapter } from "../../src/operators/mtn_momo/adapter";
import { orangeAdapter } from "../../src/operators/orange_money/adapter";
import type { OperatorAdapter, OperatorContext, PaymentRef } from "../../src/operators/types";
import { waveAdapter } from "../../src/operators/wave/adapter";
import { SANDBOX_CREDENTIALS } from "../../src/sandboxes/credentials";
import type { SandboxEnv } from "../../src/sandboxes/env";
import { createMoovSandbox } from "../../src/sandboxes/moov_money/sandbox";
import { createMtnSandbox } from "../../src/sandboxes/mtn_momo/sandbox";
import { createOrangeSandbox } from "../../src/sandboxes/orange_money/sandbox";
import { createWaveSandbox } from "../../src/sandboxes/wave/sandbox";
import { createTestContext, type TestContext } from "./context";
import { pollUntil, sandboxContext, startCallbackSink, startSandbox } from "./sandbox";

// Each adapter against its own sandbox over real HTTP (the operators*.test.ts files): the four
// rails, the sandboxes started for a test file, and one attempt's requests and status reads.

export type Rail = {
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

export const RAILS: Rail[] = [
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

/**
 * Starts, for the calling test file, a test context, a callback sink playing PayFlow and each
 * rail's sandbox on its own loopback port; answers what the tests use once they have started.
 */
export function railsAgainstSandboxes() {
  const env = {
    ctx: undefined as unknown as TestContext,
    sink: undefined as unknown as Awaited<ReturnType<typeof startCallbackSink>>,
    bases: new Map<string, string>(),
  };
  const { bases } = env;

  beforeAll(async () => {
    env.ctx = await createTestContext();
    const sink = await startCallbackSink();
    env.sink = sink;
    for (const rail of RAILS) {
      const { baseUrl } = await startSandbox(env.ctx, rail.create, {
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
      callbackUrl: `${env.sink.url}/callbacks/${rail.name}/${paymentId}`,
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
    const hit = await env.sink.waitFor(
      (r) => r.path.startsWith(`/callbacks/${rail.name}`) && (r.path.endsWith(paymentId) || r.body.includes(paymentId)),
    );
    return {
      rawBody: hit.body,
      headers: new Headers(hit.headers as Record<string, string>),
      pathPaymentId: hit.path.split("/")[3] ?? null,
    };
  }

  return { env, bases, attempt, statusOf, settledStatus, expectExpired, callbackFor };
}
