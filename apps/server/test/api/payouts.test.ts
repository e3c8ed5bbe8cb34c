import { beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../../src/modules/ledger";
import { ADMIN, type TestClient, type TestContext } from "../support/context";
import { merchant, merchantContext, newKey } from "../support/merchant";
import { inMode } from "../support/payments";
import { setPayoutRules } from "../support/payout-rules";
import { booked, fund, sendRound } from "../support/payouts";
import { defaultCompanyId, otherCompany, signedInPerson } from "../support/people";

// Payouts (docs/PAYOUTS.md): funds checked and reserved in the books, approvals by a second
// person, limits, idempotency, company boundaries, and the sender taking a payout to its end —
// tried the way an attacker or a careless script would.

let ctx: TestContext;
let admin: TestClient;
let testKey: string;
let companyId: string;
let finance: TestClient;

const settings = (patch: Record<string, number> = {}) => ({
  approvalThreshold: 1_000_000,
  perPayoutLimit: 2_000_000,
  perBeneficiaryDailyLimit: 5_000_000,
  companyDailyLimit: 50_000_000,
  ...patch,
});

// A loosening beyond the bound is confirmed by the company's second approver (an admin).
const setRules = (patch: Record<string, number> = {}) =>
  setPayoutRules(ctx, companyId, { client: admin, password: ADMIN.password }, settings(patch));

/** Runs the sender until the payout ends (or the time is up). */
async function sentToTheEnd(id: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await ctx.pool.query(
      "update payouts set next_action_at = now() where id = $1 and status in ('queued', 'processing')",
      [id],
    );
    await sendRound(ctx, 50);
    const res = await admin.get(`/api/payouts/${id}`);
    if (!["queued", "processing"].includes(res.body.payout.status) || Date.now() > deadline) return res.body;
    await new Promise((r) => setTimeout(r, 250));
  }
}

beforeAll(async () => {
  ({ ctx, admin, testKey } = await merchantContext());
  companyId = await defaultCompanyId(ctx);
  finance = (await signedInPerson(ctx, { role: "finance", companyId })).client;
  await setRules();
});

