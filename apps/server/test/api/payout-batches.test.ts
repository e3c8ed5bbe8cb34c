import { beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../../src/modules/ledger";
import { ADMIN, type TestClient, type TestContext } from "../support/context";
import { merchant, merchantContext } from "../support/merchant";
import { setPayoutRules } from "../support/payout-rules";
import { booked, fund, sendRound } from "../support/payouts";
import { otherCompany, signedInPerson } from "../support/people";

// Batches of payouts (docs/PAYOUTS.md § Batches): every line judged before anything is written,
// all or nothing, each reference paid once across batches, approved and reserved as a whole,
// and completed once every line ended.

let ctx: TestContext;
let admin: TestClient;
let finance: TestClient;
let companyId: string;
let testKey: string;

const rules = (patch: Record<string, number> = {}) => ({
  approvalThreshold: 1_000_000,
  perPayoutLimit: 100_000,
  perBeneficiaryDailyLimit: 150_000,
  companyDailyLimit: 10_000_000,
  ...patch,
});
// A loosening beyond the bound is confirmed by the company's second approver (an admin).
const setRules = (company: string, client: TestClient, patch: Record<string, number> = {}) =>
  setPayoutRules(ctx, company, { client, password: client === admin ? ADMIN.password : undefined }, rules(patch));

const countPayouts = async (company: string) =>
  (await ctx.pool.query("select count(*)::int as n from payouts where company_id = $1", [company])).rows[0].n as number;

/** A business of its own, funded on Wave and MTN, with its admin and a finance person. */
async function business(wave: number, mtn: number) {
  const company = await otherCompany(ctx);
  const boss = (await signedInPerson(ctx, { role: "admin", companyId: company })).client;
  const money = (await signedInPerson(ctx, { role: "finance", companyId: company })).client;
  await setRules(company, boss);
  if (wave) await fund(ctx, company, "wave", wave);
  if (mtn) await fund(ctx, company, "mtn_momo", mtn);
  return { company, boss, money };
}

async function runToTheEnd(batchId: string, client: TestClient, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await ctx.pool.query(
      "update payouts set next_action_at = now() where batch_id = $1 and status in ('queued', 'processing')",
      [batchId],
    );
    await sendRound(ctx, 200);
    const res = await client.get(`/api/payout-batches/${batchId}`);
    if (res.body.status !== "queued" || Date.now() > deadline) return res.body;
    await new Promise((r) => setTimeout(r, 250));
  }
}

beforeAll(async () => {
  ({ ctx, admin, testKey } = await merchantContext());
  companyId = (await ctx.pool.query("select id from companies where is_default")).rows[0].id;
  finance = (await signedInPerson(ctx, { role: "finance", companyId })).client;
  await setRules(companyId, admin);
});

describe("a batch's preview", () => {
  it("judges every line — contract, prefix, duplicates, limits — totals per operator against its balance, and writes nothing", async () => {
    const { company, boss } = await business(5_000, 0);
    const before = await countPayouts(company);
    const preview = await boss.post("/api/payout-batches/preview", {
      lines: [
        { reference: "L1", amount: 2_000, phone: "0700000001", operator: "wave" },
        { reference: "L2", amount: 1_000, phone: "12" },
        { reference: "L1", amount: 1_000, phone: "0500000001" },
        { reference: "L4", amount: 200_000, phone: "0500000001" },
        { reference: "L5", amount: 3_000, phone: "0500000001" },
        { reference: "L6", amount: 1_000, phone: "0700000001", operator: "mtn_momo" },
        { amount: 1_000, phone: "0500000001" },
      ],
    });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(
      preview.body.lines.map((l: { line: number; error: { code: string } | null }) => [l.line, l.error?.code ?? null]),
    ).toEqual([
      [1, null],
      [2, "invalidPhone"],
      [3, "batchLineDuplicate"],
      [4, "payoutAboveLimit"],
      [5, null],
      [6, "operatorPrefixMismatch"],
      [7, "fieldRequired"],
    ]);
    expect(preview.body).toMatchObject({
      valid: 2,
      invalid: 5,
      totalAmount: 5_000,
      totalFee: 20,
      approvalRequired: false,
    });
    expect(preview.body.totals).toEqual(
      expect.arrayContaining([
        { operator: "wave", count: 1, amount: 2_000, fee: 20, available: 5_000, covered: true },
        { operator: "mtn_momo", count: 1, amount: 3_000, fee: 0, available: 0, covered: false },
      ]),
    );
    expect(await countPayouts(company)).toBe(before);
  });

  it("checks 10,000 lines at once", async () => {
    const lines = Array.from({ length: 10_000 }, (_, i) => ({
      reference: `big-${i}`,
      amount: 500 + (i % 50),
      phone: `05${String(10_000_000 + i).slice(-8)}`,
    }));
    const started = Date.now();
    const preview = await admin.post("/api/payout-batches/preview", { lines });
    expect(preview.status).toBe(200);
    expect(preview.body.valid).toBe(10_000);
    // A figure for the record, not a test of speed (npm run bench measures it).
    console.info(`preview of 10,000 lines: ${Date.now() - started} ms`);
    expect((await admin.post("/api/payout-batches/preview", { lines: [...lines, lines[0]] })).status).toBe(400);
  });
});

