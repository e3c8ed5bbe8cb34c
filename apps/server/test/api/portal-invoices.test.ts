import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN, createTestContext, type TestClient, type TestContext } from "../support/context";
import { draft, issued, newClient } from "../support/invoices";
import { inMode } from "../support/payments";
import { pdfText } from "../support/pdf";
import { addCompany, portalLogin, signedInPerson, TEMPORARY_PASSWORD } from "../support/people";
import { pollUntil } from "../support/sandbox";

// The client portal's invoices: a client sees the issued invoices of their own client record
// (never a draft, never another client's of the same business or of another business), with
// what remains, where to pay and download each, and a receipt for each paid part that only they
// may download. Staff have their own screens: the portal's calls refuse them.

let ctx: TestContext;
let admin: TestClient;

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "1000" }, { listen: true });
  admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
});

type Listed = {
  id: string;
  number: string;
  state: string;
  businessName: string;
  amountPaid: number;
  amountRemaining: number;
  pageUrl: string | null;
  pdfUrl: string | null;
  parts: { paymentId: string; code: string; amount: number; operator: string; receiptPdfUrl: string }[];
};

/** A client record of `by`'s company with a portal login, signed in with the password they chose. */
async function clientWithLogin(by: TestClient) {
  const email = `awa.${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.ci`;
  const record = await newClient(by, { email, password: TEMPORARY_PASSWORD });
  return { record, login: await portalLogin(ctx, email), email };
}

