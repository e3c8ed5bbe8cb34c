// A bank statement's amount as the bank wrote it, read as whole FCFA (XOF has no minor unit).
//
// Rules (docs/PAYMENTS.md, Bank transfers), decided the same way every time:
// - Digits in groups: spaces (U+0020, no-break U+00A0, narrow no-break U+202F, thin U+2009),
//   apostrophes (' ’) and dots or commas may separate thousands. One kind per amount; a first
//   group of 1–3 digits not starting with 0, then groups of exactly 3. Plain digits need no group.
// - The decimal separator is a dot or a comma followed by 1 or 2 digits, once, last. When both
//   a dot and a comma appear, the last one is the decimal separator (`1.500,50`, `1,500.50`).
//   A single dot or comma followed by exactly 3 digits separates thousands (`75.000`, `1,500`);
//   followed by 1 or 2 digits it is the decimal separator (`750.00`, `750,5`).
// - Centimes that are not zero (`1 500,50`) are refused (`amountFractional`), never rounded;
//   `750.00` and `750,00` read 750.
// - A leading `-`/`−` or a trailing `-` is a debit; a debit or zero is refused
//   (`amountNotPositive`). A leading `+` is allowed.
// - The currency may be written before (FCFA, F CFA, CFA, XOF) or after (those or F), not
//   both. Any other text, another currency included, makes the amount unreadable
//   (`amountUnreadable`).

import type { StatementLineReason } from "@payflow/contracts";

export type AmountRefusal = Extract<StatementLineReason, "amountUnreadable" | "amountFractional" | "amountNotPositive">;
export type ReadAmount = { amount: number } | { refused: AmountRefusal };

const SPACES = /[ \u00a0\u202f\u2009]/g;
const CURRENCY_BEFORE = /^(?:XOF|F ?CFA|CFA) ?/i;
const CURRENCY_AFTER = / ?(?:XOF|F ?CFA|CFA|F)$/i;
const MAX_DIGITS = 12;

export function readStatementAmount(raw: string): ReadAmount {
  const read = readParts(raw);
  if ("refused" in read) return read;
  if (read.negative || (read.whole === 0 && !read.centimes)) return { refused: "amountNotPositive" };
  return read.centimes ? { refused: "amountFractional" } : { amount: read.whole };
}

/**
 * The same reading with the sign kept, for money out (a bank payout's debit): a debit is
 * negative; zero, centimes and what cannot be read are refused as for a credit.
 */
export function readSignedStatementAmount(raw: string): ReadAmount {
  const read = readParts(raw);
  if ("refused" in read) return read;
  if (read.whole === 0 && !read.centimes) return { refused: "amountNotPositive" };
  if (read.centimes) return { refused: "amountFractional" };
  return { amount: read.negative ? -read.whole : read.whole };
}

/** The amount's sign, whole FCFA and whether it has centimes that are not zero. */
function readParts(raw: string): { negative: boolean; whole: number; centimes: boolean } | { refused: AmountRefusal } {
  const unreadable = { refused: "amountUnreadable" } as const;
  let text = raw.replace(SPACES, " ").trim();
  // The currency on one side only, then the sign.
  text = CURRENCY_BEFORE.test(text) ? text.replace(CURRENCY_BEFORE, "") : text.replace(CURRENCY_AFTER, "");
  let negative = false;
  const sign = /^[+\-−]/.exec(text)?.[0];
  if (sign) {
    negative = sign !== "+";
    text = text.slice(1).trimStart();
  } else if (text.endsWith("-")) {
    negative = true;
    text = text.slice(0, -1).trimEnd();
  }
  const number = splitNumber(text);
  if (!number) return unreadable;
  const digits = number.whole.replace(/^0+(?=\d)/, "");
  if (digits.length > MAX_DIGITS) return unreadable;
  return { negative, whole: Number(digits), centimes: /[1-9]/.test(number.fraction) };
}

/** The whole part's digits and the fraction's digits ("" when none), or null when not a number. */
function splitNumber(text: string): { whole: string; fraction: string } | null {
  if (!/^[0-9 '’.,]+$/.test(text) || !/^\d/.test(text) || !/\d$/.test(text)) return null;
  let whole = text;
  let fraction = "";
  const lastMark = Math.max(text.lastIndexOf("."), text.lastIndexOf(","));
  if (lastMark >= 0) {
    const mark = text.charAt(lastMark);
    const other = mark === "." ? "," : ".";
    const after = text.slice(lastMark + 1);
    const once = text.indexOf(mark) === lastMark;
    // Both marks: the last one is decimal. One mark once: decimal unless exactly 3 digits follow.
    const decimal = text.includes(other) || (once && !/^\d{3}$/.test(after));
    if (decimal) {
      if (!once || !/^\d{1,2}$/.test(after)) return null;
      whole = text.slice(0, lastMark);
      fraction = after;
    }
  }
  if (/^\d+$/.test(whole)) return { whole, fraction };
  // Grouped thousands: one kind of separator, `1`–`999` then groups of three.
  const separators = new Set(whole.replace(/\d/g, "").replace(/’/g, "'"));
  if (separators.size !== 1) return null;
  const [first = "", ...others] = whole.split(/[ '’.,]/);
  const wellGrouped = /^[1-9]\d{0,2}$/.test(first) && others.every((g) => /^\d{3}$/.test(g));
  return wellGrouped ? { whole: first + others.join(""), fraction } : null;
}