describe("a bulk upload", () => {
  const upload = (client: TestClient, body: string | ArrayBuffer, type: string) =>
    client.request("POST", "/api/payout-batches/file", { body, headers: { "content-type": type } });

  it("reads a CSV as spreadsheets here save it (;, French headers, a byte-order mark, 15 000) and previews it", async () => {
    const csv =
      '\uFEFFRéférence;Montant;Téléphone;Opérateur;Nom;Motif\r\nC1;15 000;07 00 00 00 01;Wave;Awa Koné;"Prime; novembre"\r\nC2;abc;0500000001;;;\r\n';
    const res = await upload(admin, csv, "text/csv");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.lines[0]).toEqual({
      reference: "C1",
      amount: 15_000,
      phone: "07 00 00 00 01",
      operator: "wave",
      name: "Awa Koné",
      reason: "Prime; novembre",
    });
    expect(res.body.preview.lines.map((l: { error: { code: string } | null }) => l.error?.code ?? null)).toEqual([
      null,
      "invalidAmount",
    ]);
  });

  it("reads an XLSX workbook's first sheet", async () => {
    const ExcelJS = (await import("exceljs")).default;
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Versements");
    sheet.addRow(["reference", "amount", "phone", "name"]);
    sheet.addRow(["X1", 2500, "0500000001", "Sand Box"]);
    sheet.addRow(["X2", 3500, "0500000002", "Sand Box"]);
    const bytes = await workbook.xlsx.writeBuffer();
    const res = await upload(
      admin,
      bytes as ArrayBuffer,
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.lines).toEqual([
      { reference: "X1", amount: 2500, phone: "0500000001", name: "Sand Box" },
      { reference: "X2", amount: 3500, phone: "0500000002", name: "Sand Box" },
    ]);
    expect(res.body.preview).toMatchObject({ valid: 2, invalid: 0, totalAmount: 6_000 });
  });
});

