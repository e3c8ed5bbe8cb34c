import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { publicUrl } from "../../src/config/env";
import { refundInvoice, signInvoice } from "../../src/fne/client";
import type { FneSignRequest, FneSignResponse } from "../../src/fne/types";
import { fneTestSpace } from "../../src/fne-test-space";
import { companyFneApiKey, FNE_PUBLISHED_KEYS } from "../../src/sandboxes/fne/keys";
import { createTestContext, type TestContext } from "../support/context";
import { certified, counterOf, failed, UUID_V4, UUID_V7, workedExample, YY } from "../support/fne";
import { defaultCompanyId } from "../support/people";

// The FNE sandbox (docs/FNE.md) driven through PayFlow's client, fne/client.ts — written from the
// DGI's documented requests alone (Bearer key, JSON, POST, the documented fields), never from the
// sandbox — and, for the wire's details, with raw fetch. The sandbox is the one PayFlow mounts at
// /sandbox/fne, reached over real HTTP.

let ctx: TestContext;
let companyId: string;
const base = () => `${ctx.deps.selfUrl}/sandbox/fne/ws`;
/** The published space shaped like the DGI's worked example (NCC 1234567A, BOUTIQUE COCODY / CAISSE-1). */
const example = () => ({ baseUrl: base(), apiKey: FNE_PUBLISHED_KEYS.example });
/** A company's own test space, fresh for each name given. */
const company = (id: string) => ({ baseUrl: base(), apiKey: companyFneApiKey(ctx.deps.secretKey, id) });
/** A request fit for a company's default space (SIEGE / CAISSE-1). */
const forCompany = (overrides: Partial<FneSignRequest> = {}) =>
  workedExample({ establishment: "SIEGE", pointOfSale: "CAISSE-1", ...overrides });

async function raw(path: string, opts: { key?: string | null; body?: string; method?: string } = {}) {
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  if (opts.key !== null) headers.authorization = `Bearer ${opts.key ?? FNE_PUBLISHED_KEYS.example}`;
  const res = await fetch(`${ctx.deps.selfUrl}/sandbox/fne${path}`, {
    method: opts.method ?? "POST",
    headers,
    body: opts.body,
  });
  const text = await res.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: res.status, json, text };
}
const signRaw = (body: unknown, key?: string) =>
  raw("/ws/external/invoices/sign", { key, body: typeof body === "string" ? body : JSON.stringify(body) });

/** The sandbox's stored documents whose client is `name`. */
async function documentsOf(name: string) {
  const { rows } = await ctx.pool.query(
    "select data from sandbox_records where operator = 'fne-document' and data->'invoice'->>'clientCompanyName' = $1",
    [name],
  );
  return rows.map((r) => r.data as { signed: boolean; invoice: { reference: string } });
}

beforeAll(async () => {
  ctx = await createTestContext({}, { listen: true });
  companyId = await defaultCompanyId(ctx);
});