describe("a payout", () => {
  it("is queued with its amount and fee reserved in the books, then sent and paid once", async () => {
    await fund(ctx, companyId, "mtn_momo", 100_000);
    const before = await booked(ctx, companyId, "operator:mtn_momo:available");
    const created = await admin.post("/api/payouts", {
      amount: 5_000,
      phone: "05 05 00 00 01",
      reason: "Commission novembre",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ status: "queued", operator: "mtn_momo", amount: 5_000, fee: 0 });
    expect(created.body.beneficiary).toEqual({ phone: "0505000001", bankAccount: null, name: null });
    expect(await booked(ctx, companyId, "operator:mtn_momo:available")).toBe(before - 5_000);
    expect(await booked(ctx, companyId, "payouts:in_transit")).toBe(5_000);

    const done = await sentToTheEnd(created.body.id);
    expect(done.payout.status).toBe("succeeded");
    expect(done.payout.operatorTransactionId).toBeTruthy();
    expect(done.events.map((e: { type: string }) => e.type)).toEqual(["payout.created", "payout.succeeded"]);
    expect(await booked(ctx, companyId, "payouts:in_transit")).toBe(0);
    expect(await booked(ctx, companyId, "payouts")).toBe(5_000);
    expect(await checkLedger(ctx.db)).toEqual([]);
    // The accountant's export names the payout's entries in the chart: 5856 reserved, 467 paid.
    const today = new Date().toISOString().slice(0, 10);
    const csv = String((await admin.get(`/api/reports/accounting?from=${today}&to=${today}`)).body);
    const lines = csv.split("\n").filter((l) => l.includes(done.payout.id));
    expect(lines.some((l) => l.includes(";5856;"))).toBe(true);
    expect(lines.some((l) => l.includes(";467;"))).toBe(true);
    // The operator's own records: one transfer under the payout's reference, whatever the rounds did.
    await sendRound(ctx, 50);
    const { rows } = await ctx.pool.query("select count(*)::int as n from sandbox_records where data::text like $1", [
      `%${done.payout.id}%`,
    ]);
    expect(rows[0].n).toBe(1);
  });

  it("is checked with MTN's account holder: another name needs an explicit override", async () => {
    await fund(ctx, companyId, "mtn_momo", 10_000);
    const other = await admin.post("/api/payouts", { amount: 1_000, phone: "0505000001", name: "Awa Koné" });
    expect(other.status).toBe(422);
    expect(other.body.error).toMatchObject({
      code: "beneficiaryNameMismatch",
      field: "name",
      params: { name: "Sand Box" },
    });
    const same = await admin.post("/api/payouts", { amount: 1_000, phone: "0505000001", name: "box SAND" });
    expect(same.status, JSON.stringify(same.body)).toBe(201);
    const overridden = await admin.post("/api/payouts", {
      amount: 1_000,
      phone: "0505000001",
      name: "Awa Koné",
      nameCheckOverride: true,
    });
    expect(overridden.status).toBe(201);
    expect(overridden.body.beneficiary.name).toBe("Awa Koné");
  });

  it("reads its operator from the number's prefix, refuses a number of another network and a bad one at its field", async () => {
    await fund(ctx, companyId, "wave", 50_000);
    const wave = await admin.post("/api/payouts", { amount: 1_000, phone: "0705000001", operator: "wave" });
    expect(wave.status).toBe(201);
    expect(wave.body).toMatchObject({ operator: "wave", fee: 10 });
    const mismatch = await admin.post("/api/payouts", { amount: 1_000, phone: "0705000001", operator: "mtn_momo" });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error).toMatchObject({ code: "operatorPrefixMismatch", field: "phone" });
    const bad = await admin.post("/api/payouts", { amount: 1_000, phone: "12345" });
    expect(bad.body.error).toMatchObject({ code: "invalidPhone", field: "phone" });
    const none = await admin.post("/api/payouts", { amount: 1_000 });
    expect(none.body.error).toMatchObject({ code: "beneficiaryRequired", field: "phone" });
    const tooSmall = await admin.post("/api/payouts", { amount: 50, phone: "0505000001" });
    expect(tooSmall.body.error).toMatchObject({ code: "amountOutOfRange", field: "amount" });
    const fraction = await admin.post("/api/payouts", { amount: 1000.5, phone: "0505000001" });
    expect(fraction.body.error).toMatchObject({ code: "invalidAmount", field: "amount" });
  });

  it("is refused, not queued, when the operator account's available balance does not cover it and its fee", async () => {
    const company = await otherCompany(ctx);
    const boss = (await signedInPerson(ctx, { role: "admin", companyId: company })).client;
    await fund(ctx, company, "wave", 1_000);
    const tooMuch = await boss.post("/api/payouts", { amount: 1_000, phone: "0700000001", operator: "wave" });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.error).toMatchObject({ code: "insufficientBalance", field: "amount" });
    const fits = await boss.post("/api/payouts", { amount: 990, phone: "0700000001", operator: "wave" });
    expect(fits.status, JSON.stringify(fits.body)).toBe(201);
    expect(await booked(ctx, company, "operator:wave:available")).toBe(0);
  });

  it("50 at once against a balance that covers 10: exactly 10 queued, the rest refused with insufficient_balance", async () => {
    const company = await otherCompany(ctx);
    const boss = await signedInPerson(ctx, { role: "admin", companyId: company });
    const keyRes = await boss.client.post("/api/api-keys", { keyName: "payouts", mode: "test" });
    const api = merchant(ctx, keyRes.body.apiKeyRecord.key_value);
    await fund(ctx, company, "wave", 10 * 1_010);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        api.post(
          "/v1/payouts",
          { amount: 1_000, currency: "XOF", phone: "0700000001", operator: "wave" },
          { "idempotency-key": `race-${i}` },
        ),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 422)).toHaveLength(40);
    for (const a of answers.filter((x) => x.status === 422)) expect(a.body.error.code).toBe("insufficient_balance");
    expect(await booked(ctx, company, "operator:wave:available")).toBe(0);
    expect(await booked(ctx, company, "payouts:in_transit")).toBe(10_100);
    expect(await checkLedger(ctx.db)).toEqual([]);
  });
});

