import type { OpenAPIHono } from "@hono/zod-openapi";
import { IdParam, type InvoiceDetail, InvoicePdfQuery, InvoiceReceiptParams, type Language } from "@payflow/contracts";
import type { Context } from "hono";
import type { Deps } from "../../deps";
import { AppError } from "../../http/errors";
import { staffScope } from "../../http/mode";
import { defineRoute } from "../../http/route";
import type { AppEnv } from "../../http/types";
import { invoicePdf } from "./documents/invoice-pdf";
import { receiptPdf } from "./documents/receipt-pdf";
import type { DocumentBusiness } from "./documents/types";
import * as q from "./queries";
import { getInvoice, readInvoiceDetail } from "./read";

// An invoice's documents (docs/INVOICES.md § Documents): its PDF and each paid part's receipt,
// for whoever reads the business's invoices, and the invoice's PDF on its client's page (the
// invoice's id is the client's key, as for the page itself). Built on demand from the invoice,
// which changes as it is paid: never kept by a shared cache.

const tags = ["Invoices"];
const readers = { capability: "viewTransactions" } as const;
const pdfResponse = (description: string) => ({
  200: {
    description,
    content: { "application/pdf": { schema: { type: "string" as const, format: "binary" } } },
  },
});

const invoiceRoute = defineRoute({
  method: "get",
  path: "/api/invoices/{id}/pdf",
  access: readers,
  tags,
  summary: "The invoice as a PDF: certified mark and QR code, lines, taxes, paid and remaining",
  request: { params: IdParam, query: InvoicePdfQuery },
  responses: pdfResponse("<number>.pdf"),
});

const receiptRoute = defineRoute({
  method: "get",
  path: "/api/invoices/{id}/receipts/{paymentId}/pdf",
  access: readers,
  tags,
  summary: "The receipt of a paid part of the invoice, as a PDF",
  request: { params: InvoiceReceiptParams, query: InvoicePdfQuery },
  responses: pdfResponse("<number>-<code>.pdf"),
});

const publicRoute = defineRoute({
  method: "get",
  path: "/api/public/invoices/{id}/pdf",
  access: "public",
  tags: ["Invoices (payer)"],
  summary: "The issued invoice as a PDF, for its client",
  request: { params: IdParam, query: InvoicePdfQuery },
  responses: pdfResponse("<number>.pdf"),
});

/** The business as its documents show it: its name, and its NCC on the platform when it has a space there. */
export async function documentBusiness(deps: Deps, row: q.InvoiceRow): Promise<DocumentBusiness> {
  const company = await q.findCompany(deps.db, row.companyId);
  const space = await deps.fneSpace(row.companyId, row.isTestData ? "test" : "live");
  return { name: company?.name ?? "", ncc: space?.ncc ?? null, email: null, phone: null, address: null };
}

/** An invoice's PDF, as its business prints it. */
export async function invoicePdfFile(deps: Deps, invoice: InvoiceDetail, lang: Language): Promise<Buffer> {
  const business = await documentBusiness(deps, await rowOf(deps, invoice));
  return invoicePdf({ invoice, business, lang, now: new Date() });
}

/** The file as a download: never kept by a shared cache. */
export function pdf(c: Context<AppEnv>, file: Buffer, name: string) {
  return c.body(new Uint8Array(file), 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${name.replace(/[^\w.-]/g, "_")}.pdf"`,
    "Cache-Control": "private, no-store",
  });
}

async function rowOf(deps: Deps, invoice: InvoiceDetail): Promise<q.InvoiceRow> {
  const [row] = await q.invoicesByIds(deps.db, [invoice.id]);
  if (!row) throw new AppError("notFound");
  return row;
}

export const invoiceFileName = (invoice: InvoiceDetail) => invoice.number ?? `brouillon-${invoice.id}`;

export function registerInvoiceDocumentRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(invoiceRoute, async (c) => {
    const deps = c.get("deps");
    const invoice = await getInvoice(deps, staffScope(c), c.req.valid("param").id);
    return pdf(c, await invoicePdfFile(deps, invoice, c.req.valid("query").lang ?? "fr"), invoiceFileName(invoice));
  });

  app.openapi(receiptRoute, async (c) => {
    const deps = c.get("deps");
    const { id, paymentId } = c.req.valid("param");
    const invoice = await getInvoice(deps, staffScope(c), id);
    const part = invoice.parts.find((p) => p.paymentId === paymentId && p.paidAt !== null);
    if (!part) throw new AppError("notFound");
    const lang: Language = c.req.valid("query").lang ?? "fr";
    const business = await documentBusiness(deps, await rowOf(deps, invoice));
    const file = await receiptPdf({ invoice, part, business, lang, now: new Date() });
    return pdf(c, file, `${invoiceFileName(invoice)}-${part.code}`);
  });

  app.openapi(publicRoute, async (c) => {
    const deps = c.get("deps");
    const [row] = await q.invoicesByIds(deps.db, [c.req.valid("param").id]);
    if (!row || row.state === "draft" || row.state === "void") throw new AppError("invoiceUnavailable");
    const invoice = await readInvoiceDetail(deps, deps.db, row);
    // The client's copy: the business's timeline and the people who sent it stay with the business.
    const shown = { ...invoice, activity: [] };
    const lang: Language = c.req.valid("query").lang ?? "fr";
    const file = await invoicePdf({
      invoice: shown,
      business: await documentBusiness(deps, row),
      lang,
      now: new Date(),
    });
    return pdf(c, file, invoiceFileName(invoice));
  });
}
