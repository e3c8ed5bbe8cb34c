import type { PaymentLink } from "@payflow/contracts";
import type * as q from "./queries";

// A link as its readers see it: the row, its totals and its public address.

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The link with its totals, at `<baseUrl>/l/<slug>`. */
export function toPaymentLink(row: q.PaymentLinkWithTotals, baseUrl: string): PaymentLink {
  return {
    id: row.id,
    slug: row.slug,
    url: `${baseUrl}/l/${row.slug}`,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    amountType: row.amountType as PaymentLink["amountType"],
    amount: row.amount,
    minAmount: row.minAmount,
    maxAmount: row.maxAmount,
    suggestedAmounts: row.suggestedAmounts,
    quantityMax: row.quantityMax,
    operators: row.operators as PaymentLink["operators"],
    fields: row.fields,
    noteLabel: row.noteLabel,
    active: row.active,
    expiresAt: iso(row.expiresAt),
    maxPayments: row.maxPayments,
    successMessage: row.successMessage,
    returnUrl: row.returnUrl,
    mode: row.isTestData ? "test" : "live",
    payments: row.payments,
    collected: row.collected,
    lastPaymentAt: iso(row.lastPaymentAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deactivatedAt: iso(row.deactivatedAt),
  };
}
