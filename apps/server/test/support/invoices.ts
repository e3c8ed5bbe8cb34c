import { expect } from "vitest";
import { certifyCreditNotesDue, certifyDue, followInvoices } from "../../src/modules/invoices";
import type { TestClient, TestContext } from "./context";
import { inMode } from "./payments";

// Invoices as a business makes them on the dashboard, for the invoices' API tests.

let made = 0;

/** A client of the signed-in person's company, with the email and phone the tax office's platform asks for. */
export async function newClient(by: TestClient, overrides: Record<string, unknown> = {}) {
  const n = `${Date.now()}${made++}`;
  const res = await by.post("/api/clients", {
    name: `Boutique ${n}`,
    contactPerson: "Awa Koné",
    email: `compta.${n}@boutique.ci`,
    phone: "07 08 09 10 11",
    address: "Cocody, Abidjan",
    status: "active",
    ...overrides,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.client as { id: string; name: string };
}

/** Rice at 5,000 (TVA) × 2 and infant milk 3 × 3,000 less 10 % (TVAB): TTC 20,629 (docs/INVOICES.md). */
export const RICE_AND_MILK = [
  { description: "Riz parfumé 5 kg", quantity: 2, unitPrice: 5_000, taxCode: "TVA" },
  { description: "Lait infantile", quantity: 3, unitPrice: 3_000, discountPercent: 10, taxCode: "TVAB" },
];

export async function draft(by: TestClient, body: Record<string, unknown>, mode: "test" | "live" = "test") {
  const res = await inMode(by, mode).post("/api/invoices", { template: "B2C", lines: RICE_AND_MILK, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

export async function issued(by: TestClient, body: Record<string, unknown>, mode: "test" | "live" = "test") {
  const made = await draft(by, body, mode);
  const res = await inMode(by, mode).post(`/api/invoices/${made.id}/finalize`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** The background's invoice rounds, once each: certification, credit notes, the follower. */
export async function invoiceRounds(ctx: TestContext) {
  await certifyDue(ctx.deps, 50);
  await certifyCreditNotesDue(ctx.deps, 50);
  await followInvoices(ctx.deps, 200);
}

export async function invoiceEvents(ctx: TestContext, id: string): Promise<string[]> {
  const { rows } = await ctx.pool.query(
    "select type from payment_events where data->'invoice'->>'id' = $1 or data->'credit_note'->>'invoice_id' = $1 order by seq",
    [id],
  );
  return rows.map((r: { type: string }) => r.type);
}
