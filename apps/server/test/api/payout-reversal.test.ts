import { beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../../src/modules/ledger";
import { ADMIN, type TestClient, type TestContext } from "../support/context";
import { merchant, merchantContext } from "../support/merchant";
import { setPayoutRules } from "../support/payout-rules";
import { booked, fund, sendRound } from "../support/payouts";
import { defaultCompanyId, otherCompany, signedInPerson } from "../support/people";
import { pollUntil } from "../support/sandbox";

// Taking a paid payout back on request (docs/PAYOUTS.md § Reversal): Wave, within its 3 days,
// asked first — and refused for anything else, by anyone who may not approve payouts, and
// across companies.

let ctx: TestContext;
let admin: TestClient;
let testKey: string;
let companyId: string;

/** A payout sent to its end by the sender. */
async function paidOut(body: Record<string, unknown>) {
  const created = await admin.post("/api/payouts", body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return pollUntil(
    async () => {
      await ctx.pool.query("update payouts set next_action_at = now() where id = $1", [created.body.id]);
      await sendRound(ctx, 50);
      return (await admin.get(`/api/payouts/${created.body.id}`)).body.payout;
    },
    (p) => !["queued", "processing"].includes(p.status),
    15_000,
  );
}

beforeAll(async () => {
  ({ ctx, admin, testKey } = await merchantContext());
  companyId = await defaultCompanyId(ctx);
  const rules = { approvalThreshold: 1_000_000, perPayoutLimit: 2_000_000, perBeneficiaryDailyLimit: 5_000_000 };
  // Beyond the bound one approver may raise alone: the company's second approver confirms it.
  const holder = { client: admin, password: ADMIN.password };
  await setPayoutRules(ctx, companyId, holder, { ...rules, companyDailyLimit: 50_000_000 });
  await fund(ctx, companyId, "wave", 100_000);
  await fund(ctx, companyId, "mtn_momo", 100_000);
});

describe("reversing a payout", () => {
  it("takes a Wave payout back: amount and fee return to the wallet, payout.reversed once, Wave's record reversed", async () => {
    const before = await booked(ctx, companyId, "operator:wave:available");
    const payout = await paidOut({ amount: 10_000, phone: "0705000001", operator: "wave" });
    expect(payout).toMatchObject({ status: "succeeded", fee: 100 });
    expect(await booked(ctx, companyId, "operator:wave:available")).toBe(before - 10_100);

    const reversed = await admin.post(`/api/payouts/${payout.id}/reverse`);
    expect(reversed.status, JSON.stringify(reversed.body)).toBe(200);
    expect(reversed.body.status).toBe("reversed");
    expect(await booked(ctx, companyId, "operator:wave:available")).toBe(before);
    expect(await checkLedger(ctx.db)).toEqual([]);
    // Again: the same answer, nothing told or posted twice.
    expect((await admin.post(`/api/payouts/${payout.id}/reverse`)).body.status).toBe("reversed");
    const detail = (await admin.get(`/api/payouts/${payout.id}`)).body;
    expect(detail.events.map((e: { type: string }) => e.type)).toEqual([
      "payout.created",
      "payout.succeeded",
      "payout.reversed",
    ]);
    const { rows } = await ctx.pool.query(
      "select data from sandbox_records where operator = 'wave-payout' and data::text like $1",
      [`%${payout.id}%`],
    );
    expect(rows.map((r: { data: { reversedAt: number | null } }) => r.data.reversedAt !== null)).toEqual([true]);
    const audit = await ctx.pool.query(
      "select count(*)::int as n from audit_log where action = 'payout.reversed' and target_id = $1",
      [payout.id],
    );
    expect(audit.rows[0].n).toBe(1);
  });

  it("is refused for an MTN payout, one not yet paid, and one past Wave's 3 days", async () => {
    const mtn = await paidOut({ amount: 1_000, phone: "0505000001" });
    expect(mtn.status).toBe("succeeded");
    const notMtn = await admin.post(`/api/payouts/${mtn.id}/reverse`);
    expect(notMtn.status).toBe(409);
    expect(notMtn.body.error.code).toBe("payoutNotReversible");

    const waiting = await admin.post("/api/payouts", { amount: 1_000, phone: "0705000004", operator: "wave" });
    const early = await admin.post(`/api/payouts/${waiting.body.id}/reverse`);
    expect(early.body.error.code).toBe("payoutNotReversible");

    const old = await paidOut({ amount: 1_000, phone: "0705000001", operator: "wave" });
    await ctx.pool.query("update payouts set completed_at = now() - interval '3 days 1 minute' where id = $1", [
      old.id,
    ]);
    const late = await admin.post(`/api/payouts/${old.id}/reverse`);
    expect(late.body.error.code).toBe("payoutNotReversible");
    expect((await admin.get(`/api/payouts/${old.id}`)).body.payout.status).toBe("succeeded");
  });

  it("needs approvePayouts, stays within its company, and works through /v1", async () => {
    const payout = await paidOut({ amount: 2_000, phone: "0705000001", operator: "wave" });
    const developer = (await signedInPerson(ctx, { role: "developer", companyId })).client;
    const refused = await developer.request("POST", `/api/payouts/${payout.id}/reverse`, {
      headers: { "x-payflow-mode": "test" },
    });
    expect(refused.status).toBe(403);

    const stranger = (await signedInPerson(ctx, { role: "admin", companyId: await otherCompany(ctx) })).client;
    expect((await stranger.post(`/api/payouts/${payout.id}/reverse`)).status).toBe(404);
    expect((await admin.get(`/api/payouts/${payout.id}`)).body.payout.status).toBe("succeeded");

    const v1 = await merchant(ctx, testKey).post(`/v1/payouts/${payout.id}/reverse`);
    expect(v1.status, JSON.stringify(v1.body)).toBe(200);
    expect(v1.body).toMatchObject({ object: "payout", id: payout.id, status: "reversed" });
  });
});
