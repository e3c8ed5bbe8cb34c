import { beforeAll, describe, expect, it } from "vitest";
import type { TestContext } from "../support/context";
import { answerLost, keyForgotten, merchant, merchantContext } from "../support/merchant";
import { booked, fund } from "../support/payouts";
import { defaultCompanyId } from "../support/people";

// A payout or a batch retried with its Idempotency-Key after its first request's process died
// (docs/API.md, Idempotency): the retry answers what was stored, as the first would have, on
// whatever instance — never a second payout, never a 5xx, never a refusal the first payout's own
// money or references cause.

let ctx: TestContext;
let testKey: string;
let companyId: string;

const RIB = "CI0420100101234567890123";
const bankPayout = (amount: number) => ({
  amount,
  currency: "XOF",
  operator: "bank",
  bank_account: RIB,
  name: "Awa Koné",
});

beforeAll(async () => {
  ({ ctx, testKey } = await merchantContext());
  companyId = await defaultCompanyId(ctx);
});

describe("a payout retried with its Idempotency-Key", () => {
  it("answers the payout stored after a crash or with its key forgotten, and stores no second one", async () => {
    await fund(ctx, companyId, "bank_transfer", 100_000);
    const api = merchant(ctx, testKey);
    const key = `po-died-${Date.now()}`;
    const first = await api.post("/v1/payouts", bankPayout(10_000), { "idempotency-key": key });
    expect(first.status, JSON.stringify(first.body)).toBe(201);

    await answerLost(ctx, key);
    const retry = await api.post("/v1/payouts", bankPayout(10_000), { "idempotency-key": key });
    expect(retry.status, JSON.stringify(retry.body)).toBe(201);
    expect(retry.body).toEqual(first.body);

    await keyForgotten(ctx, key);
    const later = await api.post("/v1/payouts", bankPayout(10_000), { "idempotency-key": key });
    expect(later.status, JSON.stringify(later.body)).toBe(201);
    expect(later.body).toEqual(first.body);

    const { rows } = await ctx.pool.query("select count(*)::int as n from payouts where idempotency_key = $1", [key]);
    expect(rows[0].n).toBe(1);
    // Answered now: the next retry is a plain replay.
    const replay = await api.post("/v1/payouts", bankPayout(10_000), { "idempotency-key": key });
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body.id).toBe(first.body.id);
  });

  it("answers the payout stored even when that payout took the money a second one would need", async () => {
    const api = merchant(ctx, testKey);
    // The whole of what the bank account holds: once paid out, nothing is left for a second one.
    const amount = await booked(ctx, companyId, "bank:available");
    expect(amount).toBeGreaterThan(0);
    const key = `po-all-${Date.now()}`;
    const first = await api.post("/v1/payouts", bankPayout(amount), { "idempotency-key": key });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    await answerLost(ctx, key);
    const retry = await api.post("/v1/payouts", bankPayout(amount), { "idempotency-key": key });
    expect(retry.status, JSON.stringify(retry.body)).toBe(201);
    expect(retry.body).toEqual(first.body);
  });
});

describe("a batch retried with its Idempotency-Key", () => {
  it("answers the batch stored after a crash or with its key forgotten, its lines once", async () => {
    await fund(ctx, companyId, "bank_transfer", 50_000);
    const api = merchant(ctx, testKey);
    const key = `pob-died-${Date.now()}`;
    const body = {
      lines: [
        { reference: `${key}-1`, amount: 1_000, operator: "bank", bank_account: RIB, name: "Awa Koné" },
        { reference: `${key}-2`, amount: 2_000, operator: "bank", bank_account: RIB, name: "Awa Koné" },
      ],
    };
    const first = await api.post("/v1/payout_batches", body, { "idempotency-key": key });
    expect(first.status, JSON.stringify(first.body)).toBe(201);

    await answerLost(ctx, key);
    const retry = await api.post("/v1/payout_batches", body, { "idempotency-key": key });
    expect(retry.status, JSON.stringify(retry.body)).toBe(201);
    expect(retry.body).toEqual(first.body);

    await keyForgotten(ctx, key);
    const later = await api.post("/v1/payout_batches", body, { "idempotency-key": key });
    expect(later.status, JSON.stringify(later.body)).toBe(201);
    expect(later.body).toEqual(first.body);

    const batches = await ctx.pool.query("select id from payout_batches where idempotency_key = $1", [key]);
    expect(batches.rows.map((r) => r.id)).toEqual([first.body.id]);
    const lines = await ctx.pool.query("select count(*)::int as n from payouts where batch_id = $1", [first.body.id]);
    expect(lines.rows[0].n).toBe(2);
  });
});