describe("the DGI's worked example", () => {
  let sale: FneSignResponse;

  it("certifies the sale: HT 18 100, VAT 2 529, TTC 20 629, a 19-character number", async () => {
    sale = certified(await signInvoice(example(), workedExample()));
    expect(sale.ncc).toBe("1234567A");
    expect(sale.reference).toMatch(new RegExp(`^1234567A${YY}\\d{9}$`));
    expect(sale.reference).toHaveLength(19);
    expect(sale.invoice).toMatchObject({ amount: 20_629, vatAmount: 2_529, reference: sale.reference });
    expect(sale.invoice.amount - sale.invoice.vatAmount).toBe(18_100);
    expect(sale.invoice.id).toMatch(UUID_V4);
    expect(sale.invoice.token).toMatch(UUID_V7);
    expect(sale.token).toBe(`${publicUrl(ctx.deps.config)}/sandbox/fne/fr/verification/${sale.invoice.token}`);
    expect([sale.warning, sale.balance_sticker]).toEqual([false, 999]);
    // Items in request order, each with its id and its one VAT line.
    expect(sale.invoice.items.map((i) => [i.reference, i.taxes.map((t) => [t.shortName, t.amount])])).toEqual([
      ["RIZ-5KG", [["TVA", 18]]],
      ["LAIT-400", [["TVAB", 9]]],
    ]);
    for (const item of sale.invoice.items) {
      expect(item.id).toMatch(UUID_V4);
      expect(item.invoiceId).toBe(sale.invoice.id);
    }
    expect(sale.invoice).toMatchObject({
      type: "invoice",
      subtype: "normal",
      source: "api",
      clientEstablishment: "BOUTIQUE COCODY",
      clientPointOfSale: "CAISSE-1",
      parentId: null,
    });
  });

  it("shows the certified data on the verification page and its JSON, without secrets", async () => {
    const page = await raw(`/fr/verification/${sale.invoice.token}`, { method: "GET", key: null });
    expect(page.status).toBe(200);
    expect(page.text).toContain(sale.reference);
    expect(page.text).toContain("Aya Kouassi");
    // The sticker: the QR code of this page's own address, beside the number.
    expect(page.text).toContain('src="data:image/svg+xml;base64,');
    const data = await raw(`/ws/invoices/qr/${sale.invoice.token}`, { method: "GET", key: null });
    expect(data.status).toBe(200);
    expect(data.json).toMatchObject({
      reference: sale.reference,
      totalBeforeTaxes: 18_100,
      totalDiscounted: 18_100,
      totalTaxes: 2_529,
      totalAfterTaxes: 20_629,
      totalDue: 20_629,
      company: { ncc: "1234567A" },
    });
    expect(data.text).not.toContain(FNE_PUBLISHED_KEYS.example);
    expect(data.text).not.toMatch(/balance|apiKey|api_key/i);
    const unknown = await raw("/ws/invoices/qr/0195f0c4-2b1e-7a3d-9c40-5e6f7a8b9c0d", { method: "GET", key: null });
    expect([unknown.status, unknown.json]).toEqual([404, { error: "not_found" }]);
  });

  it("credits one bag of rice (A…, 19 characters), then refuses more than remains", async () => {
    const rice = sale.invoice.items[0]?.id as string;
    const milk = sale.invoice.items[1]?.id as string;
    const note = certified(await refundInvoice(example(), sale.invoice.id, [{ id: rice, quantity: 1 }]));
    expect(note.reference).toMatch(new RegExp(`^A1234567A${YY}\\d{8}$`));
    expect(note.reference).toHaveLength(19);
    expect([note.ncc, note.warning, note.balance_sticker]).toEqual(["1234567A", false, 998]);
    expect(note).not.toHaveProperty("invoice");
    const token = note.token.split("/").at(-1);
    const data = await raw(`/ws/invoices/qr/${token}`, { method: "GET", key: null });
    expect(data.json).toMatchObject({
      subtype: "refund",
      parentId: sale.invoice.id,
      parentReference: sale.reference,
      amount: -5_900,
      vatAmount: -900,
      totalAfterTaxes: -5_900,
    });

    // Two bags asked, one left: refused whole, nothing certified, nothing taken.
    const over = failed(await refundInvoice(example(), sale.invoice.id, [{ id: rice, quantity: 2 }]));
    expect(over).toMatchObject({ kind: "refused", httpStatus: 400 });
    expect(over.errors["items.0.quantity"]).toEqual({ max: "Quantity exceeds what remains to be credited (1)" });
    // The last bag and the three tins together: certified, the next credit-note number.
    const rest = certified(
      await refundInvoice(example(), sale.invoice.id, [
        { id: rice, quantity: 1 },
        { id: milk, quantity: 3 },
      ]),
    );
    expect(counterOf(rest.reference)).toBe(counterOf(note.reference) + 1);
    expect(rest.balance_sticker).toBe(997);
    const nothingLeft = failed(await refundInvoice(example(), sale.invoice.id, [{ id: milk, quantity: 0.5 }]));
    expect(nothingLeft.errors["items.0.quantity"]).toEqual({ max: "Quantity exceeds what remains to be credited (0)" });
  });

  it("refuses an item of another invoice, an unknown invoice, a credit note and another company's sale", async () => {
    const other = certified(await signInvoice(example(), workedExample()));
    const stranger = failed(
      await refundInvoice(example(), sale.invoice.id, [{ id: other.invoice.items[0]?.id as string, quantity: 1 }]),
    );
    expect(stranger).toMatchObject({ kind: "refused", httpStatus: 400 });
    expect(stranger.errors).toEqual({ "items.0.id": { invalid: "Item does not belong to this invoice" } });

    const unknown = failed(
      await refundInvoice(example(), "8c1f2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f", [{ id: "x", quantity: 1 }]),
    );
    expect(unknown).toMatchObject({
      kind: "refused",
      httpStatus: 404,
      code: "not_found",
      message: "Invoice not found",
    });

    const mine = certified(await signInvoice(company(companyId), forCompany()));
    const foreign = failed(
      await refundInvoice(example(), mine.invoice.id, [{ id: mine.invoice.items[0]?.id as string, quantity: 1 }]),
    );
    expect([foreign.httpStatus, foreign.code]).toEqual([404, "not_found"]);

    const twice = await raw(`/ws/external/invoices/${other.invoice.id}/refund`, {
      body: JSON.stringify({
        items: [
          { id: other.invoice.items[0]?.id, quantity: 1 },
          { id: other.invoice.items[0]?.id, quantity: 1 },
        ],
      }),
    });
    expect([twice.status, twice.json.errors["items.1.id"]]).toEqual([
      400,
      { duplicate: "Each item may be listed once" },
    ]);
    const missing = await raw(`/ws/external/invoices/${other.invoice.id}/refund`, { body: "" });
    expect([missing.status, missing.json.errors.items]).toEqual([
      400,
      { required: "items must list at least one item" },
    ]);
  });
});

