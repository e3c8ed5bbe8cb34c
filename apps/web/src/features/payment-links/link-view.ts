import type { PaymentLink } from "@payflow/contracts/payment-links";
import type { TFunction } from "i18next";
import { formatXof } from "../../lib/format";

// How the list, the cards and the detail show a link's state and amount, the same way.

export type LinkStatus = "active" | "inactive" | "expired" | "soldOut";

type StatusFields = Pick<PaymentLink, "active" | "expiresAt" | "maxPayments" | "payments">;

/**
 * Whether the link takes payments now: deactivated first, then past its expiry, then sold out
 * (its sales reached its most payments), else active.
 */
export function linkStatus(link: StatusFields, now = Date.now()): LinkStatus {
  if (!link.active) return "inactive";
  if (link.expiresAt && new Date(link.expiresAt).getTime() <= now) return "expired";
  if (link.maxPayments !== null && link.payments >= link.maxPayments) return "soldOut";
  return "active";
}

export const LINK_STATUS_COLOR: Record<LinkStatus, string> = {
  active: "teal",
  inactive: "gray",
  expired: "orange",
  soldOut: "violet",
};

type AmountFields = Pick<PaymentLink, "amountType" | "amount" | "minAmount" | "maxAmount">;

/** A fixed link's amount, or the bounds its payer chooses within ("min – max"), or "Any amount". */
export function amountText(t: TFunction, link: AmountFields, language: string): string {
  if (link.amountType === "fixed" && link.amount !== null) return formatXof(link.amount, language);
  if (link.minAmount === null && link.maxAmount === null) return t("paymentLinks.anyAmount");
  const bound = (amount: number | null) => (amount === null ? "…" : formatXof(amount, language));
  return t("paymentLinks.range", { min: bound(link.minAmount), max: bound(link.maxAmount) });
}
