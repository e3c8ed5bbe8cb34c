import type { Language, Mode, PaymentOperator, PortalInvoiceList } from "@payflow/contracts";
import { API } from "@payflow/contracts";
import { publicUrl } from "../../config/env";
import type { Deps } from "../../deps";
import { AppError } from "../../http/errors";
import type { CurrentUser } from "../../http/types";
import { type InvoiceRow, invoicePayUrl, readInvoiceDetail, toInvoice } from "../invoices";
import * as q from "./invoice-queries";

// The client portal's invoices (docs/INVOICES.md): the issued invoices of the login's client
// record, each with its page and PDF, and its paid parts with their receipts. A void invoice
// stays in the list, marked, with nothing to pay and no copy; a draft is never shown.

type PaidPart = Awaited<ReturnType<typeof q.paidPartsOf>>[number];

function partsByInvoice(parts: PaidPart[]): Map<string, PaidPart[]> {
  const byInvoice = new Map<string, PaidPart[]>();
  for (const part of parts) {
    if (part.invoiceId === null || part.paidAt === null) continue;
    byInvoice.set(part.invoiceId, [...(byInvoice.get(part.invoiceId) ?? []), part]);
  }
  return byInvoice;
}

export async function listInvoices(
  deps: Deps,
  user: CurrentUser,
  mode: Mode,
  lang: Language,
): Promise<PortalInvoiceList> {
  const rows = await q.listIssuedInvoicesOfLinkedClient(deps.db, { companyId: user.companyId, mode }, user.userId);
  const ids = rows.map((r) => r.invoice.id);
  const parts = partsByInvoice(ids.length > 0 ? await q.paidPartsOf(deps.db, user.companyId, ids) : []);
  const base = publicUrl(deps.config);
  const now = new Date();
  return {
    mode,
    items: rows.map(({ invoice: row, businessName }) => {
      const invoice = toInvoice(row, now);
      const shown = invoice.state !== "void";
      return {
        id: invoice.id,
        number: invoice.number ?? "",
        state: invoice.state,
        overdue: invoice.overdue,
        businessName,
        currency: "XOF" as const,
        totalTtc: invoice.totalTtc,
        amountPaid: invoice.amountPaid,
        amountRemaining: invoice.amountRemaining,
        dueDate: invoice.dueDate,
        openedAt: invoice.openedAt,
        certification: {
          status: invoice.certification.status,
          fneNumber: invoice.certification.fneNumber,
          verificationUrl: invoice.certification.verificationUrl,
        },
        pageUrl: shown ? invoicePayUrl(base, invoice.id) : null,
        pdfUrl: shown ? API.publicInvoicePdf(invoice.id, lang) : null,
        parts: (parts.get(invoice.id) ?? []).map((p) => ({
          paymentId: p.paymentId,
          code: p.code,
          amount: p.amount,
          operator: p.operator as PaymentOperator | null,
          paidAt: (p.paidAt as Date).toISOString(),
          receiptPdfUrl: API.portalInvoiceReceiptPdf(invoice.id, p.paymentId, lang),
        })),
      };
    }),
  };
}

/** The invoice of the login's client record, as its receipts read it; 404 for anyone else's or a draft. */
export async function clientInvoice(deps: Deps, user: CurrentUser, id: string) {
  const row: InvoiceRow | null = await q.findIssuedInvoiceOfLinkedClient(deps.db, user.companyId, user.userId, id);
  if (!row) throw new AppError("notFound");
  const invoice = await readInvoiceDetail(deps, deps.db, row);
  // The client's copy: the business's timeline stays with the business.
  return { row, invoice: { ...invoice, activity: [] } };
}
