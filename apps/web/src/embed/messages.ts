// What the hosted checkout in payflow.js's overlay tells the page around it (docs/API.md §
// payflow.js). Shared by the script (src/embed) and the payer's page in embed mode (src/pay).

/** Where the payment stands; the page around it asks the server before it believes a final one. */
export type StatusMessage = { type: "payflow:status"; payment: string; status: string };
/** The payer chose a way that opens the operator's own page (Wave): it must open at top level. */
export type NavigateMessage = { type: "payflow:navigate"; payment: string; url: string };
/** The payer pressed Escape inside the checkout. */
export type CloseMessage = { type: "payflow:close"; payment: string };
export type EmbedMessage = StatusMessage | NavigateMessage | CloseMessage;

/** What a merchant's callbacks are told: the end the server confirmed, or the payer closing. */
export type CheckoutOutcome = "succeeded" | "failed" | "closed";

/** The payment's final status as the merchant reads it: a refunded payment was still paid. */
export function outcomeOf(status: string): "succeeded" | "failed" | null {
  if (status === "succeeded" || status === "refunded" || status === "partially_refunded") return "succeeded";
  if (status === "failed" || status === "expired" || status === "cancelled") return "failed";
  return null;
}
