import { computeInvoiceTotals } from "@payflow/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN, createTestContext, type TestClient, type TestContext } from "../support/context";
import { draft, invoiceEvents, invoiceRounds, issued, newClient, RICE_AND_MILK } from "../support/invoices";
import { inMode } from "../support/payments";
import { addCompany, defaultCompanyId, signedInPerson } from "../support/people";

// Invoices as a business drafts, issues, numbers and withdraws them: totals computed once, the
// client's NCC for B2B, the tax office's certification at issue, a gap-free sequence under
// concurrency, and every company's and mode's invoices out of every other's reach.

let ctx: TestContext;
let admin: TestClient;

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "1000" }, { listen: true });
  admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
});

describe("a draft", () => {
  it("stores the totals the contracts compute, and nothing certified or numbered yet", async () => {
    const client = await newClient(admin);
    const made = await draft(admin, { clientId: client.id, dueDate: "2026-12-31", notes: "Merci" });
    const totals = computeInvoiceTotals(
      RICE_AND_MILK.map((l) => ({ ...l, taxCode: l.taxCode as "TVA" | "TVAB" })),
      0,
    );
    expect(made).toMatchObject({
      state: "draft",
      number: null,
      clientName: client.name,
      totalHt: 18_100,
      totalVat: 2_529,
      totalTtc: 20_629,
      amountPaid: 0,
      amountRemaining: 20_629,
      payUrl: null,
      certification: { status: "not_required", fneNumber: null },
    });
    expect(made.totalTtc).toBe(totals.totalTtc);
    expect(made.taxes).toEqual(totals.taxes);
    expect(made.activity.map((a: { kind: string }) => a.kind)).toEqual(["created"]);
    const { rows } = await ctx.pool.query("select total_ttc::int as t from invoices where id = $1", [made.id]);
    expect(rows[0].t).toBe(20_629);
  });

  it("refuses a B2B draft without the client's NCC, at its field, and keeps nothing", async () => {
    const client = await newClient(admin);
    const before = await ctx.pool.query("select count(*)::int as n from invoices where client_id = $1", [client.id]);
    const res = await inMode(admin, "test").post("/api/invoices", {
      clientId: client.id,
      template: "B2B",
      lines: RICE_AND_MILK,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "invoiceClientNccRequired", field: "clientNcc" });
    const after = await ctx.pool.query("select count(*)::int as n from invoices where client_id = $1", [client.id]);
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it("refuses a total beyond what PayFlow can collect instead of capping it", async () => {
    const client = await newClient(admin);
    const res = await inMode(admin, "test").post("/api/invoices", {
      clientId: client.id,
      template: "B2C",
      lines: [{ description: "Immeuble", quantity: 2, unitPrice: 1_000_000_000, taxCode: "TVAC" }],
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "invoiceTotalOutOfRange", field: "lines" });
  });

  it("is edited and deleted while a draft, and only then", async () => {
    const client = await newClient(admin);
    const made = await draft(admin, { clientId: client.id });
    const edited = await admin.request("PATCH", `/api/invoices/${made.id}`, {
      headers: { "x-payflow-mode": "test" },
      json: { discountPercent: 5 },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.discountAmount).toBe(905);
    expect(edited.body.lines).toHaveLength(2);
    const open = await issued(admin, { clientId: client.id });
    const refused = await admin.request("PATCH", `/api/invoices/${open.id}`, {
      headers: { "x-payflow-mode": "test" },
      json: { notes: "changed" },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("invoiceNotDraft");
    const gone = await admin.request("DELETE", `/api/invoices/${made.id}`, { headers: { "x-payflow-mode": "test" } });
    expect(gone.status).toBe(204);
    expect((await inMode(admin, "test").get(`/api/invoices/${made.id}`)).status).toBe(404);
    const kept = await admin.request("DELETE", `/api/invoices/${open.id}`, { headers: { "x-payflow-mode": "test" } });
    expect(kept.status).toBe(409);
  });
});

describe("issuing", () => {
  it("numbers the invoice, has it certified by the platform and tells both as events", async () => {
    const client = await newClient(admin);
    const open = await issued(admin, { clientId: client.id });
    const year = new Date().getUTCFullYear();
    expect(open.state).toBe("open");
    expect(open.number).toMatch(new RegExp(`^FAC-${year}-\\d{6}$`));
    expect(open.certification.status).toBe("certified");
    expect(open.certification.fneNumber).toMatch(/\S/);
    expect(open.certification.verificationUrl).toMatch(/^https?:\/\//);
    expect(open.payUrl).toMatch(new RegExp(`/i/${open.id}$`));
    expect(open.activity.map((a: { kind: string }) => a.kind)).toEqual(["created", "finalized", "certified"]);
    expect(await invoiceEvents(ctx, open.id)).toEqual(["invoice.finalized", "invoice.certified"]);
  });

  it("refuses to issue for a client without the email and phone the platform asks for", async () => {
    const client = await newClient(admin, { email: "", phone: "" });
    const made = await draft(admin, { clientId: client.id });
    const res = await inMode(admin, "test").post(`/api/invoices/${made.id}/finalize`);
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: "invoiceClientContactMissing", field: "clientId" });
    const { rows } = await ctx.pool.query("select state, number from invoices where id = $1", [made.id]);
    expect(rows[0]).toEqual({ state: "draft", number: null });
  });

  it("gives numbers with no gap and no duplicate when twenty drafts are issued at once", async () => {
    const companyId = await addCompany(ctx, `Numérotation ${Date.now()}`);
    const { client: owner } = await signedInPerson(ctx, { role: "admin", companyId });
    const client = await newClient(owner);
    const drafts = [];
    for (let i = 0; i < 20; i++) drafts.push(await draft(owner, { clientId: client.id }));
    // A draft deleted never takes a number.
    await owner.request("DELETE", `/api/invoices/${drafts.pop().id}`, { headers: { "x-payflow-mode": "test" } });
    const answers = await Promise.all(drafts.map((d) => inMode(owner, "test").post(`/api/invoices/${d.id}/finalize`)));
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
    const { rows } = await ctx.pool.query(
      "select sequence, number from invoices where company_id = $1 and state <> 'draft' order by sequence",
      [companyId],
    );
    expect(rows.map((r: { sequence: number }) => r.sequence)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    expect(new Set(rows.map((r: { number: string }) => r.number)).size).toBe(19);
  });

  it("keeps test and live numbers apart, each from 1", async () => {
    const companyId = await addCompany(ctx, `Modes ${Date.now()}`);
    const { client: owner } = await signedInPerson(ctx, { role: "admin", companyId });
    const client = await newClient(owner);
    const test = await issued(owner, { clientId: client.id }, "test");
    const live = await issued(owner, { clientId: client.id }, "live");
    expect(test.number).toMatch(/-000001$/);
    expect(live.number).toMatch(/-000001$/);
    // No live space on the platform is set up: held, never lost.
    expect(live.certification.status).toBe("held");
    expect((await inMode(owner, "live").get(`/api/invoices/${test.id}`)).status).toBe(404);
    const liveList = await inMode(owner, "live").get("/api/invoices");
    expect(liveList.body.items.map((i: { id: string }) => i.id)).toEqual([live.id]);
  });
});

describe("another company's invoices", () => {
  it("answer 404 to every reading and every action", async () => {
    const client = await newClient(admin);
    const open = await issued(admin, { clientId: client.id });
    const companyId = await addCompany(ctx, `Voisin ${Date.now()}`);
    const { client: other } = await signedInPerson(ctx, { role: "admin", companyId });
    expect((await inMode(other, "test").get(`/api/invoices/${open.id}`)).status).toBe(404);
    for (const action of ["finalize", "send", "void", "certify"])
      expect((await inMode(other, "test").post(`/api/invoices/${open.id}/${action}`)).status, action).toBe(404);
    const list = await inMode(other, "test").get("/api/invoices");
    expect(list.body.items).toEqual([]);
    // Nor may the other company invoice this company's client.
    const res = await inMode(other, "test").post("/api/invoices", {
      clientId: client.id,
      template: "B2C",
      lines: RICE_AND_MILK,
    });
    expect(res.status).toBe(404);
  });

  it("may not be drafted by someone who cannot take payments", async () => {
    const { client: viewer } = await signedInPerson(ctx, { role: "viewer", companyId: await defaultCompanyId(ctx) });
    const client = await newClient(admin);
    const res = await inMode(viewer, "test").post("/api/invoices", {
      clientId: client.id,
      template: "B2C",
      lines: RICE_AND_MILK,
    });
    expect(res.status).toBe(403);
  });
});

describe("voiding", () => {
  it("withdraws an issued invoice with nothing paid: its page and its parts are gone", async () => {
    const client = await newClient(admin);
    const open = await issued(admin, { clientId: client.id });
    const voided = await inMode(admin, "test").post(`/api/invoices/${open.id}/void`, { reason: "Erreur de quantité" });
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    expect(voided.body).toMatchObject({ state: "void", amountRemaining: 0 });
    expect((await ctx.client().get(`/api/public/invoices/${open.id}`)).status).toBe(404);
    const part = await ctx.client().post(`/api/public/invoices/${open.id}/payments`, { amount: 20_629 });
    expect(part.status).toBe(404);
    // It was certified: a credit note cancels it on the platform.
    await invoiceRounds(ctx);
    const { rows } = await ctx.pool.query("select amount::int, status from credit_notes where invoice_id = $1", [
      open.id,
    ]);
    expect(rows).toEqual([{ amount: 20_629, status: "certified" }]);
    expect(await invoiceEvents(ctx, open.id)).toContain("invoice.voided");
    expect(await invoiceEvents(ctx, open.id)).toContain("credit_note.certified");
  });
});
