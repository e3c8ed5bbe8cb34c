import { beforeAll, describe, expect, it } from "vitest";
import { backgroundWork } from "../../src/background";
import { checkLedger } from "../../src/modules/ledger";
import { ADMIN, type TestClient, type TestContext } from "../support/context";
import { merchant, merchantContext } from "../support/merchant";
import { putPayoutRules, setPayoutRules } from "../support/payout-rules";
import { booked, fund } from "../support/payouts";
import { defaultCompanyId, otherCompany, signedInPerson } from "../support/people";

// Bank payouts (docs/PAYOUTS.md § Bank payouts): queued with their money reserved from the bank
// account, never taken by the sender, sent in a transfer file in the company's bank's layout,
// and ended by hand or by the statement's debit — through the sender's own end, so the books
// move as for any payout.

let ctx: TestContext;
let admin: TestClient;
let companyId: string;
let testKey: string;

const BANK = "bank:available";
const RIB = "CI042 01001 012345678901 23";

async function bankPayout(amount: number, extra: Record<string, unknown> = {}) {
  const res = await admin.post("/api/payouts", {
    amount,
    operator: "bank",
    bankAccount: RIB,
    name: "Awa Koné",
    reason: "Salaire novembre",
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; status: string; fee: number; operator: string };
}

/** The transfer file of these payouts: its id and its CSV. */
async function fileOf(ids: string[], client = admin) {
  const res = await client.post("/api/payouts/bank-file", { ids });
  expect(res.status, String(res.body)).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/csv");
  return { id: res.headers.get("x-payflow-bank-file") as string, csv: String(res.body) };
}

/** The line reference the file wrote for a payout (`PO-…`). */
const referenceIn = (csv: string) => /PO-[0-9A-F]{12}/.exec(csv)?.[0] as string;

async function payoutOf(id: string) {
  return (await admin.get(`/api/payouts/${id}`)).body;
}

/** The seeded admin, as the rules' helpers take them (their password for the step-up). */
const self = () => ({ client: admin, password: ADMIN.password });

/** One round of the payout sender, as the background runs it. */
async function senderRound() {
  const loop = backgroundWork(ctx.deps).loops.find((l) => l.name === "payouts.send");
  await ctx.pool.query("update payouts set next_action_at = now() where status in ('queued', 'processing')");
  return loop?.round(200);
}

beforeAll(async () => {
  ({ ctx, admin, testKey } = await merchantContext());
  companyId = await defaultCompanyId(ctx);
  const rules = { approvalThreshold: 1_000_000, perPayoutLimit: 2_000_000 };
  // Beyond the bound one approver may raise alone: the company's second approver confirms it.
  await setPayoutRules(ctx, companyId, self(), {
    ...rules,
    perBeneficiaryDailyLimit: 5_000_000,
    companyDailyLimit: 50_000_000,
  });
  await fund(ctx, companyId, "bank_transfer", 500_000);
});

describe("a bank payout", () => {
  it("is queued with its money reserved from the bank account, fee 0, and the sender never takes it", async () => {
    const before = await booked(ctx, companyId, BANK);
    const created = await bankPayout(30_000);
    expect(created).toMatchObject({ status: "queued", operator: "bank", fee: 0 });
    expect((await payoutOf(created.id)).payout.beneficiary).toEqual({
      phone: null,
      bankAccount: "CI0420100101234567890123",
      name: "Awa Koné",
    });
    expect(await booked(ctx, companyId, BANK)).toBe(before - 30_000);
    await senderRound();
    await senderRound();
    expect((await payoutOf(created.id)).payout.status).toBe("queued");
    const { rows } = await ctx.pool.query("select send_attempts, sent_at from payouts where id = $1", [created.id]);
    expect(rows[0]).toEqual({ send_attempts: 0, sent_at: null });
    // Cancelled before its file: the money goes back.
    expect((await admin.post(`/api/payouts/${created.id}/cancel`)).status).toBe(200);
    expect(await booked(ctx, companyId, BANK)).toBe(before);
  });

  it("is created through the merchant API with bank_account and name", async () => {
    const api = merchant(ctx, testKey);
    const res = await api.post(
      "/v1/payouts",
      { amount: 2_000, currency: "XOF", operator: "bank", bank_account: RIB, name: "Awa Koné" },
      { "idempotency-key": "bank-v1-1" },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ status: "queued", operator: "bank", fee: 0 });
    expect(res.body.beneficiary).toMatchObject({ bank_account: "CI0420100101234567890123", name: "Awa Koné" });
    expect((await admin.post(`/api/payouts/${res.body.id}/cancel`)).status).toBe(200);
  });

  it("is refused above the bank account's available balance, and waits for approval at the threshold", async () => {
    const tooMuch = await admin.post("/api/payouts", {
      amount: 600_000,
      operator: "bank",
      bankAccount: RIB,
      name: "Awa Koné",
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.error).toMatchObject({ code: "insufficientBalance", field: "amount" });
    const noName = await admin.post("/api/payouts", { amount: 1_000, operator: "bank", bankAccount: RIB });
    expect(noName.body.error).toMatchObject({ code: "beneficiaryNameRequired", field: "name" });
    const waiting = await bankPayout(1_000_000);
    expect(waiting.status).toBe("pending_approval");
    expect((await admin.post(`/api/payouts/${waiting.id}/cancel`)).status).toBe(200);
  });

  it("goes out in a transfer file (processing), is confirmed paid by hand, and the books pay it", async () => {
    const bankBefore = await booked(ctx, companyId, BANK);
    const paidBefore = await booked(ctx, companyId, "payouts");
    const created = await bankPayout(25_000);
    const file = await fileOf([created.id]);
    expect(file.id).toMatch(/^pbf_/);
    expect(file.csv.split("\r\n")[0]).toBe("Référence;Nom du bénéficiaire;Compte (RIB ou IBAN);Montant (XOF);Motif");
    const reference = referenceIn(file.csv);
    expect(file.csv).toContain(`${reference};Awa Koné;CI0420100101234567890123;25000;Salaire novembre\r\n`);
    expect((await payoutOf(created.id)).payout).toMatchObject({ status: "processing" });
    expect(await booked(ctx, companyId, "payouts:in_transit")).toBe(25_000);
    // In a file already: not in the next one, and the sender still leaves it alone.
    const again = await admin.post("/api/payouts/bank-file", { ids: [created.id] });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("bankPayoutNotQueued");
    await senderRound();
    expect((await payoutOf(created.id)).payout.status).toBe("processing");

    const listed = await admin.get("/api/payouts/bank-files");
    expect(listed.body.items[0]).toMatchObject({ id: file.id, format: "generic", lineCount: 1, totalAmount: 25_000 });

    const confirmed = await admin.post(`/api/payouts/${created.id}/confirm`, { outcome: "succeeded" });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toMatchObject({ status: "succeeded", failure: null });
    const detail = await payoutOf(created.id);
    expect(detail.events.map((e: { type: string }) => e.type)).toEqual(["payout.created", "payout.succeeded"]);
    expect(await booked(ctx, companyId, BANK)).toBe(bankBefore - 25_000);
    expect(await booked(ctx, companyId, "payouts")).toBe(paidBefore + 25_000);
    expect(await booked(ctx, companyId, "payouts:in_transit")).toBe(0);
    expect(await checkLedger(ctx.db)).toEqual([]);
    const twice = await admin.post(`/api/payouts/${created.id}/confirm`, { outcome: "failed" });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe("payoutNotConfirmable");
    const { rows } = await ctx.pool.query(
      "select action, target_id from audit_log where company_id = $1 and action like 'payout.%' order by created_at desc limit 2",
      [companyId],
    );
    expect(rows.map((r) => r.action)).toEqual(["payout.confirmedPaid", "payout.bankFileCreated"]);
  });

  it("marked failed by hand, with the bank's reason: its money goes back to the bank account", async () => {
    const bankBefore = await booked(ctx, companyId, BANK);
    const created = await bankPayout(12_000);
    await fileOf([created.id]);
    const failed = await admin.post(`/api/payouts/${created.id}/confirm`, {
      outcome: "failed",
      reason: "Compte clôturé",
    });
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({
      status: "failed",
      failure: { code: "bank_rejected", message: "Compte clôturé", operatorCode: null },
    });
    expect(await booked(ctx, companyId, BANK)).toBe(bankBefore);
    expect(await booked(ctx, companyId, "payouts:in_transit")).toBe(0);
    expect((await payoutOf(created.id)).events.map((e: { type: string }) => e.type)).toEqual([
      "payout.created",
      "payout.failed",
    ]);
    expect(await checkLedger(ctx.db)).toEqual([]);
  });

  it("is confirmed by the statement's debit with its reference and amount; a wrong amount confirms nothing", async () => {
    const byLine = await bankPayout(40_000);
    const byId = await bankPayout(7_500);
    const { csv } = await fileOf([byLine.id, byId.id]);
    const lines = csv.split("\r\n");
    const reference = /PO-[0-9A-F]{12}/.exec(lines.find((l) => l.includes(";40000;")) as string)?.[0];
    const wrong = `Date;Montant;Libellé\n2026-11-20;-39 000;VIR ${reference} AWA KONE\n`;
    const preview = await admin.post("/api/payouts/bank-statement", { csv: wrong, apply: true });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({ matched: 0, unmatched: 1 });
    expect(preview.body.lines[0]).toMatchObject({ outcome: "unmatched", payoutId: byLine.id, reason: "amountDiffers" });
    expect((await payoutOf(byLine.id)).payout.status).toBe("processing");

    const statement = [
      "Date;Montant;Libellé",
      `2026-11-20;-40 000;VIR SEPA ${reference?.toLowerCase()} AWA KONE`,
      `2026-11-20;7 500-;VIREMENT ${byId.id}`,
      "2026-11-20;15 000;VIR RECU PF-7K3Q-9M2D",
      "2026-11-21;-1 000;FRAIS TENUE DE COMPTE",
    ].join("\n");
    const previewed = await admin.post("/api/payouts/bank-statement", { csv: statement });
    expect(previewed.body).toMatchObject({ applied: false, matched: 2 });
    expect((await payoutOf(byLine.id)).payout.status).toBe("processing");
    const applied = await admin.post("/api/payouts/bank-statement", { csv: statement, apply: true });
    expect(applied.body).toMatchObject({ applied: true, matched: 2, unmatched: 2 });
    expect(applied.body.lines.map((l: { outcome: string; reason: string | null }) => [l.outcome, l.reason])).toEqual([
      ["matched", null],
      ["matched", null],
      ["unmatched", "notDebit"],
      ["unmatched", "noReference"],
    ]);
    expect(applied.body.lines[0]).toMatchObject({ amount: 40_000, payoutId: byLine.id });
    expect((await payoutOf(byLine.id)).payout.status).toBe("succeeded");
    expect((await payoutOf(byId.id)).payout.status).toBe("succeeded");
    // The same statement again changes nothing.
    const again = await admin.post("/api/payouts/bank-statement", { csv: statement, apply: true });
    expect(again.body.matched).toBe(0);
    expect(again.body.lines.slice(0, 2).map((l: { outcome: string }) => l.outcome)).toEqual([
      "alreadyApplied",
      "alreadyApplied",
    ]);
    expect(await booked(ctx, companyId, "payouts:in_transit")).toBe(0);
    expect(await checkLedger(ctx.db)).toEqual([]);
  });

  it("a batch's bank lines are queued like the others", async () => {
    const batch = await admin.post("/api/payout-batches", {
      lines: [{ reference: "BK-1", amount: 2_000, operator: "bank", bankAccount: RIB, name: "Awa Koné" }],
    });
    expect(batch.status, JSON.stringify(batch.body)).toBe(201);
    const line = batch.body.lines[0];
    expect(line).toMatchObject({ status: "queued" });
    // Every queued bank payout of the mode when no ids are given.
    const { csv } = await fileOf(undefined as unknown as string[]);
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(2);
    const done = await admin.post(`/api/payouts/${line.payout}/confirm`, { outcome: "succeeded" });
    expect(done.body.status).toBe("succeeded");
    expect((await admin.get(`/api/payout-batches/${batch.body.id}`)).body.status).toBe("completed");
    const empty = await admin.post("/api/payouts/bank-file", {});
    expect(empty.status).toBe(422);
    expect(empty.body.error.code).toBe("bankFileEmpty");
  });
});

describe("a transfer file", () => {
  it("is downloaded again byte for byte, with its BOM, in the layout it was made in", async () => {
    const a = await bankPayout(3_000, { reason: "" });
    const b = await bankPayout(4_000, {
      name: "Société « Le Bon; Prix »",
      bankAccount: "CI54CI0420100101234567890123",
    });
    const set = await putPayoutRules(self(), {
      approvalThreshold: 1_000_000,
      perPayoutLimit: 2_000_000,
      perBeneficiaryDailyLimit: 5_000_000,
      companyDailyLimit: 50_000_000,
      bankFileFormat: "nsia",
    });
    expect(set.body.bankFileFormat).toBe("nsia");
    const made = await fileOf([a.id, b.id]);
    expect(made.csv.split("\r\n")[0]).toBe(
      "Code banque;Code guichet;Numéro de compte;Clé RIB;Nom du bénéficiaire;Montant;Référence;Motif",
    );
    expect(made.csv).toContain(';"Société « Le Bon; Prix »";4000;');
    // A settings change without the layout keeps it; a change of layout leaves the old file as it was.
    const kept = await putPayoutRules(self(), {
      approvalThreshold: 1_000_000,
      perPayoutLimit: 2_000_000,
      perBeneficiaryDailyLimit: 5_000_000,
      companyDailyLimit: 50_000_000,
    });
    expect(kept.body.bankFileFormat).toBe("nsia");
    // The rules as read, their pending proposal (none) left out of the change.
    const ecobank = { ...kept.body, proposal: undefined, bankFileFormat: "ecobank" };
    expect((await putPayoutRules(self(), ecobank)).status).toBe(200);
    const res = await admin.raw(`/api/payouts/bank-files/${made.id}/file`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain(`payflow-virements-${made.id}.csv`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(made.csv);
    for (const id of [a.id, b.id]) await admin.post(`/api/payouts/${id}/confirm`, { outcome: "succeeded" });
  });

  it("of another company answers 404, as its payouts do", async () => {
    const created = await bankPayout(1_500);
    const file = await fileOf([created.id]);
    const company = await otherCompany(ctx);
    const boss = (await signedInPerson(ctx, { role: "admin", companyId: company })).client;
    expect((await boss.get(`/api/payouts/bank-files/${file.id}/file`)).status).toBe(404);
    expect((await boss.get("/api/payouts/bank-files")).body.items).toEqual([]);
    const confirm = await boss.post(`/api/payouts/${created.id}/confirm`, { outcome: "failed" });
    expect(confirm.status).toBe(404);
    const theirs = await bankPayout(1_000);
    const take = await boss.post("/api/payouts/bank-file", { ids: [theirs.id] });
    expect(take.status).toBe(404);
    expect((await payoutOf(theirs.id)).payout.status).toBe("queued");
    const statement = `2026-11-20;-1 500;VIR ${created.id}\n`;
    const imported = await boss.post("/api/payouts/bank-statement", { csv: statement, apply: true });
    expect(imported.body.lines[0]).toMatchObject({ outcome: "unmatched", reason: "unknownReference", payoutId: null });
    expect((await payoutOf(created.id)).payout.status).toBe("processing");
    await admin.post(`/api/payouts/${theirs.id}/cancel`);
    await admin.post(`/api/payouts/${created.id}/confirm`, { outcome: "succeeded" });
  });

  it("is made by whoever creates payouts; a payout's outcome is recorded by an approver only", async () => {
    const developer = (await signedInPerson(ctx, { role: "developer", companyId })).client;
    const created = await bankPayout(1_200);
    const file = await fileOf([created.id], developer);
    expect(file.id).toMatch(/^pbf_/);
    const confirm = await developer.post(`/api/payouts/${created.id}/confirm`, { outcome: "succeeded" });
    expect(confirm.status).toBe(403);
    const finance = (await signedInPerson(ctx, { role: "finance", companyId })).client;
    expect((await finance.post(`/api/payouts/${created.id}/confirm`, { outcome: "succeeded" })).status).toBe(200);
  });
});