describe("the sender", () => {
  const recordsOf = async (id: string) =>
    (await ctx.pool.query("select count(*)::int as n from sandbox_records where data::text like $1", [`%${id}%`]))
      .rows[0].n as number;

  it("a payout the operator refuses fails with its reason, and its money goes back to the wallet", async () => {
    await fund(ctx, companyId, "wave", 10_000);
    const before = await booked(ctx, companyId, "operator:wave:available");
    const created = await admin.post("/api/payouts", { amount: 2_000, phone: "0700000002", operator: "wave" });
    const done = await sentToTheEnd(created.body.id);
    expect(done.payout.status).toBe("failed");
    expect(done.payout.failure.code).toBe("beneficiary_not_allowed");
    expect(done.payout.failure.operatorCode).toBeTruthy();
    expect(done.events.map((e: { type: string }) => e.type)).toEqual(["payout.created", "payout.failed"]);
    expect(await booked(ctx, companyId, "operator:wave:available")).toBe(before);
    expect(await checkLedger(ctx.db)).toEqual([]);
  });

  it("a send that timed out is asked about under its reference and paid once, never sent twice", async () => {
    await fund(ctx, companyId, "wave", 10_000);
    const created = await admin.post("/api/payouts", { amount: 1_500, phone: "0700000007", operator: "wave" });
    const done = await sentToTheEnd(created.body.id, 30_000);
    expect(done.payout.status).toBe("succeeded");
    expect(await recordsOf(created.body.id)).toBe(1);
    expect(await checkLedger(ctx.db)).toEqual([]);
  });

  it("a payout the operator never received is sent again under the same reference, then fails with its money back", async () => {
    await fund(ctx, companyId, "mtn_momo", 10_000);
    const before = await booked(ctx, companyId, "operator:mtn_momo:available");
    const created = await admin.post("/api/payouts", { amount: 1_000, phone: "0500000006" });
    const reference = (await ctx.pool.query("select operator_reference from payouts where id = $1", [created.body.id]))
      .rows[0].operator_reference;
    const done = await sentToTheEnd(created.body.id, 30_000);
    expect(done.payout.status).toBe("failed");
    expect(done.payout.failure.code).toBe("operator_unavailable");
    const row = (
      await ctx.pool.query("select operator_reference, send_attempts from payouts where id = $1", [created.body.id])
    ).rows[0];
    expect(row).toEqual({ operator_reference: reference, send_attempts: 5 });
    expect(await recordsOf(created.body.id)).toBe(0);
    expect(await booked(ctx, companyId, "operator:mtn_momo:available")).toBe(before);
  });

  it("holds the queued payouts of an operator that is down, and sends them once it is back", async () => {
    const company = await otherCompany(ctx);
    const boss = await signedInPerson(ctx, { role: "admin", companyId: company });
    const key = (await boss.client.post("/api/api-keys", { keyName: "down", mode: "test" })).body.apiKeyRecord
      .key_value;
    const api = merchant(ctx, key);
    // Five creations MTN answers with a 500: MTN is down for this business's test traffic.
    for (let n = 0; n < 5; n++) {
      await api.post("/v1/payments", { amount: 1_000, currency: "XOF", operator: "mtn_momo", phone: "0500000006" });
    }
    await fund(ctx, company, "mtn_momo", 10_000);
    const created = await boss.client.post("/api/payouts", { amount: 1_000, phone: "0505000001" });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await ctx.pool.query("update payouts set next_action_at = now() where id = $1", [created.body.id]);
    await sendRound(ctx, 50);
    const held = await boss.client.get(`/api/payouts/${created.body.id}`);
    expect(held.body.payout).toMatchObject({ status: "queued", sentAt: null });
    // The window moves on: MTN is operational again, and the payout goes.
    await ctx.pool.query("update payment_attempts set created_at = now() - interval '1 day' where company_id = $1", [
      company,
    ]);
    const deadline = Date.now() + 15_000;
    let status = "queued";
    while (["queued", "processing"].includes(status) && Date.now() < deadline) {
      await ctx.pool.query("update payouts set next_action_at = now() where id = $1", [created.body.id]);
      await sendRound(ctx, 50);
      status = (await boss.client.get(`/api/payouts/${created.body.id}`)).body.payout.status;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe("succeeded");
  });
});

describe("approvals", () => {
  it("above the threshold a payout waits; its creator cannot approve it, a second person can, and both are audited", async () => {
    await setRules({ approvalThreshold: 3_000 });
    await fund(ctx, companyId, "mtn_momo", 20_000);
    const created = await admin.post("/api/payouts", { amount: 4_000, phone: "0505000001" });
    expect(created.body).toMatchObject({ status: "pending_approval", approval: { required: true, approvedBy: null } });
    // Those who may approve it are told, in the app and by email — its creator is not (finance,
    // and the second admin who confirms the rules' loosenings).
    const told = async (title: string) =>
      (
        await ctx.pool.query(
          "select p.role from notifications n join profiles p on p.user_id = n.user_id where n.title_key = $1 and n.params ->> 'id' = $2",
          [title, created.body.id],
        )
      ).rows.map((r) => r.role);
    expect((await told("notif.payoutApproval.title")).sort()).toEqual(["admin", "finance"]);
    const mails = await ctx.pool.query(
      "select to_email from email_outbox where channel = 'email' and template = 'payoutApprovalNeeded' and text_body like $1",
      [`%${created.body.id}%`],
    );
    expect(mails.rows).toHaveLength(2);
    const mine = await admin.post(`/api/payouts/${created.body.id}/approve`, {});
    expect(mine.status).toBe(403);
    expect(mine.body.error.code).toBe("cannotApproveOwnPayout");
    const approved = await finance.post(`/api/payouts/${created.body.id}/approve`, {});
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.status).toBe("queued");
    const again = await finance.post(`/api/payouts/${created.body.id}/approve`, {});
    expect(again.body.error.code).toBe("payoutNotAwaitingApproval");
    // The detail names both people, by the names the company knows them by.
    const detail = (await admin.get(`/api/payouts/${created.body.id}`)).body;
    const { rows: people } = await ctx.pool.query("select user_id, name from profiles where user_id in ($1, $2)", [
      detail.payout.createdBy,
      detail.payout.approval.approvedBy,
    ]);
    expect(people).toHaveLength(2);
    expect(detail.people).toEqual(Object.fromEntries(people.map((r) => [r.user_id, r.name])));

    const other = await admin.post("/api/payouts", { amount: 3_500, phone: "0505000001" });
    const refused = await finance.post(`/api/payouts/${other.body.id}/refuse`, {});
    expect(refused.body.status).toBe("cancelled");
    const { rows } = await ctx.pool.query(
      "select action from audit_log where target_id in ($1, $2) order by created_at",
      [created.body.id, other.body.id],
    );
    expect(rows.map((r) => r.action)).toEqual([
      "payout.created",
      "payout.approved",
      "payout.created",
      "payout.refused",
    ]);
    await setRules();
  });

  it("a developer creates payouts in test mode only; a standard user cannot read them", async () => {
    const developer = (await signedInPerson(ctx, { role: "developer", companyId })).client;
    const test = await inMode(developer, "test").post("/api/payouts", { amount: 1_000, phone: "0505000001" });
    expect(test.status, JSON.stringify(test.body)).toBe(201);
    const live = await inMode(developer, "live").post("/api/payouts", { amount: 1_000, phone: "0505000001" });
    expect(live.status).toBe(403);
    const user = (await signedInPerson(ctx, { role: "user", companyId })).client;
    expect((await user.get("/api/payouts")).status).toBe(403);
    expect((await user.post("/api/payouts", { amount: 1_000, phone: "0505000001" })).status).toBe(403);
  });
});

