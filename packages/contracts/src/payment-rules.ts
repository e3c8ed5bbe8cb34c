// The payment rails' shared facts (docs/OPERATORS.md): payment operators, payer phone rules and
// the failure codes every operator's own codes are normalised to. Pure, without zod, so the
// checkout page and the POS can use them without pulling zod in.

import { isPhoneDigits } from "./rules";

// The amount bounds are a field rule (rules.ts); the payment contracts read them from here too.
export { PAYMENT_AMOUNT_MAX, PAYMENT_AMOUNT_MIN } from "./rules";

/** Test mode (the sandboxes, test data) or live mode (the operators, real money). */
export const MODES = ["test", "live"] as const;
export type Mode = (typeof MODES)[number];
/** The header the staff web app sends its current mode in. */
export const MODE_HEADER = "x-payflow-mode";

/** How a payment is paid. Mobile money operators plus a bank transfer. */
export const PAYMENT_OPERATORS = ["wave", "orange_money", "mtn_momo", "moov_money", "bank_transfer"] as const;
export type PaymentOperator = (typeof PAYMENT_OPERATORS)[number];
export const MOBILE_PAYMENT_OPERATORS = ["wave", "orange_money", "mtn_momo", "moov_money"] as const;
export type MobilePaymentOperator = (typeof MOBILE_PAYMENT_OPERATORS)[number];

export function isMobilePaymentOperator(value: string): value is MobilePaymentOperator {
  return (MOBILE_PAYMENT_OPERATORS as readonly string[]).includes(value);
}

/**
 * Mobile prefixes in Côte d'Ivoire (docs/OPERATORS.md): 07 Orange, 05 MTN, 01 Moov. Wave is a
 * wallet that can sit on any of them.
 */
export const PAYER_PREFIXES: Record<MobilePaymentOperator, readonly string[]> = {
  wave: ["01", "05", "07"],
  orange_money: ["07"],
  mtn_momo: ["05"],
  moov_money: ["01"],
};

/**
 * A payer's number as the 10 national digits: spaces, hyphens, dots and parentheses removed,
 * a leading +225 / 00225 dropped. Null when what is left is not 10 digits.
 */
export function normalizePayerPhone(value: string): string | null {
  let v = value.replace(/[\s\-.()]/g, "");
  if (v.startsWith("+225")) v = v.slice(4);
  else if (v.startsWith("00225")) v = v.slice(5);
  return isPhoneDigits(v) ? v : null;
}

/** The 10 digits in E.164 (+225…), as Wave wants it. */
export function toE164(national: string): string {
  return `+225${national}`;
}

/** The 10 digits without the plus (225…), as MTN's MSISDN and Moov want it. */
export function toMsisdn(national: string): string {
  return `225${national}`;
}

/** The mobile network a national number belongs to, from its prefix; null for other prefixes. */
export function networkOfPhone(national: string): Exclude<MobilePaymentOperator, "wave"> | null {
  const prefix = national.slice(0, 2);
  if (prefix === "07") return "orange_money";
  if (prefix === "05") return "mtn_momo";
  if (prefix === "01") return "moov_money";
  return null;
}

/** True when the operator cannot collect from that number (its prefix is another network's). */
export function payerPrefixMismatch(operator: MobilePaymentOperator, national: string): boolean {
  return !PAYER_PREFIXES[operator].includes(national.slice(0, 2));
}

/**
 * Why a payment failed, the same words whatever the operator; the operator's own code is kept
 * beside it as `operator_code`.
 */
export const PAYMENT_FAILURE_CODES = [
  "insufficient_funds",
  "payer_declined",
  "payer_not_found",
  "limit_exceeded",
  "account_blocked",
  "payer_mismatch",
  "expired",
  "cancelled",
  "operator_unavailable",
  "operator_rejected",
  "payment_failed",
] as const;
export type PaymentFailureCode = (typeof PAYMENT_FAILURE_CODES)[number];

