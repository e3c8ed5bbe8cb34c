import type { PaymentStatus } from "@payflow/contracts";
import { type SQL, sql } from "drizzle-orm";

// How the CSV export writes its lines. A spreadsheet with French headers is what French Excel
// opens by a double click: its list separator is ";" (a comma-separated file lands in one
// column), and people read "Réussi", not "succeeded". Machines take the raw file: commas and
// the English codes, the same whatever the header's language.

export type CsvStyle = { separator: "," | ";"; labels: "codes" | "fr" };

/** The raw file, for machines (and what the file was before spreadsheets got their own). */
export const RAW_CSV: CsvStyle = { separator: ",", labels: "codes" };

export function csvStyle(lang: "fr" | "en", format: "spreadsheet" | "raw"): CsvStyle {
  return format === "spreadsheet" && lang === "fr" ? { separator: ";", labels: "fr" } : RAW_CSV;
}

/** The web's French words for a status (transactions/i18n.ts). */
const STATUS_FR: Record<PaymentStatus, string> = {
  pending: "En attente",
  succeeded: "Réussi",
  failed: "Échoué",
  expired: "Expiré",
  cancelled: "Annulé",
  refunded: "Remboursé",
  partially_refunded: "Partiellement remboursé",
};

/** The status column in PostgreSQL: the code, or its French label. */
export function statusColumn(status: SQL, style: CsvStyle): SQL {
  if (style.labels === "codes") return status;
  const cases = Object.entries(STATUS_FR).map(([code, label]) => sql`WHEN ${code} THEN ${label}`);
  return sql`CASE ${status} ${sql.join(cases, sql` `)} ELSE ${status} END`;
}

/** The method column in PostgreSQL from the operator: empty while the payer has not chosen. */
export function methodColumn(operator: SQL, style: CsvStyle): SQL {
  const [transfer, mobile] =
    style.labels === "fr" ? ["Virement bancaire", "Mobile Money"] : ["bank_transfer", "mobile_money"];
  return sql`CASE WHEN ${operator} = 'bank_transfer' THEN ${transfer} WHEN ${operator} IS NULL THEN '' ELSE ${mobile} END`;
}
