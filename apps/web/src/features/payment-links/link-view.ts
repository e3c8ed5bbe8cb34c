import { paymentLinkAmountText } from "@payflow/contracts/payment-link-page";
import type { PaymentLink } from "@payflow/contracts/payment-links";

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

/**
 * How much the link asks, in the words of its page and sticker (contracts' paymentLinkAmountText):
 * its amount, "Montant libre", or "De 1 000 à 50 000 FCFA" when the business set bounds.
 */
export function amountText(link: Parameters<typeof paymentLinkAmountText>[0], language: string): string {
  return paymentLinkAmountText(link, language.startsWith("en") ? "en" : "fr");
}
