import type { Payment } from "@payflow/contracts/payments";

// The list, its phone cards and the drawer show a payment's status and method the same way;
// kept apart from TransactionsPage so the cards and the drawer do not import the page.

export const STATUS_COLOR: Record<Payment["status"], string> = {
  pending: "yellow",
  succeeded: "teal",
  failed: "red",
  expired: "gray",
  cancelled: "gray",
  refunded: "violet",
  partially_refunded: "violet",
};

export const methodOf = (p: Pick<Payment, "operator">) =>
  p.operator === "bank_transfer" ? "bank_transfer" : p.operator ? "mobile_money" : "none";
