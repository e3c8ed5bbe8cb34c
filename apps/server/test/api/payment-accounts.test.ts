import { beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestClient, type TestContext } from "../support/context";
import { createPayment } from "../support/payments";
import { otherCompany, staffClient } from "../support/people";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "100" });
});

/** Each test works in a company of its own, so primaries do not interfere. */
async function freshAdmin(): Promise<TestClient> {
  return staffClient(ctx, "admin", await otherCompany(ctx));
}

const orange = { accountName: "Caisse principale", operatorBank: "Orange Money", accountNumberPhone: "07 01 02 03 04" };
const mtn = {
  accountName: "Boutique Yopougon",
  operatorBank: "MTN Mobile Money",
  accountNumberPhone: "05-01-02-03-04",
};
const bank = {
  accountName: "Compte courant",
  operatorBank: "Ecobank",
  accountNumberPhone: "ci059 01001 123456789012 34",
  holderName: "SARL Koffi Distribution",
};

async function primaries(admin: TestClient): Promise<string[]> {
  const list = await admin.get("/api/payment-accounts");
  return list.body.items.filter((a: { isPrimary: boolean }) => a.isPrimary).map((a: { id: string }) => a.id);
}

describe("payment accounts", () => {
  it("adds, lists, edits and deletes; the first account becomes primary", async () => {
    const admin = await freshAdmin();
    expect((await admin.get("/api/payment-accounts")).body).toEqual({ items: [] });
    const first = await admin.post("/api/payment-accounts", orange);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      accountName: "Caisse principale",
      operatorBank: "Orange Money",
      accountNumberPhone: "0701020304",
      type: "mobile",
      isPrimary: true,
    });
    expect(first.body.id).toMatch(/^acc_/);
    const second = await admin.post("/api/payment-accounts", bank);
    expect(second.body).toMatchObject({
      type: "bank",
      isPrimary: false,
      accountNumberPhone: "CI05901001123456789012" + "34",
    });

    const edited = await admin.patch(`/api/payment-accounts/${second.body.id}`, {
      ...bank,
      accountName: "Compte Ecobank",
    });
    expect(edited.body).toMatchObject({ accountName: "Compte Ecobank", isPrimary: false });
    expect((await admin.delete(`/api/payment-accounts/${second.body.id}`)).status).toBe(200);
    // The last account, primary, may go.
    expect((await admin.delete(`/api/payment-accounts/${first.body.id}`)).status).toBe(200);
    expect((await admin.get("/api/payment-accounts")).body.items).toHaveLength(0);
  });

  it("follows PRODUCT.md §4's primary rules exactly", async () => {
    const admin = await freshAdmin();
    const a = (await admin.post("/api/payment-accounts", orange)).body;
    const b = (await admin.post("/api/payment-accounts", mtn)).body;
    expect(await primaries(admin)).toEqual([a.id]);

    // Added with the box ticked: it becomes the only primary.
    const c = (await admin.post("/api/payment-accounts", { ...bank, isPrimary: true })).body;
    expect(c.isPrimary).toBe(true);
    expect(await primaries(admin)).toEqual([c.id]);

    // Set as primary.
    const set = await admin.post(`/api/payment-accounts/${b.id}/primary`);
    expect(set.body.isPrimary).toBe(true);
    expect(await primaries(admin)).toEqual([b.id]);

    // Editing with the box newly ticked sets it primary.
    await admin.patch(`/api/payment-accounts/${a.id}`, { ...orange, isPrimary: true });
    expect(await primaries(admin)).toEqual([a.id]);

    // Unticking the primary does nothing.
    const untick = await admin.patch(`/api/payment-accounts/${a.id}`, {
      ...orange,
      accountName: "Caisse",
      isPrimary: false,
    });
    expect(untick.body).toMatchObject({ accountName: "Caisse", isPrimary: true });
    expect(await primaries(admin)).toEqual([a.id]);

    // The primary cannot be deleted while others exist.
    const del = await admin.delete(`/api/payment-accounts/${a.id}`);
    expect(del.status).toBe(409);
    expect(del.body.error.code).toBe("cannotDeletePrimaryAccount");
    expect((await admin.get("/api/payment-accounts")).body.items).toHaveLength(3);
  });

  it("two concurrent set-primary requests leave exactly one primary", async () => {
    const admin = await freshAdmin();
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      ids.push((await admin.post("/api/payment-accounts", { ...orange, accountName: `Caisse ${i}` })).body.id);
    }
    for (let round = 0; round < 5; round++) {
      const [x, y] = [ids[(round * 2 + 1) % 6], ids[(round * 2 + 2) % 6]] as [string, string];
      const results = await Promise.all([
        admin.post(`/api/payment-accounts/${x}/primary`),
        admin.post(`/api/payment-accounts/${y}/primary`),
      ]);
      expect(results.map((r) => r.status)).toEqual([200, 200]);
      const now = await primaries(admin);
      expect(now).toHaveLength(1);
      expect([x, y]).toContain(now[0]);
    }
  });

  it("the database itself refuses a second primary", async () => {
    const admin = await freshAdmin();
    const a = (await admin.post("/api/payment-accounts", orange)).body;
    const b = (await admin.post("/api/payment-accounts", mtn)).body;
    await expect(ctx.pool.query("UPDATE payment_accounts SET is_primary = true WHERE id = $1", [b.id])).rejects.toThrow(
      /payment_accounts_single_primary/,
    );
    expect(await primaries(admin)).toEqual([a.id]);
  });

  it("refuses bad input with the spec's messages and saves nothing", async () => {
    const admin = await freshAdmin();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ accountName: " " }, "nameRequired", "accountName"],
      [{ operatorBank: "" }, "providerRequired", "operatorBank"],
      [{ operatorBank: "PayPal" }, "providerRequired", "operatorBank"],
      [{ accountNumberPhone: "070102030" }, "invalidPhone", "accountNumberPhone"],
      [{ accountNumberPhone: "07010203045" }, "invalidPhone", "accountNumberPhone"],
      [{ accountNumberPhone: "07 01 O2 03 04" }, "invalidPhone", "accountNumberPhone"],
      [{ accountNumberPhone: "05 01 02 03 04" }, "operatorPrefixMismatch", "accountNumberPhone"],
      [{ operatorBank: "Moov Money" }, "operatorPrefixMismatch", "accountNumberPhone"],
      [{ operatorBank: "BNI", accountNumberPhone: "12345" }, "invalidAccountNumber", "accountNumberPhone"],
      [{ accountName: "x".repeat(10_000) }, "fieldTooLong", "accountName"],
      [{ isPrimary: "yes" }, "validationFailed", "isPrimary"],
    ];
    for (const [override, code, field] of cases) {
      const res = await admin.post("/api/payment-accounts", { ...orange, ...override });
      expect(res.status, code).toBe(400);
      expect(res.body.error, code).toMatchObject({ code, field });
    }
    expect((await admin.get("/api/payment-accounts")).body.items).toHaveLength(0);
    // Wave is a wallet on any prefix.
    for (const number of ["0101020304", "0501020304", "0701020304"]) {
      const ok = await admin.post("/api/payment-accounts", {
        accountName: "Wave",
        operatorBank: "Wave",
        accountNumberPhone: number,
      });
      expect(ok.status).toBe(201);
    }
  });

  it("needs managePaymentAccounts and keeps to the company (another company's account → 404)", async () => {
    const admin = await freshAdmin();
    const mine = (await admin.post("/api/payment-accounts", orange)).body;
    const manager = await staffClient(ctx, "manager");
    expect((await manager.get("/api/payment-accounts")).status).toBe(200);
    expect((await manager.get("/api/payment-accounts")).body.items.map((a: { id: string }) => a.id)).not.toContain(
      mine.id,
    );
    expect((await manager.patch(`/api/payment-accounts/${mine.id}`, mtn)).status).toBe(404);
    expect((await manager.post(`/api/payment-accounts/${mine.id}/primary`)).status).toBe(404);
    expect((await manager.delete(`/api/payment-accounts/${mine.id}`)).status).toBe(404);
    const developer = await staffClient(ctx, "developer");
    expect((await developer.get("/api/payment-accounts")).status).toBe(403);
    expect((await admin.get("/api/payment-accounts")).body.items[0]).toMatchObject({ accountName: orange.accountName });
  });
});

