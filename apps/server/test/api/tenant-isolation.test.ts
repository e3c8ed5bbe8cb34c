import { beforeAll, describe, expect, it } from "vitest";
import { payoutBankFiles } from "../../src/db/schema";
import { declaredAccess } from "../../src/http/access";
import { ADMIN, createTestContext, type TestClient, type TestContext } from "../support/context";
import { putPayoutRules } from "../support/payout-rules";
import { addCompany, defaultCompanyId, signedInPerson } from "../support/people";

// A second company's admin gets 404 on every id-bearing route for the first company's rows,
// and the rows stay as they were.

let ctx: TestContext;
let firstAdmin: TestClient;
let otherAdmin: TestClient;
const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "1000" });
  firstAdmin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
  const firstCompany = await defaultCompanyId(ctx);
  ids.user = (await signedInPerson(ctx, { role: "user", companyId: firstCompany })).userId;
  await firstAdmin.post("/api/roles", { name: "caissier", displayName: "Caissier", capabilities: ["usePOS"] });
  ids.role = "caissier";
  const client = await firstAdmin.post("/api/clients", { name: "Maquis Chez Tantie", email: "tantie@example.ci" });
  ids.client = client.body.client.id;
  const account = await firstAdmin.post("/api/payment-accounts", {
    accountName: "Caisse principale",
    operatorBank: "Orange Money",
    accountNumberPhone: "0701020304",
  });
  ids.account = account.body.id;
  const message = await ctx.client().post("/api/contact", {
    name: "Awa",
    email: "awa@example.ci",
    subject: "Question",
    message: "Bonjour",
  });
  ids.message = message.body.id;
  ids.session = (await firstAdmin.get("/api/me/sessions")).body.items[0].id;
  await firstAdmin.post("/api/users", { name: "Koffi", email: "koffi.isolation@example.ci", company: "C" });
  ids.email = (await firstAdmin.get("/api/outbox")).body.items[0].id;
  const payment = await firstAdmin.request("POST", "/api/payments", { json: { amount: 1000 } });
  ids.payment = payment.body.id;
  const key = await firstAdmin.post("/api/api-keys", { keyName: "Boutique", mode: "test" });
  ids.apiKey = key.body.apiKeyRecord.id;
  const endpoint = await firstAdmin.post("/api/webhook-endpoints", {
    url: "http://localhost:4242/hooks",
    events: ["payment.success"],
  });
  ids.endpoint = endpoint.body.id;
  ids.delivery = (await firstAdmin.post(`/api/webhook-endpoints/${ids.endpoint}/test`)).body.id;
  // A payout waiting for approval (every one waits at threshold 0): no funds needed.
  const stricter = await putPayoutRules(
    { client: firstAdmin, password: ADMIN.password },
    {
      approvalThreshold: 0,
      perPayoutLimit: 1_000_000,
      perBeneficiaryDailyLimit: 1_000_000,
      companyDailyLimit: 1_000_000,
    },
  );
  expect(stricter.status).toBe(200);
  ids.payout = (await firstAdmin.post("/api/payouts", { amount: 1_000, phone: "0505000001" })).body.id;
  ids.batch = (
    await firstAdmin.post("/api/payout-batches", {
      lines: [{ reference: "iso-1", amount: 1_000, phone: "0500000001" }],
    })
  ).body.id;
  // A bank payouts' transfer file (its payouts aside: only the file is read by its id).
  ids.bankFile = "pbf_isolation";
  await ctx.db.insert(payoutBankFiles).values({
    id: ids.bankFile,
    companyId: firstCompany,
    isTestData: true,
    format: "generic",
    lineCount: 0,
    totalAmount: 0,
  });
  const link = await firstAdmin.post("/api/payment-links", {
    slug: "isolation-link",
    title: "Pagne",
    amountType: "fixed",
    amount: 5_000,
  });
  ids.paymentLink = link.body.id;
  const invoice = await firstAdmin.request("POST", "/api/invoices", {
    json: {
      clientId: ids.client,
      template: "B2C",
      lines: [{ description: "Attiéké", quantity: 3, unitPrice: 1_500, taxCode: "TVA" }],
    },
  });
  ids.invoice = invoice.body.id;
  const billed = await firstAdmin.post("/api/clients", {
    name: "École Les Lauriers",
    email: "compta@lauriers.ci",
    phone: "0708091011",
  });
  const plan = await firstAdmin.request("POST", "/api/recurring-plans", {
    json: {
      clientId: billed.body.client.id,
      template: "B2C",
      lines: [{ description: "Scolarité", quantity: 1, unitPrice: 45_000, taxCode: "TVAC" }],
      interval: "month",
      startDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    },
  });
  ids.plan = plan.body.id;
  const second = await addCompany(ctx);
  otherAdmin = (await signedInPerson(ctx, { role: "admin", companyId: second })).client;
});

