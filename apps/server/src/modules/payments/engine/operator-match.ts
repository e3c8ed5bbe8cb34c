import type { OPERATOR_MISMATCH_FIELDS } from "@payflow/contracts";
import type { ReportedPayment } from "../../../operators/types";
import type { PaymentRow } from "../queries";

// Whether an operator's success is about this payment: every field the operator's answer
// carries must be the payment's own — its id for the payment (stored at creation), our payment
// id echoed back, the amount and the currency. A signed or authenticated message proves who
// sent it, not what it is about: a Wave webhook signed with a leaked secret for amount "1", or a
// session of another payment pointed at this one, must not settle it (docs/PAYMENTS.md). Nor may
// one operator transaction settle two payments: an id already another payment's is held too.

export type Mismatch = (typeof OPERATOR_MISMATCH_FIELDS)[number];

const given = (v: string | number | null | undefined): v is string | number => v !== null && v !== undefined;

/** An integer XOF amount as operators write it ("5000", 5000, "5000.00"); null when it is not one. */
function amountOf(v: string | number): number | null {
  if (typeof v === "number") return Number.isSafeInteger(v) ? v : null;
  const m = /^\s*(\d{1,15})(?:\.0+)?\s*$/.exec(v);
  return m ? Number(m[1]) : null;
}

export function mismatchesOf(
  payment: PaymentRow,
  reported: ReportedPayment | undefined,
  transactionIdTakenBy: string | null = null,
): Mismatch[] {
  const found: Mismatch[] = transactionIdTakenBy ? ["operator_transaction_id"] : [];
  if (!reported) return found;
  // Before the operator's answer to the create was stored (a create that timed out) there is
  // nothing to compare its id with: the other fields still are.
  if (
    given(reported.operatorReference) &&
    payment.operatorReference !== null &&
    reported.operatorReference !== payment.operatorReference
  ) {
    found.push("operator_reference");
  }
  if (given(reported.paymentId) && reported.paymentId !== payment.id) found.push("payment_id");
  if (given(reported.amount) && amountOf(reported.amount) !== payment.amount) found.push("amount");
  if (given(reported.currency) && reported.currency !== payment.currency) found.push("currency");
  return found;
}

/** What was reported, as text, for the review record. */
export function reportedAsText(reported: ReportedPayment | undefined): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const [key, value] of Object.entries(reported ?? {})) out[key] = given(value) ? String(value) : null;
  return out;
}
