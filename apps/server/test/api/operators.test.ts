import { describe, expect, it } from "vitest";
import { OperatorError } from "../../src/operators/types";
import { RAILS, railsAgainstSandboxes } from "../support/operator-rails";

// Each adapter against its own sandbox, over real HTTP, for every magic number (docs/OPERATORS.md,
// The sandboxes): …01 succeeds at once, …02 insufficient funds, …03 declines, …04 never answers,
// …05 succeeds with the callback lost, …06 create answers 500, …07 create times out; any other
// number succeeds after the approval delay; and auth errors and callback checks. The payer pages
// are in operators-payer-pages.test.ts, the operators' wire details in operators-wire.test.ts.

const { env, attempt, statusOf, settledStatus, expectExpired, callbackFor } = railsAgainstSandboxes();

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
    expect(env.sink.received.some((r) => r.path.endsWith(a.paymentId) || r.body.includes(a.paymentId))).toBe(false);
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
