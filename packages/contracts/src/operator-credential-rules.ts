// The credential set each operator's live API needs (docs/OPERATORS.md), shared by the web
// form and the server. Pure data and checks without zod.

import { MOBILE_PAYMENT_OPERATORS, type MobilePaymentOperator } from "./payment-rules";
import type { FieldError } from "./validation";

/** The operators a company keeps live credentials for: named as payments name them. */
export const OPERATOR_IDS = MOBILE_PAYMENT_OPERATORS;
export type OperatorId = MobilePaymentOperator;

/** Display name of each operator, as payment accounts store it. */
export const OPERATOR_NAMES: Record<OperatorId, string> = {
  wave: "Wave",
  orange_money: "Orange Money",
  mtn_momo: "MTN Mobile Money",
  moov_money: "Moov Money",
};

/** Fields per operator, in form order. */
export const OPERATOR_CREDENTIAL_FIELDS = {
  wave: ["apiKey", "webhookSecret"],
  orange_money: ["clientId", "clientSecret", "merchantKey"],
  mtn_momo: ["subscriptionKey", "apiUser", "apiKey", "targetEnvironment"],
  moov_money: ["username", "password"],
} as const satisfies Record<OperatorId, readonly string[]>;

/**
 * Fields for payouts only, optional (docs/PAYOUTS.md): MTN's Disbursements is a product of its
 * own with its own keys (without them PayFlow uses the collection's), and Orange's cash-in pays
 * from a retailer's number with its PIN. A business that only takes payments leaves them empty.
 */
export const OPERATOR_PAYOUT_CREDENTIAL_FIELDS = {
  wave: [],
  orange_money: ["retailerMsisdn", "retailerPin"],
  mtn_momo: ["disbursementSubscriptionKey", "disbursementApiUser", "disbursementApiKey"],
  moov_money: [],
} as const satisfies Record<OperatorId, readonly string[]>;

export type OperatorCredentialField =
  | (typeof OPERATOR_CREDENTIAL_FIELDS)[OperatorId][number]
  | (typeof OPERATOR_PAYOUT_CREDENTIAL_FIELDS)[OperatorId][number];

/** Every field an operator's set may hold: the required ones, then those for payouts. */
export function credentialFieldsOf(operator: OperatorId): readonly OperatorCredentialField[] {
  return [...OPERATOR_CREDENTIAL_FIELDS[operator], ...OPERATOR_PAYOUT_CREDENTIAL_FIELDS[operator]];
}

export const CREDENTIAL_MAX_LENGTH = 512;
/** At most this many trailing characters of a stored secret are shown. */
export const CREDENTIAL_HINT_LENGTH = 4;

/**
 * The end of a stored secret the screen may show: 4 characters of a long one, 2 of a medium
 * one, none of a secret of 8 characters or fewer (its last 4 would be half of it).
 */
export function credentialHint(value: string): string | null {
  if (value.length >= 16) return value.slice(-CREDENTIAL_HINT_LENGTH);
  if (value.length > 8) return value.slice(-2);
  return null;
}

export function isOperatorId(value: string): value is OperatorId {
  return (OPERATOR_IDS as readonly string[]).includes(value);
}

/** The operator of a payment account's provider, or null for a bank. */
export function operatorOfProvider(provider: string): OperatorId | null {
  return OPERATOR_IDS.find((id) => OPERATOR_NAMES[id] === provider) ?? null;
}

/**
 * A filled value must be pasted exactly: a leading or trailing space is refused rather than
 * silently trimmed (a trimmed secret that differs from the operator's would fail later, far
 * from the form).
 */
export function firstCredentialError(
  operator: OperatorId,
  values: Partial<Record<string, string>>,
): FieldError<string> | null {
  for (const field of credentialFieldsOf(operator)) {
    const value = values[field];
    if (value === undefined || value === "") continue;
    if (value.length > CREDENTIAL_MAX_LENGTH) return { field, code: "fieldTooLong" };
    if (value.trim() !== value) return { field, code: "credentialWhitespace" };
    if ([...value].some(isControlCharacter)) return { field, code: "credentialWhitespace" };
  }
  return null;
}

function isControlCharacter(ch: string): boolean {
  const code = ch.charCodeAt(0);
  return code < 32 || code === 127;
}
