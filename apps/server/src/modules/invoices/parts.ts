import {
  invoicePartError,
  type PayInvoiceRequest,
  type PaymentLinkPayment,
  type PaymentOperator,
  type PublicInvoice,
} from "@payflow/contracts";
import { publicUrl } from "../../config/env";
import { scopeOfRow } from "../../db/scope";
import type { Deps } from "../../deps";
import { AppError } from "../../http/errors";
import { consumeRateLimit } from "../../http/rate-limit";
import { operatorsOffered } from "../../operators/offered";
import { checkoutUrl, createPayment } from "../payments";
import { toInvoice } from "./format";
import * as q from "./queries";
import { invoicePayUrl } from "./read";

// What the client does on an invoice's page, /i/<id> (public: the invoice's id is the payer's
// key). Only an issued invoice is shown; a draft, a void or an unknown invoice answers the same
// 404 invoiceUnavailable. Each part is one payment of the engine carrying the invoice; the
// database moves the invoice when a part is paid (migration 0028), and a part that fails changes
// nothing.

/** Parts a payer's address may start in a minute (all invoices), and an invoice may take in a minute. */
export const PARTS_PER_ADDRESS = 20;
export const PARTS_PER_INVOICE = 60;

const SHOWN = new Set(["open", "partially_paid", "paid"]);

async function shownInvoice(deps: Deps, id: string) {
  const [row] = await q.invoicesByIds(deps.db, [id]);
  if (!row || !SHOWN.has(row.state)) throw new AppError("invoiceUnavailable");
  return row;
}

export async function publicInvoiceView(deps: Deps, id: string): Promise<PublicInvoice> {
  const row = await shownInvoice(deps, id);
  const [company, pending, operators] = await Promise.all([
    q.findCompany(deps.db, row.companyId),
    q.pendingPartsAmount(deps.db, row.id),
    operatorsOffered(deps, scopeOfRow(row)),
  ]);
  const invoice = toInvoice(row);
  return {
    id: row.id,
    number: row.number ?? "",
    state: invoice.state,
    overdue: invoice.overdue,
    template: invoice.template,
    businessName: company?.name ?? "",
    businessLogoUrl: company?.logoUrl ?? null,
    clientName: row.clientName,
    clientNcc: row.clientNcc,
    currency: "XOF",
    lines: row.lines,
    discountPercent: row.discountPercent,
    totalHt: row.totalHt,
    discountAmount: row.discountAmount,
    taxes: row.taxes,
    totalVat: row.totalVat,
    totalTtc: row.totalTtc,
    amountPaid: invoice.amountPaid,
    amountRemaining: invoice.amountRemaining,
    amountPayable: row.state === "paid" ? 0 : Math.max(0, invoice.amountRemaining - pending),
    minimumPart: row.minimumPart,
    dueDate: row.dueDate,
    notes: row.notes,
    openedAt: invoice.openedAt,
    certification: {
      status: invoice.certification.status,
      fneNumber: row.fneNumber,
      verificationUrl: row.fneVerificationUrl,
    },
    operators,
    mode: invoice.mode,
  };
}

/** The part's refusal as the payer's page shows it, at the amount. */
function refuse(error: NonNullable<ReturnType<typeof invoicePartError>>): never {
  throw new AppError(error.code, { field: "amount", ...(error.params ? { params: error.params } : {}) });
}

export async function payInvoice(
  deps: Deps,
  id: string,
  input: PayInvoiceRequest,
  clientIp: string,
): Promise<PaymentLinkPayment> {
  await consumeRateLimit(deps.db, `invoice:ip:${clientIp}`, PARTS_PER_ADDRESS, 60);
  const row = await shownInvoice(deps, id);
  await consumeRateLimit(deps.db, `invoice:part:${row.id}`, PARTS_PER_INVOICE, 60);
  if (row.state === "paid") throw new AppError("invoiceNotPayable");
  // A first look without the lock, so a refused part stores nothing; the claim checks again under it.
  const early = invoicePartError(
    {
      total: row.totalTtc,
      paid: row.amountPaid,
      pending: await q.pendingPartsAmount(deps.db, row.id),
      minimumPart: row.minimumPart,
    },
    input.amount,
  );
  if (early) refuse(early);
  const base = publicUrl(deps.config);
  const payment = await createPayment(
    deps,
    scopeOfRow(row),
    { userId: null },
    {
      amount: input.amount,
      ...(input.operator
        ? { operator: input.operator as PaymentOperator, ...(input.phone ? { phone: input.phone } : {}) }
        : {}),
      clientId: row.clientId,
      description: `${row.number}`,
      reference: row.number ?? undefined,
      successUrl: invoicePayUrl(base, row.id),
      metadata: { invoice: row.id },
    },
    {
      invoiceId: row.id,
      payerDetails: null,
      // In the transaction that inserts the payment: the invoice's row lock makes parts (and a
      // void) take turns, and each counts the parts paid and under way committed before it, so
      // two payers never both pay what remains. The operator is asked after the commit.
      claim: async (tx) => {
        const locked = await q.lockInvoiceById(tx, row.id);
        if (!locked || (locked.state !== "open" && locked.state !== "partially_paid"))
          throw new AppError("invoiceNotPayable");
        const error = invoicePartError(
          {
            total: locked.totalTtc,
            paid: locked.amountPaid,
            pending: await q.pendingPartsAmount(tx, locked.id),
            minimumPart: locked.minimumPart,
          },
          input.amount,
        );
        if (error) refuse(error);
      },
    },
  );
  return {
    paymentId: payment.id,
    status: payment.status as PaymentLinkPayment["status"],
    amount: payment.amount,
    currency: "XOF",
    checkoutUrl: checkoutUrl(base, payment.id),
  };
}