// A transfer goes to the account's legal holder, not to the nickname staff
// gave it, and the number is printed the way banks print it.
describe("a bank account's holder", () => {
  it("is required for a bank account, not for a wallet, and is returned", async () => {
    const admin = await freshAdmin();
    const { holderName: _, ...nameless } = bank;
    const missing = await admin.post("/api/payment-accounts", nameless);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({ code: "holderNameRequired", field: "holderName" });
    const blank = await admin.post("/api/payment-accounts", { ...bank, holderName: "   " });
    expect(blank.body.error).toMatchObject({ code: "holderNameRequired", field: "holderName" });
    const saved = await admin.post("/api/payment-accounts", { ...bank, holderName: " SARL Koffi Distribution " });
    // A wallet's holder is not kept: the operator knows its customer.
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ accountName: "Compte courant", holderName: "SARL Koffi Distribution" });
    const wallet = await admin.post("/api/payment-accounts", { ...orange, holderName: "Ignoré" });
    expect(wallet.status).toBe(201);
    expect(wallet.body.holderName).toBe("");
  });

  it("is who the bank transfer instructions name, with the RIB grouped as banks print it", async () => {
    const admin = await freshAdmin();
    const account = await admin.post("/api/payment-accounts", bank);
    expect(account.status).toBe(201);
    const payment = await createPayment(admin, { amount: 150_000, operator: "bank_transfer" });
    const lines = payment.nextAction.instructions.split("\n");
    expect(lines).toContain("Ecobank — SARL Koffi Distribution");
    expect(lines).toContain("N° CI059 01001 123456789012 34");
    expect(payment.nextAction.instructions).not.toContain("Compte courant");
    const view = await ctx.client().get(`/api/checkout/${payment.id}`);
    expect(view.body.bank).toMatchObject({ bankName: "Ecobank", accountName: "SARL Koffi Distribution" });
  });
});
