import type { Language } from "./constants";
import { type PaymentLinkAmounts, payerBounds } from "./payment-link-rules";
import { formatXof } from "./xof";

// What a payment link's page says before its script runs (the server writes it, so a payer reads
// it without JavaScript) and keeps saying after (the payer's page shows the same words), in
// French and English. The rest of the page's words are the payer page's own dictionary.

export const PAYMENT_LINK_PAGE_WORDS = {
  fr: {
    payTo: "Paiement à",
    anyAmount: "Montant libre",
    between: "De {{min}} à {{max}}",
    acceptedWays: "Moyens acceptés",
    testMode: "Mode test : aucun argent réel n'est débité.",
    needsScript: "Activez JavaScript dans votre navigateur pour payer.",
    unavailableTitle: "Ce lien de paiement n'est pas disponible",
    unavailableText:
      "Il ne prend plus de paiement, ou son adresse est incorrecte. Demandez un nouveau lien à l'entreprise.",
  },
  en: {
    payTo: "Payment to",
    anyAmount: "Any amount",
    between: "From {{min}} to {{max}}",
    acceptedWays: "Accepted",
    testMode: "Test mode: no real money moves.",
    needsScript: "Turn on JavaScript in your browser to pay.",
    unavailableTitle: "This payment link is not available",
    unavailableText: "It takes no more payments, or its address is wrong. Ask the business for a new link.",
  },
} as const satisfies Record<Language, Record<string, string>>;

export type PaymentLinkPageWords = (typeof PAYMENT_LINK_PAGE_WORDS)[Language];

/**
 * How much a link asks, in words: its amount ("5 000 FCFA"), or for an amount the payer chooses
 * "Montant libre" / "De 1 000 à 50 000 FCFA" when the business set bounds of its own.
 */
export function paymentLinkAmountText(
  link: Pick<PaymentLinkAmounts, "amountType" | "amount" | "minAmount" | "maxAmount">,
  language: Language,
): string {
  if (link.amountType === "fixed" && link.amount !== null) return formatXof(link.amount, language);
  if (link.minAmount === null && link.maxAmount === null) return PAYMENT_LINK_PAGE_WORDS[language].anyAmount;
  const { min, max } = payerBounds(link);
  const number = (n: number) => formatXof(n, language).replace(/ FCFA$/, "");
  return `${PAYMENT_LINK_PAGE_WORDS[language].between
    .replace("{{min}}", number(min))
    .replace("{{max}}", number(max))} FCFA`;
}
