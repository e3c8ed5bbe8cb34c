import type { BankFileFormat } from "@payflow/contracts";
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { csvLines } from "../../lib/csv";

// The transfer file's layout per bank (docs/PAYOUTS.md § Bank payouts, docs/OPERATORS.md §
// Banks). No bank of the UEMOA publishes a common customer format for bulk transfers: each gives
// its clients an e-banking template. These columns are assumed from what every template asks —
// the beneficiary's name, the account (RIB, or its parts), the amount in whole XOF, a unique
// reference per line — and are to be confirmed with each bank at the business's onboarding.
// Every file is CSV with `;`, UTF-8 with a BOM (what French Excel opens), CRLF lines.

/** One line of the file: a bank payout. */
export type BankFileLine = {
  payoutId: string;
  /** The line's reference the bank carries to the statement (bankLineReference). */
  reference: string;
  name: string;
  account: string;
  amount: number;
  reason: string;
};

type Cell = string | number | null;
/** `date`: the file's day (yyyy-mm-dd); `n`: the line's number, 1 for the first. */
type Layout = { columns: string[]; cells: (line: BankFileLine, at: { date: string; n: number }) => Cell[] };

/** A line's reference on the bank's side: `PO-` and 12 characters of its operator reference, fixed at creation. */
export function bankLineReference(operatorReference: string): string {
  return `PO-${operatorReference.replaceAll("-", "").slice(0, 12).toUpperCase()}`;
}

/** The same 12 characters in SQL, from a payout's operator reference column (a statement's lines are matched on it). */
export function bankLineReferenceSql(operatorReference: SQLWrapper): SQL {
  return sql`upper(substr(replace(${operatorReference}, '-', ''), 1, 12))`;
}

/**
 * A UEMOA RIB (24 characters: bank code `CI042`, branch 5 digits, account 12 digits, key 2),
 * alone or inside its IBAN (`CI` + 2 check digits + the RIB); null when the account is not one.
 */
export function ribParts(account: string) {
  const m = /^(?:[A-Z]{2}\d{2})?([A-Z]{2}\d{3})(\d{5})(\d{12})(\d{2})$/.exec(account);
  return m ? { bank: m[1] as string, branch: m[2] as string, number: m[3] as string, key: m[4] as string } : null;
}

/** The account in four columns (bank, branch, number, key), the whole of it in `number` when it is not a RIB. */
function ribCells(account: string): Cell[] {
  const rib = ribParts(account);
  return rib ? [rib.bank, rib.branch, rib.number, rib.key] : [null, null, account, null];
}

/** The label the beneficiary sees: the reason, else the reference. */
const label = (l: BankFileLine) => l.reason || l.reference;
/** dd/mm/yyyy, as the banks' French templates write dates. */
const frenchDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const LAYOUTS: Record<BankFileFormat, Layout> = {
  generic: {
    columns: ["Référence", "Nom du bénéficiaire", "Compte (RIB ou IBAN)", "Montant (XOF)", "Motif"],
    cells: (l) => [l.reference, l.name, l.account, l.amount, l.reason],
  },
  cne: {
    columns: ["Référence", "Nom bénéficiaire", "RIB bénéficiaire", "Montant", "Libellé", "Date d'exécution"],
    cells: (l, at) => [l.reference, l.name, l.account, l.amount, label(l), frenchDate(at.date)],
  },
  ecobank: {
    columns: ["Payment Reference", "Beneficiary Name", "Beneficiary Account Number", "Amount", "Currency", "Narration"],
    cells: (l) => [l.reference, l.name, l.account, l.amount, "XOF", label(l)],
  },
  nsia: {
    columns: [
      "Code banque",
      "Code guichet",
      "Numéro de compte",
      "Clé RIB",
      "Nom du bénéficiaire",
      "Montant",
      "Référence",
      "Motif",
    ],
    cells: (l) => [...ribCells(l.account), l.name, l.amount, l.reference, label(l)],
  },
  sgbc: {
    columns: ["Référence virement", "Nom du bénéficiaire", "IBAN / RIB", "Montant", "Devise", "Motif du virement"],
    cells: (l) => [l.reference, l.name, l.account, l.amount, "XOF", label(l)],
  },
  boa: {
    columns: ["N°", "Bénéficiaire", "RIB", "Montant", "Référence", "Libellé", "Date de valeur"],
    cells: (l, at) => [at.n, l.name, l.account, l.amount, l.reference, label(l), frenchDate(at.date)],
  },
  bni: {
    columns: [
      "Référence",
      "Nom et prénoms",
      "Code banque",
      "Code agence",
      "Numéro de compte",
      "Clé RIB",
      "Montant",
      "Motif",
    ],
    cells: (l) => [l.reference, l.name, ...ribCells(l.account), l.amount, label(l)],
  },
};

/** The whole file: the BOM, the header, one line per payout in the given order; the same bytes every time. */
export function bankFileCsv(format: BankFileFormat, lines: readonly BankFileLine[], createdAt: Date): string {
  const layout = LAYOUTS[format];
  const date = createdAt.toISOString().slice(0, 10);
  const rows = lines.map((l, i) => layout.cells(l, { date, n: i + 1 }));
  return `\uFEFF${csvLines([layout.columns, ...rows], ";")}`;
}