describe("a batch", () => {
  it("is refused whole when one line fails, naming it; nothing is created", async () => {
    const { company, boss } = await business(50_000, 0);
    const res = await boss.post("/api/payout-batches", {
      lines: [
        { reference: "A1", amount: 1_000, phone: "0700000001", operator: "wave" },
        { reference: "A2", amount: 1_000, phone: "07000" },
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: "batchLinesInvalid", field: "lines.1.phone", params: { line: "2" } });
    expect(await countPayouts(company)).toBe(0);
  });

  it("is refused when an operator account does not cover its lines and fees", async () => {
    const { company, boss } = await business(2_000, 0);
    const res = await boss.post("/api/payout-batches", {
      lines: [
        { reference: "B1", amount: 1_000, phone: "0700000001", operator: "wave" },
        { reference: "B2", amount: 1_000, phone: "0100000001", operator: "wave" },
      ],
    });
    expect(res.body.error.code).toBe("insufficientBalance");
    expect(await countPayouts(company)).toBe(0);
  });

  it("reserves every line at once, is sent line by line, completes, and gives its results as CSV", async () => {
    const { company, boss } = await business(20_000, 20_000);
    const created = await boss.post("/api/payout-batches", {
      lines: [
        { reference: "S1", amount: 1_000, phone: "0700000001", operator: "wave", reason: "Prime" },
        { reference: "S2", amount: 2_000, phone: "0500000001" },
        { reference: "S3", amount: 3_000, phone: "0700000002", operator: "wave" },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ status: "queued", lineCount: 3, totalAmount: 6_000, totalFee: 40 });
    expect(await booked(ctx, company, "payouts:in_transit")).toBe(6_040);
    expect(await booked(ctx, company, "operator:wave:available")).toBe(20_000 - 4_040);

    const done = await runToTheEnd(created.body.id, boss);
    expect(done.status).toBe("completed");
    expect(done.lines.map((l: { reference: string; status: string }) => [l.reference, l.status])).toEqual([
      ["S1", "succeeded"],
      ["S2", "succeeded"],
      ["S3", "failed"],
    ]);
    expect(await booked(ctx, company, "payouts:in_transit")).toBe(0);
    expect(await booked(ctx, company, "payouts")).toBe(3_000);
    expect(await checkLedger(ctx.db)).toEqual([]);
    const completed = await ctx.pool.query(
      "select count(*)::int as n from payment_events where company_id = $1 and type = 'payout_batch.completed'",
      [company],
    );
    expect(completed.rows[0].n).toBe(1);
    const told = await ctx.pool.query(
      "select n.params from notifications n join profiles p on p.user_id = n.user_id where p.company_id = $1 and n.title_key = 'notif.payoutBatchCompleted.title'",
      [company],
    );
    expect(told.rows.map((r) => r.params)).toContainEqual(
      expect.objectContaining({ id: created.body.id, succeeded: "2", failed: "1" }),
    );
    const csv = await boss.get(`/api/payout-batches/${created.body.id}/results.csv`);
    expect(String(csv.body).split("\r\n").filter(Boolean)).toHaveLength(4);
    expect(String(csv.body)).toContain("S3,");
  });

  it("above the threshold waits as a whole: its lines cannot be approved one by one, nor by its creator", async () => {
    const { company, boss, money } = await business(100_000, 0);
    await setRules(company, boss, { approvalThreshold: 5_000 });
    const created = await boss.post("/api/payout-batches", {
      lines: [
        { reference: "P1", amount: 3_000, phone: "0700000001", operator: "wave" },
        { reference: "P2", amount: 3_000, phone: "0100000001", operator: "wave" },
      ],
    });
    expect(created.body).toMatchObject({ status: "pending_approval", approval: { required: true } });
    expect(await booked(ctx, company, "payouts:in_transit")).toBe(0);
    const line = await money.post(`/api/payouts/${created.body.lines[0].payout}/approve`, {});
    expect(line.body.error.code).toBe("payoutNotAwaitingApproval");
    const own = await boss.post(`/api/payout-batches/${created.body.id}/approve`, {});
    expect(own.body.error.code).toBe("cannotApproveOwnPayout");
    const approved = await money.post(`/api/payout-batches/${created.body.id}/approve`, {});
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.counts.queued).toBe(2);
    expect(await booked(ctx, company, "payouts:in_transit")).toBe(6_060);

    const other = await boss.post("/api/payout-batches", {
      lines: [{ reference: "P3", amount: 6_000, phone: "0700000001", operator: "wave" }],
    });
    const refused = await money.post(`/api/payout-batches/${other.body.id}/refuse`, {});
    expect(refused.body).toMatchObject({ status: "cancelled", counts: { cancelled: 1 } });
  });
});

describe("the merchant API's batches", () => {
  it("creates once per Idempotency-Key, and never a second payout for a line's reference", async () => {
    await fund(ctx, companyId, "wave", 50_000);
    const api = merchant(ctx, testKey);
    const body = {
      lines: [
        { reference: "sal-001", amount: 1_500, phone: "+2250700000001", operator: "wave", reason: "Salaire" },
        { reference: "sal-002", amount: 2_500, phone: "0100000004", operator: "wave" },
      ],
    };
    const first = await api.post("/v1/payout_batches", body, { "idempotency-key": "batch-1" });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ object: "payout_batch", status: "queued", line_count: 2 });
    expect(first.body.lines[0]).toMatchObject({ reference: "sal-001", status: "queued" });
    const again = await api.post("/v1/payout_batches", body, { "idempotency-key": "batch-1" });
    expect(again.body.id).toBe(first.body.id);
    const resent = await api.post("/v1/payout_batches", body, { "idempotency-key": "batch-2" });
    expect(resent.status).toBe(422);
    expect(resent.body.error).toMatchObject({ code: "batch_lines_invalid", param: "lines.0.reference" });
    const read = await api.get(`/v1/payout_batches/${first.body.id}`);
    expect(read.body.lines.map((l: { reference: string }) => l.reference)).toEqual(["sal-001", "sal-002"]);
    const stranger = (await signedInPerson(ctx, { role: "admin", companyId: await otherCompany(ctx) })).client;
    expect((await stranger.get(`/api/payout-batches/${first.body.id}`)).status).toBe(404);
    expect((await stranger.get(`/api/payout-batches/${first.body.id}/results.csv`)).status).toBe(404);
    void finance;
  });
});
