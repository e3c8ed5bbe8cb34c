import { V1_ERROR_STATUSES, type V1ErrorStatus } from "@payflow/contracts";
import type { V1ErrorCode } from "../http/v1-responses";

// The error codes each family of merchant API operations answers by its own rules, picked from
// docs/API.md's table (V1_ERROR_STATUSES) so a code is never written twice; the route definer
// adds those every operation can answer (http/v1-responses.ts).

const pick = (status: V1ErrorStatus, pattern: RegExp): V1ErrorCode[] =>
  V1_ERROR_STATUSES[status].filter((code) => pattern.test(code));

/** A body's own checks: a wrong amount, a text too long, too many metadata keys. */
const BODY: V1ErrorCode[] = ["invalid_amount", "field_too_long", "too_many_metadata_keys"];

export const PAYMENT_CREATE_ERRORS: V1ErrorCode[] = [
  ...BODY,
  ...pick(
    422,
    /^(amount_out|unsupported_currency|unknown_operator|operator_prefix|invalid_phone|payer_phone|api_key_missing|payment_account|invalid_url)/,
  ),
  "operator_unavailable",
];

export const REFUND_CREATE_ERRORS: V1ErrorCode[] = [
  ...BODY,
  ...pick(409, /^(payment_not_refundable|refund_)/),
  ...pick(422, /^(refund_|insufficient_balance)/),
  "operator_unavailable",
];

export const PAYOUT_CREATE_ERRORS: V1ErrorCode[] = [
  ...BODY,
  ...pick(
    422,
    /^(amount_out|unsupported_currency|invalid_phone|insufficient_balance|payout_|beneficiary_|company_daily|invalid_account|bank_account|payment_account)/,
  ),
];

export const PAYOUT_BATCH_CREATE_ERRORS: V1ErrorCode[] = [
  ...pick(400, /^batch_/),
  ...pick(422, /^(batch_|insufficient_balance|company_daily|payout_above)/),
];

export const WEBHOOK_ENDPOINT_ERRORS: V1ErrorCode[] = [
  "field_too_long",
  ...pick(400, /^webhook_/),
  ...pick(422, /^webhook_/),
];

export const PAYMENT_LINK_ERRORS: V1ErrorCode[] = [
  ...BODY,
  ...pick(400, /^payment_link_/),
  ...pick(409, /^payment_link_slug/),
  ...pick(422, /^(payment_link_|amount_out|invalid_url)/),
];

/** An invoice's or a plan's lines, client and totals. */
export const INVOICE_BODY_ERRORS: V1ErrorCode[] = [
  ...BODY,
  ...pick(400, /^invoice_/),
  ...pick(422, /^(invoice_client_ncc_required|invoice_total)/),
];
