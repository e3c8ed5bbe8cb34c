import { normalizeAccountNumber } from "./payment-account-rules";

// A payout's bank account, one account whatever its spelling (docs/PAYOUTS.md § Money rules): the
// limits per beneficiary, a batch's lines judged together and the payout's stored account all
// use this form, so a RIB and its IBAN are one beneficiary (a wallet is one by its 10 national
// digits, normalizePayerPhone). The form, the bulk upload and the server read accounts here.
// Pure, without zod.

/** The UEMOA's countries, whose IBAN is the country, two check digits and the 24-character RIB. */
export const UEMOA_COUNTRIES = ["CI", "SN", "BJ", "BF", "ML", "NE", "TG", "GW"] as const;
/** A UEMOA RIB: bank code 5, branch 5, account 12, key 2. */
export const RIB_LENGTH = 24;
/** A UEMOA IBAN: the country, two check digits, the RIB. */
export const UEMOA_IBAN_LENGTH = 4 + RIB_LENGTH;

/** Whether an IBAN's check digits are right (ISO 13616, ISO 7064 mod 97-10): its number mod 97 is 1. */
export function ibanCheckDigitsValid(iban: string): boolean {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    // Letters count as 10 (A) to 35 (Z); the number is reduced digit by digit, never whole.
    const digits = ch >= "A" && ch <= "Z" ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}

/** A UEMOA IBAN by its shape (country, two digits, 24 more): its check digits still to verify. */
function isUemoaIban(account: string): boolean {
  return (
    account.length === UEMOA_IBAN_LENGTH &&
    (UEMOA_COUNTRIES as readonly string[]).includes(account.slice(0, 2)) &&
    /^\d{2}$/.test(account.slice(2, 4))
  );
}

/**
 * A payout's bank account as PayFlow keeps and compares it: spaces and dashes out, capitals, a
 * UEMOA IBAN reduced to its RIB (the same account). Null when it is no account number: not 10 to
 * 34 letters or digits, or a UEMOA IBAN whose check digits are wrong (a typo there would pay
 * someone else). Other countries' accounts are kept as written.
 */
export function payoutBankAccount(value: string): string | null {
  const account = normalizeAccountNumber(value);
  if (!/^[A-Z0-9]{10,34}$/.test(account)) return null;
  if (!isUemoaIban(account)) return account;
  return ibanCheckDigitsValid(account) ? account.slice(4) : null;
}
