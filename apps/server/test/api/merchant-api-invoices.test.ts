import { beforeAll, describe, expect, it } from "vitest";
import type { TestClient, TestContext } from "../support/context";
import { newClient, RICE_AND_MILK } from "../support/invoices";
import { answerLost, keyForgotten, merchant, merchantContext } from "../support/merchant";
import { pdfImages, readQr } from "../support/pdf";

// Invoices and recurring plans as a developer's server uses them through /v1: snake_case fields,
// a draft issued and certified, its PDF, its events, a retry under the same Idempotency-Key after
// a lost answer making no second invoice, and keys of the other mode seeing nothing.

let ctx: TestContext;
let admin: TestClient;
let testKey: string;
let liveKey: string;

beforeAll(async () => {
  ({ ctx, admin, testKey, liveKey } = await merchantContext());
});

const body = (clientId: string) => ({
  client_id: clientId,
  template: "B2C",
  lines: RICE_AND_MILK.map(({ unitPrice, taxCode, discountPercent, ...l }) => ({
    ...l,
    unit_price: unitPrice,
    tax_code: taxCode,
    ...(discountPercent ? { discount_percent: discountPercent } : {}),
  })),
  due_date: "2026-12-31",
});

describe("/v1/invoices", () => {
  it("drafts, issues and certifies an invoice, in snake_case, and tells it in /v1/events", async () => {
    const api = merchant(ctx, testKey);
    const client = await newClient(admin);
    const made = await api.post("/v1/invoices", body(client.id));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ object: "invoice", state: "draft", total_ttc: 20_629, amount_remaining: 20_629 });
    const issued = await api.post(`/v1/invoices/${made.body.id}/finalize`);
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    expect(issued.body.number).toMatch(/^FAC-\d{4}-\d{6}$/);
    expect(issued.body.certification.status).toBe("certified");
    const file = await api.raw("GET", `/v1/invoices/${made.body.id}/pdf?lang=en`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    const read = await ctx.app.request(`/v1/invoices/${made.body.id}/pdf`, {
      headers: { authorization: `Bearer ${testKey}` },
    });
    const [qr] = pdfImages(Buffer.from(await read.arrayBuffer()));
    expect(qr && readQr(qr)).toBe(issued.body.certification.verification_url);
    const events = await api.get("/v1/events?limit=100");
    const types = (events.body.data as { type: string; data: { id?: string } }[])
      .filter((e) => e.data.id === made.body.id)
      .map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(["invoice.finalized", "invoice.certified"]));
    const list = await api.get(`/v1/invoices?client=${client.id}`);
    expect(list.body.data.map((i: { id: string }) => i.id)).toEqual([made.body.id]);
    // The live key sees nothing of test mode.
    expect((await merchant(ctx, liveKey).get(`/v1/invoices/${made.body.id}`)).status).toBe(404);
  });

  it("makes one invoice for a retried request whose answer was lost", async () => {
    const api = merchant(ctx, testKey);
    const client = await newClient(admin);
    const key = `inv-retry-${Date.now()}`;
    const first = await api.post("/v1/invoices", body(client.id), { "idempotency-key": key });
    expect(first.status).toBe(201);
    await answerLost(ctx, key);
    const again = await api.post("/v1/invoices", body(client.id), { "idempotency-key": key });
    expect(again.body.id).toBe(first.body.id);
    await keyForgotten(ctx, key);
    const later = await api.post("/v1/invoices", body(client.id), { "idempotency-key": key });
    expect(later.body.id).toBe(first.body.id);
    const { rows } = await ctx.pool.query("select count(*)::int as n from invoices where client_id = $1", [client.id]);
    expect(rows[0].n).toBe(1);
  });
});

describe("/v1/recurring_plans", () => {
  it("creates a monthly plan whose first invoice is issued at once, and pauses it", async () => {
    const api = merchant(ctx, testKey);
    const client = await newClient(admin);
    const { due_date: _d, ...content } = body(client.id);
    const made = await api.post("/v1/recurring_plans", {
      ...content,
      interval: "month",
      start_date: new Date().toISOString().slice(0, 10),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      object: "recurring_plan",
      status: "active",
      cycles_issued: 1,
      total_ttc: 20_629,
    });
    const paused = await api.post(`/v1/recurring_plans/${made.body.id}/pause`);
    expect(paused.body.status).toBe("paused");
    const list = await api.get("/v1/recurring_plans");
    expect(list.body.data.map((p: { id: string }) => p.id)).toContain(made.body.id);
  });
});
