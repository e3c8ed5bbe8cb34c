// The field rules both sides apply, each written once (docs/PRODUCT.md §5 and §9): the server's zod
// contracts and configuration and the web's forms call these. Pure, without zod, so public
// pages (registration, reset, checkout) can check as the server will without pulling zod in.

/** docs/PRODUCT.md §5: a password has at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;
/** The longest password accepted anywhere (the auth library checks it too). */
export const PASSWORD_MAX_LENGTH = 128;

/** A new password shorter than the minimum (the check every password form and contract makes). */
export function passwordTooShort(password: string): boolean {
  return password.length < PASSWORD_MIN_LENGTH;
}

/** docs/PRODUCT.md §5: a phone number is 10 digits once spaces and hyphens are removed. */
export const PHONE_DIGITS = 10;

const TEN_DIGITS = new RegExp(`^\\d{${PHONE_DIGITS}}$`);

/** Whether a number, already stripped of its separators, has exactly the phone's digits. */
export function isPhoneDigits(value: string): boolean {
  return TEN_DIGITS.test(value);
}

/** Removes spaces and hyphens, as the phone rule says. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s-]/g, "");
}

/** Exactly 10 digits after removing spaces and hyphens. */
export function isValidPhone(value: string): boolean {
  return isPhoneDigits(normalizePhone(value));
}

/** Amounts a payment may have by default, integer XOF. */
export const PAYMENT_AMOUNT_MIN = 100;
export const PAYMENT_AMOUNT_MAX = 10_000_000;

/** A sum of money typed in a form (a payment, a refund): a whole number of XOF above zero. */
export function amountError(amount: number | "" | null | undefined): "invalidAmount" | null {
  return typeof amount === "number" && Number.isInteger(amount) && amount > 0 ? null : "invalidAmount";
}

/** A payment's amount: a valid sum within the bounds (amountOutOfRange outside them). */
export function paymentAmountError(
  amount: number | "" | null | undefined,
): "invalidAmount" | "amountOutOfRange" | null {
  const invalid = amountError(amount);
  if (invalid) return invalid;
  return (amount as number) < PAYMENT_AMOUNT_MIN || (amount as number) > PAYMENT_AMOUNT_MAX ? "amountOutOfRange" : null;
}
