import { formatXof, type Language, PAYMENT_OPERATOR_NAMES, type PaymentOperator } from "@payflow/contracts";
import { DOCUMENT_WORDS } from "./words";

// How the printed documents write numbers and dates. Amounts keep formatXof's grouping (a plain
// space in French: pdfkit's Helvetica is WinAnsi, which has no narrow no-break space). Dates are
// UTC, as everywhere in PayFlow, written out by hand so the result never depends on the server's
// locale data.

const MONTHS_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const plainSpaces = (text: string) => text.replace(/\u202f|\u00a0/g, " ");

/** "1 250 000 FCFA" (fr) / "1,250,000 FCFA" (en); a negative amount keeps a plain minus. */
export function money(amount: number, lang: Language): string {
  return amount < 0 ? `-${formatXof(-amount, lang)}` : formatXof(amount, lang);
}

/** An amount in a table whose heading already says the currency: "1 250 000". */
export function figure(amount: number, lang: Language): string {
  return money(amount, lang).replace(/ FCFA$/, "");
}

/** A number with up to `decimals` decimals in the language's way: "2,5" / "2.5". */
export function decimal(value: number, lang: Language, decimals: number): string {
  const locale = lang === "en" ? "en-US" : "fr-FR";
  return plainSpaces(new Intl.NumberFormat(locale, { maximumFractionDigits: decimals }).format(value));
}

/** A percentage with up to 2 decimals: "12,5 %" / "12.5%". */
export function percent(value: number, lang: Language): string {
  return lang === "en" ? `${decimal(value, lang, 2)}%` : `${decimal(value, lang, 2)} %`;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** A UTC day, from an ISO instant or a YYYY-MM-DD date: "29/11/2026" / "29 Nov 2026". */
export function day(value: string, lang: Language): string {
  const at = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return lang === "en"
    ? `${at.getUTCDate()} ${MONTHS_EN[at.getUTCMonth()]} ${at.getUTCFullYear()}`
    : `${pad(at.getUTCDate())}/${pad(at.getUTCMonth() + 1)}/${at.getUTCFullYear()}`;
}

/** A UTC instant to the minute: "29/11/2026 14:05 UTC" / "29 Nov 2026 14:05 UTC". */
export function instant(value: string, lang: Language): string {
  const at = new Date(value);
  return `${day(value, lang)} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())} UTC`;
}

/** How a part was paid, as people read it: the operator's name, or a bank transfer in words. */
export function operatorName(operator: PaymentOperator | null, lang: Language): string {
  if (operator === null) return "—";
  return operator === "bank_transfer" ? DOCUMENT_WORDS[lang].bankTransfer : PAYMENT_OPERATOR_NAMES[operator];
}

/** A line "label : value" in the language's way ("Échéance : …" / "Due date: …"). */
export const labelled = (label: string, value: string, lang: Language) =>
  lang === "fr" ? `${label} : ${value}` : `${label}: ${value}`;
