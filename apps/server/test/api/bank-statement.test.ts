import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN, createTestContext, type TestClient, type TestContext } from "../support/context";
import { createPayment, eventsOf, inMode } from "../support/payments";

// A bank statement's amounts read as the bank wrote them: `750.00` is 750 FCFA, never 75 000.
// A payer who sends 750 FCFA with a 75 000 FCFA payment's code must not settle it.

let ctx: TestContext;
let admin: TestClient;

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "1000" });
  admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
  const account = await admin.post("/api/payment-accounts", {
    accountName: "Compte courant",
    operatorBank: "Ecobank",
    accountNumberPhone: "CI0080100100123456789012",
    holderName: "SARL Koffi Distribution",
  });
  expect(account.status).toBe(201);
});

type Line = { outcome: string; reason: string | null; amount: number | null; rawAmount: string };

const transfer = (mode: "test" | "live") => createPayment(admin, { amount: 75_000, operator: "bank_transfer" }, mode);
const importCsv = (mode: "test" | "live", csv: string, apply = false) =>
  inMode(admin, mode).post("/api/payments/bank-statement", { csv, apply });
const statusOf = async (mode: "test" | "live", id: string) =>
  (await inMode(admin, mode).get(`/api/payments/${id}`)).body.payment.status;

describe("a bank statement's amounts", () => {
  for (const mode of ["live", "test"] as const) {
    it(`${mode}: 750.00 does not settle a 75 000 transfer, and the preview shows what it read`, async () => {
      const payment = await transfer(mode);
      const csv = `2026-11-20,750.00,Virement ${payment.code}`;
      const preview = await importCsv(mode, csv);
      expect(preview.status).toBe(200);
      expect(preview.body.lines).toEqual([
        expect.objectContaining({
          outcome: "unmatched",
          reason: "amountDiffers",
          amount: 750,
          rawAmount: "750.00",
          paymentId: payment.id,
        }),
      ]);
      const applied = await importCsv(mode, csv, true);
      expect(applied.body).toMatchObject({ applied: true, matched: 0 });
      expect(await statusOf(mode, payment.id)).toBe("pending");
      expect(await eventsOf(ctx, payment.id)).toEqual(["payment.pending"]);
    });
  }

  it("refuses an amount with centimes (XOF has none), never rounds it", async () => {
    const payment = await transfer("live");
    const comma = (await importCsv("live", `2026-11-20,"1 500,50",Virement ${payment.code}`, true)).body.lines;
    const semicolon = (await importCsv("live", `2026-11-20;75 000,50;Virement ${payment.code}`, true)).body.lines;
    expect([...comma, ...semicolon].map((l: Line) => [l.outcome, l.reason, l.amount, l.rawAmount])).toEqual([
      ["invalid", "amountFractional", null, "1 500,50"],
      ["invalid", "amountFractional", null, "75 000,50"],
    ]);
    expect(await statusOf("live", payment.id)).toBe("pending");
  });

  it("reads 75 000 however the bank writes it", async () => {
    const forms = ['"75 000"', "75.000", '"75,000"', '"75\u202f000 FCFA"', '"75\u00a0000,00"', "75000"];
    for (const form of forms) {
      const payment = await transfer("live");
      const preview = await importCsv("live", `date,amount,label\n2026-11-20,${form},VIR ${payment.code}`);
      expect(preview.body.lines, form).toEqual([
        expect.objectContaining({ outcome: "matched", amount: 75_000, paymentId: payment.id }),
      ]);
    }
    // Semicolons: the comma is the decimal separator.
    for (const form of ["75000,00", "75.000,00", "75 000", "75'000"]) {
      const payment = await transfer("live");
      const applied = await importCsv("live", `date;montant;libellé\n2026-11-20;${form};VIR ${payment.code}`, true);
      expect(applied.body.lines, JSON.stringify(applied.body)).toEqual([
        expect.objectContaining({ outcome: "matched", amount: 75_000, rawAmount: form }),
      ]);
      expect(await statusOf("live", payment.id)).toBe("succeeded");
    }
  });

  it("refuses what is not a credit in FCFA, each line with its reason", async () => {
    const payment = await transfer("live");
    const ref = `VIR ${payment.code}`;
    const csv = [
      `2026-11-20;-75 000;${ref}`,
      `2026-11-20;0;${ref}`,
      `2026-11-20;75 000 EUR;${ref}`,
      `2026-11-20;75 0000;${ref}`,
      `2026-11-20;;${ref}`,
    ].join("\n");
    const lines: Line[] = (await importCsv("live", csv, true)).body.lines;
    expect(lines.map((l) => [l.outcome, l.reason])).toEqual([
      ["invalid", "amountNotPositive"],
      ["invalid", "amountNotPositive"],
      ["invalid", "amountUnreadable"],
      ["invalid", "amountUnreadable"],
      ["invalid", "amountUnreadable"],
    ]);
    // A comma file whose amount was not quoted: `75,000` splits into 75 and 000.
    const split = await importCsv("live", `2026-11-20,75,000,${ref}`, true);
    expect(split.body.lines).toEqual([expect.objectContaining({ outcome: "invalid", reason: "amountSplit" })]);
    expect(await statusOf("live", payment.id)).toBe("pending");
  });
});
