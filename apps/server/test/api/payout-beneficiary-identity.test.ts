import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN, createTestContext, type TestClient, type TestContext } from "../support/context";
import { fund } from "../support/payouts";
import { otherCompany, signedInPerson } from "../support/people";

// One beneficiary whatever its spelling (docs/PAYOUTS.md § Money rules): the limit per
// beneficiary counts a RIB and its IBAN, a number with and without +225, as one — alone, in a
// batch, and against payouts stored before accounts were kept as RIBs — and an IBAN whose check
// digits are wrong pays no one.

let ctx: TestContext;

/** A UEMOA RIB and the same account as its IBAN (CI + check digits + RIB, ISO 13616). */
const ACCOUNTS = [
  { rib: "CI0086575352248253966057", iban: "CI83CI0086575352248253966057" },
  { rib: "CI0420100101234567890123", iban: "CI54CI0420100101234567890123" },
  { rib: "CI1310100200987654321098", iban: "CI78CI1310100200987654321098" },
  { rib: "SN0120100300111122223344", iban: "SN19SN0120100300111122223344" },
  { rib: "CI0590100412345678901234", iban: "CI29CI0590100412345678901234" },
] as const;

/** A business of its own with 20,000 a day per beneficiary, its bank account and MTN wallet funded. */
async function business(): Promise<{ company: string; boss: TestClient }> {
  const company = await otherCompany(ctx);
  const boss = (await signedInPerson(ctx, { role: "admin", companyId: company })).client;
  // Set up as the rules stand once set (the settings' own routes are tested in settings.test.ts).
  await ctx.pool.query("update companies set payout_settings = $2 where id = $1", [
    company,
    {
      approvalThreshold: 1_000_000,
      perPayoutLimit: 20_000,
      perBeneficiaryDailyLimit: 20_000,
      companyDailyLimit: 50_000_000,
      bankFileFormat: "generic",
    },
  ]);
  await fund(ctx, company, "bank_transfer", 500_000);
  await fund(ctx, company, "mtn_momo", 500_000);
  return { company, boss };
}

const bankPayout = (boss: TestClient, bankAccount: string, amount = 15_000) =>
  boss.post("/api/payouts", { amount, operator: "bank", bankAccount, name: "Awa Koné", reason: "Facture" });

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "1000" }, { listen: true });
  // The default company's admin signs in once, so the context's first sign-in path is warm.
  await ctx.client().signIn(ADMIN.email, ADMIN.password);
});