/** Each id-bearing route, the first company's row it is tried on, and a body that passes validation. */
const ID_ROUTES: Record<string, { id: () => string; body?: unknown } | { perCompany: string }> = {
  "PATCH /api/users/:id": { id: () => ids.user as string, body: { name: "Pirate" } },
  "DELETE /api/users/:id": { id: () => ids.user as string },
  "PATCH /api/team/:id": { id: () => ids.user as string, body: { name: "Pirate" } },
  "DELETE /api/team/:id": { id: () => ids.user as string },
  "PATCH /api/roles/:name": {
    id: () => ids.role as string,
    body: { displayName: "Pirate", capabilities: ["manageAll"] },
  },
  "DELETE /api/roles/:name": { id: () => ids.role as string },
  "PATCH /api/clients/:id": { id: () => ids.client as string, body: { name: "Pirate" } },
  "DELETE /api/clients/:id": { id: () => ids.client as string },
  "PATCH /api/payment-accounts/:id": {
    id: () => ids.account as string,
    body: { accountName: "Pirate", operatorBank: "Wave", accountNumberPhone: "0102030405" },
  },
  "DELETE /api/payment-accounts/:id": { id: () => ids.account as string },
  "POST /api/payment-accounts/:id/primary": { id: () => ids.account as string },
  // The operator is a name, not a row: each company reads and writes only its own credentials.
  "PUT /api/operator-credentials/:operator": { perCompany: "the caller's own credentials" },
  "DELETE /api/operator-credentials/:operator": { perCompany: "the caller's own credentials" },
  "GET /api/support/messages/:id": { id: () => ids.message as string },
  "POST /api/support/messages/:id/handled": { id: () => ids.message as string, body: { handled: true } },
  // Sessions are per person: another person's session is as foreign as another company's.
  "DELETE /api/me/sessions/:id": { id: () => ids.session as string },
  "POST /api/outbox/:id/reveal": { id: () => ids.email as string },
  "GET /api/payments/:id": { id: () => ids.payment as string },
  "POST /api/payments/:id/cancel": { id: () => ids.payment as string },
  "POST /api/payments/:id/refund": { id: () => ids.payment as string, body: { reason: "Pirate" } },
  "POST /api/payments/:id/mark-received": { id: () => ids.payment as string },
  "GET /api/pos/payments/:id": { id: () => ids.payment as string },
  "GET /api/pos/payments/:id/qr": { id: () => ids.payment as string },
  "POST /api/api-keys/:id/reveal": { id: () => ids.apiKey as string, body: {} },
  "POST /api/api-keys/:id/roll": { id: () => ids.apiKey as string },
  "DELETE /api/api-keys/:id": { id: () => ids.apiKey as string },
  "PATCH /api/webhook-endpoints/:id": { id: () => ids.endpoint as string, body: { description: "Pirate" } },
  "DELETE /api/webhook-endpoints/:id": { id: () => ids.endpoint as string },
  "POST /api/webhook-endpoints/:id/reveal-secret": { id: () => ids.endpoint as string },
  "POST /api/webhook-endpoints/:id/rotate-secret": { id: () => ids.endpoint as string },
  "GET /api/webhook-endpoints/:id/deliveries": { id: () => ids.endpoint as string },
  "POST /api/webhook-endpoints/:id/test": { id: () => ids.endpoint as string },
  "POST /api/webhook-endpoints/:id/replay-failed": {
    id: () => ids.endpoint as string,
    body: { since: "2026-01-01T00:00:00Z" },
  },
  "POST /api/webhook-deliveries/:id/replay": { id: () => ids.delivery as string },
  "GET /api/payouts/:id": { id: () => ids.payout as string },
  "POST /api/payouts/:id/approve": { id: () => ids.payout as string, body: {} },
  "POST /api/payouts/:id/refuse": { id: () => ids.payout as string, body: {} },
  "POST /api/payouts/:id/cancel": { id: () => ids.payout as string },
  "POST /api/payouts/:id/reverse": { id: () => ids.payout as string },
  "POST /api/payouts/:id/confirm": { id: () => ids.payout as string, body: { outcome: "failed" } },
  "GET /api/payouts/bank-files/:id/file": { id: () => ids.bankFile as string },
  "GET /api/payout-batches/:id": { id: () => ids.batch as string },
  "GET /api/payout-batches/:id/results.csv": { id: () => ids.batch as string },
  "POST /api/payout-batches/:id/approve": { id: () => ids.batch as string, body: {} },
  "POST /api/payout-batches/:id/refuse": { id: () => ids.batch as string, body: {} },
  "GET /api/payment-links/:id": { id: () => ids.paymentLink as string },
  "PATCH /api/payment-links/:id": { id: () => ids.paymentLink as string, body: { title: "Pirate" } },
  "POST /api/payment-links/:id/deactivate": { id: () => ids.paymentLink as string },
  "GET /api/payment-links/:id/payments": { id: () => ids.paymentLink as string },
  "GET /api/payment-links/:id/sticker.png": { id: () => ids.paymentLink as string },
  "GET /api/payment-links/:id/sticker.pdf": { id: () => ids.paymentLink as string },
  // A payment link's payer page: public by design, the slug is the payer's key (payment-links.test.ts).
  "GET /api/public/payment-links/:slug": { perCompany: "public: the payment link's slug" },
  "POST /api/public/payment-links/:slug/payments": { perCompany: "public: the payment link's slug" },
  // The payer's page: public by design, the unguessable payment id is the payer's key.
  "GET /api/checkout/:id": { perCompany: "public: the payment link" },
  "POST /api/checkout/:id/pay": { perCompany: "public: the payment link" },
  "GET /api/checkout/:id/stream": { perCompany: "public: the payment link" },
  // The CORS headers on that read for the payment's business's own sites (payflow.js).
  "ALL /api/checkout/:id": { perCompany: "public: the payment link" },
  "GET /api/invoices/:id": { id: () => ids.invoice as string },
  "PATCH /api/invoices/:id": { id: () => ids.invoice as string, body: { notes: "Pirate" } },
  "DELETE /api/invoices/:id": { id: () => ids.invoice as string },
  "POST /api/invoices/:id/finalize": { id: () => ids.invoice as string },
  "POST /api/invoices/:id/send": { id: () => ids.invoice as string, body: {} },
  "POST /api/invoices/:id/void": { id: () => ids.invoice as string, body: {} },
  "POST /api/invoices/:id/certify": { id: () => ids.invoice as string },
  "GET /api/invoices/:id/pdf": { id: () => ids.invoice as string },
  "GET /api/invoices/:id/receipts/:paymentId/pdf": { id: () => ids.invoice as string },
  // An invoice's page: public by design, the unguessable invoice id is the client's key.
  "GET /api/public/invoices/:id": { perCompany: "public: the invoice's id" },
  "POST /api/public/invoices/:id/payments": { perCompany: "public: the invoice's id" },
  "GET /api/public/invoices/:id/pdf": { perCompany: "public: the invoice's id" },
  // The portal's receipts are the signed-in client's own (portal-invoices.test.ts); staff get 403.
  "GET /api/portal/invoices/:id/receipts/:paymentId/pdf": { perCompany: "the signed-in client's own invoices" },
  "GET /api/recurring-plans/:id": { id: () => ids.plan as string },
  "PATCH /api/recurring-plans/:id": { id: () => ids.plan as string, body: { notes: "Pirate" } },
  "POST /api/recurring-plans/:id/pause": { id: () => ids.plan as string },
  "POST /api/recurring-plans/:id/resume": { id: () => ids.plan as string },
  "POST /api/recurring-plans/:id/cancel": { id: () => ids.plan as string },
  "POST /api/recurring-plans/:id/advance-test-clock": { id: () => ids.plan as string },
  // Notifications are per user: another person's id is as foreign as another company's.
  "POST /api/notifications/:id/read": { id: () => "ntf_of_someone_else" },
};