async function paidPart(invoiceId: string, amount: number): Promise<string> {
  const res = await ctx.client().post(`/api/public/invoices/${invoiceId}/payments`, {
    amount,
    operator: "wave",
    phone: "0700000001",
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await pollUntil(
    async () => (await ctx.pool.query("select status from transactions where id = $1", [res.body.paymentId])).rows[0],
    (r) => r.status === "succeeded",
    15_000,
  );
  return res.body.paymentId;
}

async function download(res: Response): Promise<Buffer> {
  expect(res.status, res.status === 200 ? "" : await res.clone().text()).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  return Buffer.from(await res.arrayBuffer());
}

const listed = async (login: TestClient, query = "?mode=test") => {
  const res = await login.get(`/api/portal/invoices${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items as Listed[];
};

describe("the client portal's invoices", () => {
  it("lists the client's own issued invoices, newest first, never a draft nor another client's", async () => {
    const awa = await clientWithLogin(admin);
    const yao = await clientWithLogin(admin);
    const first = await issued(admin, { clientId: awa.record.id });
    const second = await issued(admin, { clientId: awa.record.id, minimumPart: 5_000 });
    await draft(admin, { clientId: awa.record.id });
    const yaos = await issued(admin, { clientId: yao.record.id });
    // Another business bills a client of its own under the same email: still not Awa's.
    const other = await signedInPerson(ctx, { role: "admin", companyId: await addCompany(ctx, "Quincaillerie Yop") });
    const theirClient = await newClient(other.client, { email: awa.email });
    const theirs = await issued(other.client, { clientId: theirClient.id });

    const mine = await listed(awa.login);
    expect(mine.map((i) => i.id)).toEqual([second.id, first.id]);
    expect(mine.map((i) => i.id)).not.toContain(theirs.id);
    const [newest] = mine;
    expect(newest).toMatchObject({
      number: second.number,
      state: "open",
      overdue: false,
      totalTtc: 20_629,
      amountPaid: 0,
      amountRemaining: 20_629,
      currency: "XOF",
      certification: {
        status: "certified",
        fneNumber: second.certification.fneNumber,
        verificationUrl: second.certification.verificationUrl,
      },
      pageUrl: `http://localhost:3000/i/${second.id}`,
      pdfUrl: `/api/public/invoices/${second.id}/pdf?lang=fr`,
      parts: [],
    });
    const [business] = (await ctx.pool.query("select name from companies where is_default")).rows;
    expect(newest?.businessName).toBe(business.name);
    for (const internal of ["clientId", "activity", "notes", "lines", "createdBy"])
      expect(newest, internal).not.toHaveProperty(internal);

    expect((await listed(yao.login)).map((i) => i.id)).toEqual([yaos.id]);
    // Live unless test is asked for by name; the staff app's mode header changes nothing.
    expect(await listed(awa.login, "")).toEqual([]);
    const header = await awa.login.request("GET", "/api/portal/invoices", { headers: { "x-payflow-mode": "test" } });
    expect(header.body).toMatchObject({ mode: "live", items: [] });
    expect((await awa.login.get("/api/portal/invoices?mode=sandbox")).status).toBe(400);
    // The PDF address is the client's copy, in the language asked.
    const [en] = await listed(awa.login, "?mode=test&lang=en");
    expect(en?.pdfUrl).toBe(`/api/public/invoices/${second.id}/pdf?lang=en`);
    expect(pdfText(await download(await ctx.client().raw(en?.pdfUrl as string)))).toContain(second.number);
  });

  it("shows what was paid with a receipt per paid part, that only the invoice's client downloads", async () => {
    const awa = await clientWithLogin(admin);
    const yao = await clientWithLogin(admin);
    const open = await issued(admin, { clientId: awa.record.id });
    const paymentId = await paidPart(open.id, 7_450);

    const [invoice] = await listed(awa.login, "?mode=test&lang=fr");
    expect(invoice).toMatchObject({ id: open.id, state: "partially_paid", amountPaid: 7_450, amountRemaining: 13_179 });
    expect(invoice?.parts).toEqual([
      {
        paymentId,
        code: expect.stringMatching(/^PF-/),
        amount: 7_450,
        operator: "wave",
        paidAt: expect.any(String),
        receiptPdfUrl: `/api/portal/invoices/${open.id}/receipts/${paymentId}/pdf?lang=fr`,
      },
    ]);
    const text = pdfText(await download(await awa.login.raw(invoice?.parts[0]?.receiptPdfUrl as string)));
    expect(text).toContain("REÇU");
    expect(text).toContain(invoice?.parts[0]?.code);
    expect(text).toContain("7 450");
    expect(text).toContain("13 179");

    // Another client of the same business, a visitor, staff: none of them gets it.
    const path = `/api/portal/invoices/${open.id}/receipts/${paymentId}/pdf`;
    expect((await yao.login.raw(path)).status).toBe(404);
    expect((await ctx.client().raw(path)).status).toBe(401);
    expect((await admin.raw(path)).status).toBe(403);
    // A part still under way has no receipt, nor has an unknown one.
    const waiting = await ctx.client().post(`/api/public/invoices/${open.id}/payments`, {
      amount: 5_000,
      operator: "wave",
      phone: "0700000004",
    });
    expect(waiting.status).toBe(201);
    expect((await awa.login.raw(`/api/portal/invoices/${open.id}/receipts/${waiting.body.paymentId}/pdf`)).status).toBe(
      404,
    );
    expect((await awa.login.raw(`/api/portal/invoices/${open.id}/receipts/pay_nothing/pdf`)).status).toBe(404);
  });

  it("keeps a void invoice, marked, with nothing to pay and no copy, and refuses staff", async () => {
    const awa = await clientWithLogin(admin);
    const open = await issued(admin, { clientId: awa.record.id });
    const voided = await inMode(admin, "test").post(`/api/invoices/${open.id}/void`, { reason: "Erreur de saisie" });
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    expect(await listed(awa.login)).toEqual([
      expect.objectContaining({ id: open.id, state: "void", amountRemaining: 0, pageUrl: null, pdfUrl: null }),
    ]);
    expect((await admin.get("/api/portal/invoices")).status).toBe(403);
    expect((await ctx.client().get("/api/portal/invoices")).status).toBe(401);
  });
});