describe("limits", () => {
  it("refuse a payout above a limit at its field, never split", async () => {
    await fund(ctx, companyId, "mtn_momo", 100_000);
    await setRules({ perPayoutLimit: 10_000, perBeneficiaryDailyLimit: 15_000, companyDailyLimit: 1_000_000 });
    const above = await admin.post("/api/payouts", { amount: 10_001, phone: "0505001111" });
    expect(above.body.error).toMatchObject({ code: "payoutAboveLimit", field: "amount" });
    expect((await admin.post("/api/payouts", { amount: 10_000, phone: "0505001111" })).status).toBe(201);
    const second = await admin.post("/api/payouts", { amount: 6_000, phone: "0505001111" });
    expect(second.body.error).toMatchObject({ code: "beneficiaryDailyLimitReached", field: "amount" });
    expect((await admin.post("/api/payouts", { amount: 6_000, phone: "0505002222" })).status).toBe(201);
    await setRules({ companyDailyLimit: 1_000 });
    const company = await admin.post("/api/payouts", { amount: 1_000, phone: "0505003333" });
    expect(company.body.error).toMatchObject({ code: "companyDailyLimitReached", field: "amount" });
    await setRules();
  });

  it("are checked at their field in Settings", async () => {
    const bad = await admin.request("PUT", "/api/settings/payouts", { json: settings({ perPayoutLimit: -1 }) });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: "payoutLimitInvalid", field: "perPayoutLimit" });
  });
});