describe("the limit per beneficiary", () => {
  it("counts a RIB and the same account's IBAN as one beneficiary", async () => {
    const { company, boss } = await business();
    const { rib, iban } = ACCOUNTS[0];
    const first = await bankPayout(boss, rib);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const second = await bankPayout(boss, iban);
    expect(second.status, JSON.stringify(second.body)).toBe(422);
    expect(second.body.error).toMatchObject({ code: "beneficiaryDailyLimitReached", field: "amount" });
    // Another account still takes its own 20,000.
    expect((await bankPayout(boss, ACCOUNTS[1].rib)).status).toBe(201);
    const { rows } = await ctx.pool.query("select count(*)::int as n from payouts where company_id = $1", [company]);
    expect(rows[0].n).toBe(2);
  });

  it("counts them as one with spaces, dashes and small letters, and keeps the RIB of an IBAN", async () => {
    const { boss } = await business();
    const { rib, iban } = ACCOUNTS[2];
    const spaced = iban.toLowerCase().replace(/(.{4})(?=.)/g, "$1 ");
    const first = await bankPayout(boss, spaced);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.beneficiary.bankAccount).toBe(rib);
    const dashed = `${rib.slice(0, 5)}-${rib.slice(5, 10)}-${rib.slice(10, 22)}-${rib.slice(22)}`.toLowerCase();
    const second = await bankPayout(boss, dashed);
    expect(second.body.error).toMatchObject({ code: "beneficiaryDailyLimitReached", field: "amount" });
  });

  it("counts an IBAN stored before accounts were kept as RIBs against the RIB", async () => {
    const { company, boss } = await business();
    const { rib, iban } = ACCOUNTS[3];
    // A payout created today before this rule, stored as it was then: the IBAN as typed, spaces
    // out (waiting for approval, so it reserves nothing but counts against the limits).
    await ctx.pool.query(
      `insert into payouts (id, company_id, is_test_data, amount, operator, bank_account, name, status,
         operator_reference, approval_required)
       values ($1, $2, true, 15000, 'bank', $3, 'Awa Koné', 'pending_approval', gen_random_uuid()::text, true)`,
      [`po_legacy${Date.now()}`, company, iban],
    );
    const second = await bankPayout(boss, rib);
    expect(second.body.error).toMatchObject({ code: "beneficiaryDailyLimitReached", field: "amount" });
    expect((await bankPayout(boss, rib, 5_000)).status).toBe(201);
  });

  it("counts a number written +225 05 … and 05… as one wallet", async () => {
    const { boss } = await business();
    const first = await boss.post("/api/payouts", { amount: 15_000, phone: "+225 05 05 00 00 11" });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const second = await boss.post("/api/payouts", { amount: 15_000, phone: "0505000011" });
    expect(second.body.error).toMatchObject({ code: "beneficiaryDailyLimitReached", field: "amount" });
    const third = await boss.post("/api/payouts", { amount: 15_000, phone: "00225-05-05-00-00-11" });
    expect(third.body.error).toMatchObject({ code: "beneficiaryDailyLimitReached", field: "amount" });
  });
});

describe("a batch", () => {
  it("judges two lines to one account written differently together", async () => {
    const { company, boss } = await business();
    const { rib, iban } = ACCOUNTS[4];
    const lines = [
      { reference: "ID-1", amount: 15_000, operator: "bank", bankAccount: rib, name: "Awa Koné" },
      { reference: "ID-2", amount: 15_000, operator: "bank", bankAccount: iban.toLowerCase(), name: "Awa Koné" },
      { reference: "ID-3", amount: 4_000, phone: "+225 05 05 00 00 12" },
      { reference: "ID-4", amount: 17_000, phone: "0505000012" },
    ];
    const preview = await boss.post("/api/payout-batches/preview", { lines });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.lines.map((l: { error: { code: string; field: string } | null }) => l.error)).toEqual([
      null,
      { code: "beneficiaryDailyLimitReached", field: "amount" },
      null,
      { code: "beneficiaryDailyLimitReached", field: "amount" },
    ]);
    const created = await boss.post("/api/payout-batches", { lines });
    expect(created.status).toBe(422);
    expect(created.body.error).toMatchObject({ code: "batchLinesInvalid", field: "lines.1.amount" });
    const { rows } = await ctx.pool.query("select count(*)::int as n from payouts where company_id = $1", [company]);
    expect(rows[0].n).toBe(0);
  });
});

describe("an IBAN", () => {
  it("whose check digits are wrong is refused at its field, alone and in a batch", async () => {
    const { company, boss } = await business();
    const { rib } = ACCOUNTS[0];
    const wrong = `CI84${rib}`;
    const alone = await bankPayout(boss, wrong);
    expect(alone.status).toBe(400);
    expect(alone.body.error).toMatchObject({ code: "invalidAccountNumber", field: "bankAccount" });
    const preview = await boss.post("/api/payout-batches/preview", {
      lines: [{ reference: "W-1", amount: 1_000, operator: "bank", bankAccount: wrong, name: "Awa Koné" }],
    });
    expect(preview.body.lines[0].error).toEqual({ code: "invalidAccountNumber", field: "bankAccount" });
    const { rows } = await ctx.pool.query("select count(*)::int as n from payouts where company_id = $1", [company]);
    expect(rows[0].n).toBe(0);
  });
});