describe("a company's own test space", () => {
  it("exists without setup: its NCC, SIEGE / CAISSE-1, 1000 stickers, numbers from 1", async () => {
    const space = fneTestSpace(ctx.deps, companyId);
    expect(space.config.apiKey).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(space.ncc).toMatch(/^\d{7}[A-Z]$/);
    expect([space.establishment, space.pointOfSale]).toEqual(["SIEGE", "CAISSE-1"]);
    const first = certified(await signInvoice(company("cmp_fresh_space"), forCompany()));
    expect(first.reference).toMatch(new RegExp(`^\\d{7}[A-Z]${YY}000000001$`));
    expect(first.balance_sticker).toBe(999);
    const own = certified(await signInvoice(space.config, forCompany()));
    expect(own.ncc).toBe(space.ncc);
    expect(own.reference.startsWith(`${space.ncc}${YY}`)).toBe(true);
  });

  it("gives 20 concurrent sales 20 consecutive numbers and 20 stickers", async () => {
    const config = company("cmp_concurrent");
    const sales = await Promise.all(Array.from({ length: 20 }, () => signInvoice(config, forCompany())));
    const done = sales.map(certified);
    expect(done.map((s) => counterOf(s.reference)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(done.map((s) => s.balance_sticker).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      Array.from({ length: 20 }, (_, i) => 980 + i),
    );
    expect(new Set(done.map((s) => s.invoice.id)).size).toBe(20);
  });

  it("warns once the stock is down to its threshold (10)", async () => {
    const id = "cmp_low_stock";
    certified(await signInvoice(company(id), forCompany()));
    await ctx.pool.query(
      `update sandbox_records set data = jsonb_set(data, '{stickers}', '11') where operator = 'fne-space' and key = $1`,
      [company(id).apiKey.slice(0, 12)],
    );
    const low = certified(await signInvoice(company(id), forCompany()));
    expect([low.balance_sticker, low.warning]).toEqual([10, true]);
  });
});

describe("the sign call's refusals, in the platform's order", () => {
  it("answers 401 without a key and with a key it did not give", async () => {
    const none = await signRaw(workedExample(), "");
    expect([none.status, none.json]).toEqual([
      401,
      { message: "API Key is required", error: "unauthorized", statusCode: 401 },
    ]);
    const noHeader = await raw("/ws/external/invoices/sign", { key: null, body: JSON.stringify(workedExample()) });
    expect([noHeader.status, noHeader.json.message]).toEqual([401, "API Key is required"]);
    const forged = `${companyFneApiKey(ctx.deps.secretKey, companyId).slice(0, 12)}${"A".repeat(20)}`;
    for (const key of [forged, companyFneApiKey("another-installation-secret", companyId), "short"]) {
      const wrong = await signRaw(workedExample(), key);
      expect([wrong.status, wrong.json], key).toEqual([
        401,
        { message: "Invalid API Key", error: "unauthorized", statusCode: 401 },
      ]);
    }
    // Refused before anything else: a missing key wins over a missing body.
    expect((await signRaw("", "")).status).toBe(401);
    const refused = failed(await signInvoice({ baseUrl: base(), apiKey: forged }, workedExample()));
    expect(refused).toMatchObject({
      kind: "refused",
      httpStatus: 401,
      code: "unauthorized",
      message: "Invalid API Key",
    });
  });

  it("lists every required field of an empty body, and refuses a body that is not a JSON object", async () => {
    const empty = await signRaw("");
    expect(empty.status).toBe(400);
    expect(empty.json).toMatchObject({ error: "bad_request", statusCode: 400 });
    expect(Object.keys(empty.json.errors).sort()).toEqual(
      [
        "clientCompanyName",
        "clientEmail",
        "clientPhone",
        "establishment",
        "invoiceType",
        "items",
        "paymentMethod",
        "pointOfSale",
        "template",
      ].sort(),
    );
    expect(empty.json.errors.pointOfSale).toEqual({ required: "pointOfSale is required" });
    for (const body of ["{not json", "[1,2]", "42"]) {
      const bad = await signRaw(body);
      expect([bad.status, bad.json.errors], body).toEqual([
        400,
        { body: { invalid: "The body must be a JSON object" } },
      ]);
    }
  });

  it("names each item's field that is missing or wrong, before the enumerations", async () => {
    const request = workedExample({ paymentMethod: "bitcoin" as never });
    const items = [{ taxes: ["TVA"], quantity: 0, amount: "5000" }, "nope"];
    const res = await signRaw({ ...request, items });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({
      "items.0.description": { required: "items.0.description is required" },
      "items.0.quantity": { min: "items.0.quantity must be above 0" },
      "items.0.amount": { invalid: "items.0.amount must be a number" },
      "items.1": { invalid: "items.1 must be an object" },
    });
    const enums = await signRaw({ ...request, template: "B2X", foreignCurrency: "FCFA" });
    expect(Object.keys(enums.json.errors).sort()).toEqual(["foreignCurrency", "paymentMethod", "template"]);
    expect(enums.json.errors.template).toEqual({ invalid: "template must be one of: B2B, B2C, B2F, B2G" });
  });

  it("refuses an unknown establishment, then an unknown point of sale, by exact name", async () => {
    const twoProblems = workedExample({
      establishment: "Boutique Cocody",
      items: [{ ...workedExample().items[0], taxes: ["TVA", "TVAB"] } as never],
    });
    const establishment = failed(await signInvoice(example(), twoProblems));
    expect(establishment).toMatchObject({ kind: "refused", httpStatus: 400, message: "Invalid establishment." });
    expect(establishment.errors).toEqual({ establishment: { invalid: "Establishment is invalid" } });
    const pos = failed(await signInvoice(example(), workedExample({ pointOfSale: "CAISSE-2" })));
    expect([pos.message, pos.errors]).toEqual([
      "Invalid point of sale.",
      { pointOfSale: { invalid: "Point of sale is invalid" } },
    ]);
    // A company's space knows its own names only.
    const elsewhere = failed(await signInvoice(company(companyId), workedExample()));
    expect(elsewhere.errors).toEqual({ establishment: { invalid: "Establishment is invalid" } });
  });

  it("wants exactly one known VAT code on each sale line", async () => {
    const lines = workedExample().items;
    const taxes = [["TVA", "TVAB"], [], ["TVAF"]];
    const res = failed(
      await signInvoice(example(), workedExample({ items: taxes.map((t) => ({ ...lines[0], taxes: t }) as never) })),
    );
    expect(res).toMatchObject({ kind: "refused", httpStatus: 400, message: "Each item must have exactly one tax." });
    expect(Object.keys(res.errors)).toEqual(["items.0.taxes", "items.1.taxes", "items.2.taxes"]);
    const noTaxes = await signRaw({ ...workedExample(), items: [{ ...lines[0], taxes: undefined }] });
    expect(noTaxes.json.errors).toEqual({
      "items.0.taxes": { invalid: "Each item must have exactly one tax among TVA, TVAB, TVAC, TVAD, TVAE" },
    });
    for (const code of ["TVAC", "TVAD", "TVAE"] as const) {
      const zero = certified(
        await signInvoice(
          example(),
          workedExample({ items: [{ ...(lines[0] as FneSignRequest["items"][number]), taxes: [code] }] }),
        ),
      );
      expect([zero.invoice.amount, zero.invoice.vatAmount]).toEqual([10_000, 0]);
    }
  });

  it("wants the client's NCC for B2B and a rate with a foreign currency; purchase slips are not enabled", async () => {
    const b2b = failed(await signInvoice(example(), workedExample({ template: "B2B" })));
    expect(b2b.errors).toEqual({ clientNcc: { required: "clientNcc is required for B2B invoices" } });
    certified(await signInvoice(example(), workedExample({ template: "B2B", clientNcc: "9502363N" })));
    const eur = failed(
      await signInvoice(example(), workedExample({ template: "B2F", foreignCurrency: "EUR", foreignCurrencyRate: 0 })),
    );
    expect(eur.errors).toEqual({
      foreignCurrencyRate: { required: "foreignCurrencyRate is required with a foreign currency" },
    });
    certified(
      await signInvoice(
        example(),
        workedExample({ template: "B2F", foreignCurrency: "EUR", foreignCurrencyRate: 655.957 }),
      ),
    );
    const purchase = failed(await signInvoice(example(), workedExample({ invoiceType: "purchase" })));
    expect(purchase.errors).toEqual({ invoiceType: { notEnabled: "Purchase slips are not enabled for this company" } });
  });

  it("answers 500 invoice_signing_error without stickers: classed unknown, as every 500", async () => {
    const empty = { baseUrl: base(), apiKey: FNE_PUBLISHED_KEYS.noStickers };
    const res = failed(await signInvoice(empty, forCompany()));
    expect(res).toMatchObject({
      kind: "unknown",
      httpStatus: 500,
      code: "invoice_signing_error",
      message: "Error signing invoice",
    });
    // The checks before it still come first.
    expect(failed(await signInvoice(empty, forCompany({ pointOfSale: "X" }))).httpStatus).toBe(400);
  });

  it("answers 404 {error: not_found} to any other path or method", async () => {
    for (const [method, path] of [
      ["GET", "/ws/external/invoices/sign"],
      ["POST", "/ws/external/invoices"],
      ["POST", "/ws/external/invoices/status/1234567A26000000001"],
      ["GET", "/ws/external/account/balance"],
      ["POST", "/ws/auth/preregister"],
      ["DELETE", "/ws/external/invoices/abc/refund"],
      ["GET", "/anything"],
    ] as const) {
      const res = await raw(path, { method, body: method === "GET" ? undefined : "{}" });
      expect([res.status, res.json], `${method} ${path}`).toEqual([404, { error: "not_found" }]);
    }
  });
});

describe("scenario inputs and how the client classes each failure", () => {
  const lastCounter = async (id: string) =>
    counterOf(certified(await signInvoice(company(id), forCompany())).reference);

  it("FNE-SANDBOX-UNSIGNED: an unsigned invoice stored, 500, no number or sticker taken — unknown", async () => {
    const id = "cmp_unsigned";
    const before = await lastCounter(id);
    const res = failed(await signInvoice(company(id), forCompany({ clientCompanyName: "FNE-SANDBOX-UNSIGNED" })));
    expect(res).toMatchObject({ kind: "unknown", httpStatus: 500, code: "invoice_signing_error" });
    const stored = await documentsOf("FNE-SANDBOX-UNSIGNED");
    expect(stored.map((d) => [d.signed, d.invoice.reference])).toEqual([[false, ""]]);
    const after = certified(await signInvoice(company(id), forCompany()));
    expect([counterOf(after.reference), after.balance_sticker]).toEqual([before + 1, 998]);
  });

  it("FNE-SANDBOX-502 and -503: nothing certified — retryable", async () => {
    for (const [name, status] of [
      ["FNE-SANDBOX-502", 502],
      ["FNE-SANDBOX-503", 503],
    ] as const) {
      const res = failed(await signInvoice(example(), workedExample({ clientCompanyName: name })));
      expect([res.kind, res.httpStatus]).toEqual(["retryable", status]);
      expect(await documentsOf(name)).toEqual([]);
    }
  });

  it("FNE-SANDBOX-504: certified, answered 504 — unknown", async () => {
    const id = "cmp_gateway";
    const before = await lastCounter(id);
    const res = failed(await signInvoice(company(id), forCompany({ clientCompanyName: "FNE-SANDBOX-504" })));
    expect([res.kind, res.httpStatus]).toEqual(["unknown", 504]);
    const [stored] = await documentsOf("FNE-SANDBOX-504");
    expect(stored?.signed).toBe(true);
    expect(await lastCounter(id)).toBe(before + 2);
  });

  it("FNE-SANDBOX-SLOW: certified, answered after the client's time limit — unknown (timeout)", async () => {
    const slow = { ...company("cmp_slow"), timeoutMs: 400 };
    const res = failed(await signInvoice(slow, forCompany({ clientCompanyName: "FNE-SANDBOX-SLOW" })));
    expect(res).toMatchObject({ kind: "unknown", httpStatus: null, code: "timeout" });
    const [stored] = await documentsOf("FNE-SANDBOX-SLOW");
    expect(stored?.signed).toBe(true);
    expect(counterOf(stored?.invoice.reference ?? "")).toBe(1);
  });

  it("a refused connection is retryable; a 400 refused with its per-field errors", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", () => resolve()));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const res = failed(
      await signInvoice({ baseUrl: `http://127.0.0.1:${port}/ws`, apiKey: "x".repeat(32) }, workedExample()),
    );
    expect(res).toMatchObject({ kind: "retryable", httpStatus: null, code: "network" });
    const bad = failed(await signInvoice(example(), workedExample({ clientEmail: "" })));
    expect(bad).toMatchObject({ kind: "refused", httpStatus: 400, code: "bad_request" });
    expect(bad.errors).toEqual({ clientEmail: { required: "clientEmail is required" } });
  });
});
