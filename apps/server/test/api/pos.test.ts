import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN, createTestContext, type TestClient, type TestContext } from "../support/context";
import { createPayment, inMode, settled } from "../support/payments";
import { defaultCompanyId, signedInPerson } from "../support/people";

// The point of sale's reads: its accounts (ready or not per mode), the payment it follows and
// the QR code of its checkout link — for a cashier who has usePOS only.

let ctx: TestContext;
let admin: TestClient;
let cashier: TestClient;

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "1000" }, { listen: true });
  admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
  await admin.post("/api/roles", { name: "caisse", displayName: "Caisse", capabilities: ["usePOS"] });
  cashier = (await signedInPerson(ctx, { role: "caisse", companyId: await defaultCompanyId(ctx) })).client;
  for (const [accountName, operatorBank, accountNumberPhone] of [
    ["Caisse Orange", "Orange Money", "0701020304"],
    ["Caisse Wave", "Wave", "0102030405"],
    ["Compte Ecobank", "Ecobank", "CI0080100100123456789012"],
  ]) {
    expect(
      (
        await admin.post("/api/payment-accounts", {
          accountName,
          operatorBank,
          accountNumberPhone,
          holderName: "SARL Koffi",
        })
      ).status,
    ).toBe(201);
  }
});

describe("point of sale", () => {
  it("lists the mobile money accounts, ready in test mode, not ready in live mode without credentials", async () => {
    const test = await inMode(cashier, "test").get("/api/pos/accounts");
    expect(test.status).toBe(200);
    expect(test.body.items.map((a: { operator: string; ready: boolean }) => [a.operator, a.ready])).toEqual([
      ["orange_money", true],
      ["wave", true],
    ]);
    const live = await inMode(cashier, "live").get("/api/pos/accounts");
    expect(live.body.items.every((a: { ready: boolean }) => !a.ready)).toBe(true);
    const refused = await inMode(cashier, "live").post("/api/payments", {
      amount: 5000,
      operator: "orange_money",
      phone: "0700000001",
      paymentAccountId: live.body.items[0].id,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: "apiKeyMissingForAccount", params: { operator: "Orange Money" } });
    expect((await inMode(admin, "live").get("/api/payments")).body.items).toEqual([]);
  });

  it("follows the payment it created to its outcome and shows its checkout link as a QR code", async () => {
    const accounts = (await inMode(cashier, "test").get("/api/pos/accounts")).body.items;
    const created = await createPayment(cashier, {
      amount: 7500,
      operator: "wave",
      phone: "0700000001",
      paymentAccountId: accounts[1].id,
    });
    expect((await cashier.get(`/api/payments/${created.id}`)).status).toBe(403);
    const qr = await inMode(cashier, "test").get(`/api/pos/payments/${created.id}/qr`);
    expect(qr.body.checkoutUrl).toBe(`http://localhost:3000/pay/${created.id}`);
    expect(qr.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr.body.qrCode.split(",")[1], "base64").toString()).toContain("<svg");
    await settled(admin, created.id);
    const followed = await inMode(cashier, "test").get(`/api/pos/payments/${created.id}`);
    expect(followed.body).toMatchObject({ id: created.id, status: "succeeded", amount: 7500 });
    expect(followed.body.operatorTransactionId).toBeTruthy();
    expect((await inMode(cashier, "live").get(`/api/pos/payments/${created.id}`)).status).toBe(404);
  });

  it("never sends the payer to a PayFlow staff page: only a merchant's own page is a way back", async () => {
    const accounts = (await inMode(cashier, "test").get("/api/pos/accounts")).body.items;
    const paidWith = async (back: string) => {
      const created = await createPayment(cashier, {
        amount: 2500,
        operator: "wave",
        phone: "0700000001",
        paymentAccountId: accounts[1].id,
        successUrl: back,
        errorUrl: back,
      });
      await settled(admin, created.id);
      return { id: created.id, view: (await ctx.client().get(`/api/checkout/${created.id}`)).body };
    };
    // Payments the POS made before it stopped doing so, seen at PayFlow's address or its loopback twin.
    for (const staffPage of [
      "http://localhost:3000/dashboard/pos",
      "http://127.0.0.1:3000/dashboard/pos",
      "http://localhost:3000/client-dashboard",
    ]) {
      const { view } = await paidWith(staffPage);
      expect(view.status, staffPage).toBe("succeeded");
      expect(view.returnUrl, staffPage).toBeNull();
    }
    const merchant = await paidWith("https://shop.example.ci/merci?order=42");
    expect(merchant.view.returnUrl).toBe(
      `https://shop.example.ci/merci?order=42&status=succeeded&tx_ref=${merchant.id}`,
    );
  });
});