describe("tenant isolation", () => {
  it("lists every id-bearing API route", () => {
    const withIds = [...declaredAccess().keys()].filter((k) => k.includes(" /api/") && k.includes("/:"));
    expect(withIds.filter((k) => !(k in ID_ROUTES))).toEqual([]);
  });

  it("answers 404 to another company's admin on each of them and changes nothing", async () => {
    for (const [key, spec] of Object.entries(ID_ROUTES)) {
      if ("perCompany" in spec) continue;
      const [method, path] = key.split(" ") as [string, string];
      const url = path.replace(/:\w+/, encodeURIComponent(spec.id()));
      const res = await otherAdmin.request(method, url, spec.body === undefined ? {} : { json: spec.body });
      expect(res.status, key).toBe(404);
      expect(res.body.error.code, key).toBe("notFound");
    }
    const users = await firstAdmin.get("/api/users");
    expect(users.body.items.find((m: { id: string }) => m.id === ids.user)).toMatchObject({ name: "Test user" });
    const roles = await firstAdmin.get("/api/roles");
    expect(roles.body.items.find((r: { name: string }) => r.name === "caissier")).toMatchObject({
      displayName: "Caissier",
      capabilities: ["usePOS"],
    });
    const endpoints = await firstAdmin.get("/api/webhook-endpoints");
    expect(endpoints.body.items.find((e: { id: string }) => e.id === ids.endpoint)).toMatchObject({
      description: "",
      status: "enabled",
      previousSecretExpiresAt: null,
    });
    expect((await firstAdmin.get(`/api/payouts/${ids.payout}`)).body.payout.status).toBe("pending_approval");
    expect((await otherAdmin.get("/api/payouts")).body.items).toEqual([]);
    expect((await firstAdmin.get(`/api/payout-batches/${ids.batch}`)).body.status).toBe("pending_approval");
    expect((await otherAdmin.get("/api/payout-batches")).body.items).toEqual([]);
    expect((await firstAdmin.get(`/api/payment-links/${ids.paymentLink}`)).body).toMatchObject({
      title: "Pagne",
      active: true,
    });
    expect((await otherAdmin.get("/api/payment-links")).body.items).toEqual([]);
    expect((await firstAdmin.get(`/api/invoices/${ids.invoice}`)).body).toMatchObject({ state: "draft", notes: "" });
    expect((await otherAdmin.get("/api/invoices")).body.items).toEqual([]);
    expect((await firstAdmin.get(`/api/recurring-plans/${ids.plan}`)).body).toMatchObject({
      status: "active",
      notes: "",
    });
    expect((await otherAdmin.get("/api/recurring-plans")).body.items).toEqual([]);
  });

  it("shows each company only its own people, roles, audit lines and emails", async () => {
    const people = await otherAdmin.get("/api/users");
    expect(people.body.items).toHaveLength(1);
    const roles = await otherAdmin.get("/api/roles");
    expect(roles.body.items.every((r: { isSystemRole: boolean }) => r.isSystemRole)).toBe(true);
    expect((await otherAdmin.get("/api/audit-log")).body.items).toEqual([]);
    expect((await otherAdmin.get("/api/settings/company")).body.companyName).toBe("Autre Société");
    expect((await otherAdmin.get("/api/clients")).body.items).toEqual([]);
    expect((await otherAdmin.get("/api/payment-accounts")).body.items).toEqual([]);
    expect((await firstAdmin.get("/api/me")).status).toBe(200);
    const inbox = await firstAdmin.get("/api/support/messages");
    expect(inbox.body.items.find((m: { id: string }) => m.id === ids.message)).toMatchObject({ handled: false });
    const clients = await firstAdmin.get("/api/clients");
    expect(clients.body.items.find((c: { id: string }) => c.id === ids.client)).toMatchObject({
      name: "Maquis Chez Tantie",
    });
  });
});
