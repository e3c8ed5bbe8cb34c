import { formatInvoiceNumber, type InvoiceNumbering } from "@payflow/contracts";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client";

// An invoice's number (docs/INVOICES.md § Numbering), given in the transaction that issues it:
// the sequence's row is created or incremented by one statement, whose row lock makes issues of
// the same company and mode take turns until they commit. The number and the invoice commit
// together or not at all, so the sequence has no gap and no number is given twice.

export type IssuedNumber = { number: string; year: number; sequence: number };

export async function nextInvoiceNumber(
  tx: Tx,
  scope: { companyId: string; isTestData: boolean },
  company: { invoicePrefix: string; invoiceNumbering: string },
  now: Date,
): Promise<IssuedNumber> {
  const numbering = company.invoiceNumbering as InvoiceNumbering;
  const year = now.getUTCFullYear();
  // A running sequence never starts again: its row is year 0.
  const key = numbering === "yearly" ? year : 0;
  const { rows } = await tx.execute<{ last: number }>(sql`
    INSERT INTO invoice_sequences (company_id, is_test_data, year, last)
    VALUES (${scope.companyId}, ${scope.isTestData}, ${key}, 1)
    ON CONFLICT (company_id, is_test_data, year) DO UPDATE SET last = invoice_sequences.last + 1
    RETURNING last`);
  const sequence = Number(rows[0]?.last);
  return {
    number: formatInvoiceNumber({ prefix: company.invoicePrefix, numbering, year, sequence }),
    year: key,
    sequence,
  };
}
