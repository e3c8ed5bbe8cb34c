import { PAYMENT_OPERATOR_NAMES } from "@payflow/contracts/payment-rules";
import type { Payout, PayoutOperator, PayoutStatus } from "@payflow/contracts/payouts";
import type { TFunction } from "i18next";

// How the list, its phone cards and the drawer show a payout's status, operator and beneficiary.

export const PAYOUT_STATUS_COLOR: Record<PayoutStatus, string> = {
  pending_approval: "yellow",
  queued: "blue",
  processing: "violet",
  succeeded: "teal",
  failed: "red",
  reversed: "orange",
  cancelled: "gray",
};

/** The operator's name; a bank payout in the interface's words. */
export function payoutOperatorName(t: TFunction, operator: PayoutOperator): string {
  return operator === "bank" ? t("payouts.operators.bank") : PAYMENT_OPERATOR_NAMES[operator];
}

/** Who is paid, as one line: the name when known, else the number or account. */
export function beneficiaryLine(p: Pick<Payout, "beneficiary">): string {
  const { name, phone, bankAccount } = p.beneficiary;
  const where = phone ?? bankAccount;
  if (name && where) return `${name} · ${where}`;
  return name ?? where ?? "—";
}
