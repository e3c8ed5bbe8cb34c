/** @jsxImportSource preact */

import { INVOICE_TAXES } from "@payflow/contracts/invoice-totals";
import type { PublicInvoice } from "@payflow/contracts/invoice-views";
import { formatXof } from "../../lib/format";
import { useWords } from "../ui";
import { fill, unbroken } from "../words";

// The invoice's lines and totals as the server computed them (docs/INVOICES.md § Amounts and
// taxes): shown, never recomputed. On a phone a line's quantity and unit price go under its
// description (invoice.css), so the amounts keep their column.

/** A quantity (up to 3 decimals) or a percentage (up to 2) in the payer's language. */
const decimal = (value: number, language: string, digits: number) =>
  new Intl.NumberFormat(language === "en" ? "en-US" : "fr-FR", { maximumFractionDigits: digits }).format(value);

/** One line of the totals: what it is, and its amount (never split over two lines). */
function Total({ label, amount, ttc = false }: { label: string; amount: string; ttc?: boolean }) {
  return (
    <div class={ttc ? "ttc" : undefined}>
      <dt>{label}</dt>
      <dd data-testid={ttc ? "invoice-ttc" : undefined}>{amount}</dd>
    </div>
  );
}

function Totals({ invoice }: { invoice: PublicInvoice }) {
  const { language, w } = useWords();
  const xof = (amount: number) => formatXof(amount, language);
  const percent = decimal(invoice.discountPercent, language, 2);
  return (
    <dl class="totals" data-testid="invoice-totals">
      <Total label={w.invoice.totalHt} amount={xof(invoice.totalHt)} />
      {invoice.discountAmount > 0 && (
        <>
          <Total label={fill(w.invoice.discount, { percent })} amount={`−${xof(invoice.discountAmount)}`} />
          <Total label={w.invoice.discountedHt} amount={xof(invoice.totalHt - invoice.discountAmount)} />
        </>
      )}
      {invoice.taxes.map((tax) => (
        <Total key={tax.code} label={INVOICE_TAXES[tax.code].labels[language]} amount={xof(tax.vat)} />
      ))}
      {invoice.taxes.length > 1 && <Total label={w.invoice.totalVat} amount={xof(invoice.totalVat)} />}
      <Total label={w.invoice.totalTtc} amount={xof(invoice.totalTtc)} ttc />
    </dl>
  );
}

export function InvoiceLines({ invoice }: { invoice: PublicInvoice }) {
  const { language, w } = useWords();
  const xof = (amount: number) => formatXof(amount, language);
  return (
    <section class="panel">
      <table class="invoice-lines">
        <caption class="h4">{w.invoice.lines}</caption>
        <thead>
          <tr class="small dimmed">
            <th scope="col">{w.invoice.description}</th>
            <th scope="col" class="num wide-only">
              {w.invoice.quantity}
            </th>
            <th scope="col" class="num wide-only">
              {w.invoice.unitPrice}
            </th>
            <th scope="col" class="num">
              {w.invoice.lineHt}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, index) => {
            const quantity = `${decimal(line.quantity, language, 3)}${line.unit ? ` ${line.unit}` : ""}`;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id; their order is the invoice's and never changes
              <tr key={index}>
                <td class="wrap">
                  {line.description}
                  <span class="block small dimmed phone-only">
                    {quantity} × {unbroken(xof(line.unitPrice))}
                  </span>
                  {line.discountPercent > 0 && (
                    <span class="block small dimmed">
                      {fill(w.invoice.lineDiscount, { percent: decimal(line.discountPercent, language, 2) })}
                    </span>
                  )}
                </td>
                <td class="num wide-only">{quantity}</td>
                <td class="num wide-only">{xof(line.unitPrice)}</td>
                <td class="num">{xof(line.ht)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <Totals invoice={invoice} />
      {invoice.notes && (
        <div class="stack tight">
          <p class="label">{w.invoice.notes}</p>
          <p class="wrap lines small">{invoice.notes}</p>
        </div>
      )}
    </section>
  );
}