describe("the merchant API", () => {
  it("creates once per Idempotency-Key, refuses the key with another body, and lists and cancels", async () => {
    await fund(ctx, companyId, "wave", 20_000);
    const api = merchant(ctx, testKey);
    const body = {
      amount: 2_000,
      currency: "XOF",
      phone: "+2250700000004",
      operator: "wave",
      client_reference: "SAL-11",
    };
    const first = await api.post("/v1/payouts", body, { "idempotency-key": "po-key-1" });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      object: "payout",
      status: "queued",
      client_reference: "SAL-11",
    });
    // A key's payout is its maker's (docs/API.md § Keys and scopes): the seeded admin made the key.
    const maker = await ctx.pool.query(
      "select user_id from api_keys where key_hash = encode(sha256($1::bytea), 'hex')",
      [testKey],
    );
    expect(first.body.created_by).toBe(maker.rows[0].user_id);
    const again = await api.post("/v1/payouts", body, { "idempotency-key": "po-key-1" });
    expect(again.body.id).toBe(first.body.id);
    const other = await api.post("/v1/payouts", { ...body, amount: 2_001 }, { "idempotency-key": "po-key-1" });
    expect(other.status).toBe(422);
    const listed = await api.get("/v1/payouts?limit=100");
    expect(listed.body.data.map((p: { id: string }) => p.id)).toContain(first.body.id);
    const cancelled = await api.post(`/v1/payouts/${first.body.id}/cancel`, {}, { "idempotency-key": "po-cancel-1" });
    expect(cancelled.body.status).toBe("cancelled");
    expect(await checkLedger(ctx.db)).toEqual([]);
  });

  it("answers 404 for another company's payout and for the other mode's", async () => {
    const created = await admin.post("/api/payouts", { amount: 1_000, phone: "0505000001" });
    const company = await otherCompany(ctx);
    const stranger = (await signedInPerson(ctx, { role: "admin", companyId: company })).client;
    expect((await stranger.get(`/api/payouts/${created.body.id}`)).status).toBe(404);
    expect((await stranger.post(`/api/payouts/${created.body.id}/cancel`)).status).toBe(404);
    expect((await inMode(admin, "live").get(`/api/payouts/${created.body.id}`)).status).toBe(404);
    const { liveKey } = {
      liveKey: await newKey(admin, "live", "live po"),
    };
    expect((await merchant(ctx, liveKey).get(`/v1/payouts/${created.body.id}`)).status).toBe(404);
  });
});

describe("events and webhooks", () => {
  it("a payout's events are in GET /v1/events and reach the endpoints subscribed, with the payout as data", async () => {
    const api = merchant(ctx, testKey);
    const endpoint = await api.post(
      "/v1/webhook_endpoints",
      { url: "https://hooks.example.ci/payflow", events: ["payout.created", "payout.succeeded"] },
      { "idempotency-key": "po-endpoint" },
    );
    expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(201);
    await fund(ctx, companyId, "wave", 10_000);
    const created = await api.post(
      "/v1/payouts",
      { amount: 1_000, currency: "XOF", phone: "0700000001", operator: "wave" },
      { "idempotency-key": "po-events" },
    );
    const done = await sentToTheEnd(created.body.id);
    expect(done.payout.status).toBe("succeeded");
    const events = await api.get("/v1/events?limit=100");
    expect(events.status, JSON.stringify(events.body)).toBe(200);
    const mine = events.body.data.filter((e: { data: { id: string } }) => e.data.id === created.body.id);
    expect(mine.map((e: { type: string }) => e.type).sort()).toEqual(["payout.created", "payout.succeeded"]);
    expect(mine.find((e: { type: string }) => e.type === "payout.succeeded").data).toMatchObject({
      object: "payout",
      status: "succeeded",
      amount: 1_000,
      fee: 10,
    });
    const { rows } = await ctx.pool.query(
      "select event_type, payload from webhook_deliveries where endpoint_id = $1 order by created_at",
      [endpoint.body.id],
    );
    expect(rows.map((r) => r.event_type)).toEqual(["payout.created", "payout.succeeded"]);
    expect(JSON.parse(rows[1].payload)).toMatchObject({
      type: "payout.succeeded",
      data: { id: created.body.id, object: "payout" },
    });
  });
});

describe("cancelling", () => {
  it("gives a queued payout's reservation back; a payout already sent cannot be cancelled", async () => {
    await fund(ctx, companyId, "wave", 30_000);
    const before = await booked(ctx, companyId, "operator:wave:available");
    const created = await admin.post("/api/payouts", { amount: 3_000, phone: "0700000004", operator: "wave" });
    expect(await booked(ctx, companyId, "operator:wave:available")).toBe(before - 3_030);
    const cancelled = await admin.post(`/api/payouts/${created.body.id}/cancel`);
    expect(cancelled.body.status).toBe("cancelled");
    expect(await booked(ctx, companyId, "operator:wave:available")).toBe(before);

    const sent = await admin.post("/api/payouts", { amount: 3_000, phone: "0700000004", operator: "wave" });
    await ctx.pool.query("update payouts set next_action_at = now() where id = $1", [sent.body.id]);
    await sendRound(ctx, 50);
    const late = await admin.post(`/api/payouts/${sent.body.id}/cancel`);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe("payoutNotCancellable");
  });
});

void ADMIN;