export const PAYMENT_STATUSES = [
  "pending",
  "succeeded",
  "failed",
  "expired",
  "cancelled",
  "refunded",
  "partially_refunded",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The states an operator's success can still arrive in: PayFlow stopped the payment, the payer paid anyway. */
export const LATE_FROM = ["cancelled", "expired", "failed"] as const satisfies readonly PaymentStatus[];
export type LateFrom = (typeof LATE_FROM)[number];

/**
 * A sale: a payment whose money arrived — succeeded (late successes included), or refunded
 * later in part or in full, since a refund does not undo the sale. The dashboard's volume and
 * the reports count these (docs/PRODUCT.md §2).
 */
export const SALE_STATUSES = [
  "succeeded",
  "partially_refunded",
  "refunded",
] as const satisfies readonly PaymentStatus[];

/** The transactions list's status filter for every sale (what the home's volume card counts and opens). */
export const SALE_FILTER = "sale";

/** The transactions list's status filter: one status, or every sale. */
export const PAYMENT_STATUS_FILTERS = [...PAYMENT_STATUSES, SALE_FILTER] as const;

/** States a payment never leaves by itself (refunds move a succeeded one on). */
export const FINAL_PAYMENT_STATUSES: readonly PaymentStatus[] = ["failed", "expired", "cancelled", "refunded"];

/** The events of the payments engine (docs/PAYMENTS.md, States). */
export const PAYMENT_EVENT_TYPES = [
  "payment.pending",
  "payment.success",
  "payment.failed",
  "payment.expired",
  "payment.cancelled",
  "payment.attempt_failed",
  "refund.succeeded",
  "refund.failed",
] as const;
export type PaymentEventType = (typeof PAYMENT_EVENT_TYPES)[number];

/** How long a payer has to pay, per operator (docs/PAYMENTS.md). */
export const PAYMENT_EXPIRY_SECONDS: Record<PaymentOperator, number> = {
  wave: 30 * 60,
  orange_money: 10 * 60,
  mtn_momo: 5 * 60,
  moov_money: 2 * 60,
  bank_transfer: 7 * 24 * 3600,
};
/** Before the payer has chosen an operator, the checkout link stays open this long. */
export const UNCHOSEN_PAYMENT_EXPIRY_SECONDS = 24 * 3600;

/**
 * A payment whose payer chose the operator on the checkout page stays open after a failed
 * attempt, so the payer may try again (docs/PAYMENTS.md § Another try): this many attempts in
 * all, the last failure being final, and this long to choose again before it is.
 */
export const PAYER_ATTEMPTS_PER_PAYMENT = 3;
export const RETRY_WINDOW_SECONDS = 15 * 60;

export const PAYMENT_LIMITS = {
  description: 500,
  reference: 100,
  url: 2000,
  metadataKeys: 20,
  metadataKey: 40,
  metadataValue: 500,
  refundReason: 200,
} as const;

/** Display names of the operators, as people read them. */
export const PAYMENT_OPERATOR_NAMES: Record<PaymentOperator, string> = {
  wave: "Wave",
  orange_money: "Orange Money",
  mtn_momo: "MTN Mobile Money",
  moov_money: "Moov Money",
  bank_transfer: "Virement bancaire",
};

/** The payment operator of a mobile money provider's name ("Orange Money" → orange_money). */
export function paymentOperatorOfProvider(provider: string): MobilePaymentOperator | null {
  const found = (Object.entries(PAYMENT_OPERATOR_NAMES) as [PaymentOperator, string][]).find(
    ([id, name]) => name === provider && id !== "bank_transfer",
  );
  return (found?.[0] as MobilePaymentOperator | undefined) ?? null;
}

export type PayerInput = { operator?: string | null; phone?: string | null };

/**
 * The payer's part of a payment, in order: a mobile operator needs a 10-digit number of its own
 * network (Wave: any of the three). Answers the normalised number, or the first error.
 */
export function checkPayer(
  operator: PaymentOperator,
  phone: string | null | undefined,
): { phone: string | null } | { error: "invalidPhone" | "operatorPrefixMismatch" | "payerPhoneRequired" } {
  if (operator === "bank_transfer") return { phone: phone ? normalizePayerPhone(phone) : null };
  if (!phone) return { error: "payerPhoneRequired" };
  const national = normalizePayerPhone(phone);
  if (!national) return { error: "invalidPhone" };
  if (payerPrefixMismatch(operator, national)) return { error: "operatorPrefixMismatch" };
  return { phone: national };
}
