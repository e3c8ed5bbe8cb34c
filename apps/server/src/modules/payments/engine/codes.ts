import { randomBytes } from "node:crypto";

// The human-readable payment code (PF-7K3Q-9M2D): what a payer types as a bank transfer's
// reference, so no letters that read like digits (O/0, I/1).

export const PAYMENT_CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

export function newPaymentCode(): string {
  const bytes = randomBytes(8);
  const chars = [...bytes].map((b) => PAYMENT_CODE_ALPHABET[b % PAYMENT_CODE_ALPHABET.length]);
  return `PF-${chars.slice(0, 4).join("")}-${chars.slice(4).join("")}`;
}

/** The codes found in a free-text label (a bank statement line), normalised. */
export function codesIn(label: string): string[] {
  return [...label.toUpperCase().matchAll(/PF[\s-]?([2-9A-HJ-NP-Z]{4})[\s-]?([2-9A-HJ-NP-Z]{4})/g)].map(
    (m) => `PF-${m[1]}-${m[2]}`,
  );
}
