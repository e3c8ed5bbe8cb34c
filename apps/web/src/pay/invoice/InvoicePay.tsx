/** @jsxImportSource preact */
import type { PublicInvoice } from "@payflow/contracts/invoice-views";
import { formatXof } from "../../lib/format";
import { Icon, useWords } from "../ui";
import { fill } from "../words";
import { InvoiceForm } from "./InvoiceForm";

// What is paid and what remains, then the part form; a paid invoice thanks its payer instead,
// and one whose remainder is all under way (another payer's part) says to come back.

const figure = (label: string, amount: string, style: string, testId: string) => (
  <div>
    <dt class="dimmed small">{label}</dt>
    <dd class={style} data-testid={testId}>
      {amount}
    </dd>
  </div>
);

export function InvoicePay({ invoice }: { invoice: PublicInvoice }) {
  const { language, w } = useWords();
  const xof = (amount: number) => formatXof(amount, language);
  const paid = invoice.state === "paid";
  const underWay = invoice.amountRemaining - invoice.amountPayable;
  return (
    <section class="panel">
      <dl class="balance">
        {figure(w.invoice.paid, xof(invoice.amountPaid), "strong", "invoice-paid")}
        {figure(w.invoice.remaining, xof(invoice.amountRemaining), "amount", "invoice-remaining")}
      </dl>
      <progress
        class="paid-share"
        value={Math.min(invoice.amountPaid, invoice.totalTtc)}
        max={invoice.totalTtc}
        aria-label={w.invoice.progress}
      />
      {paid ? (
        <div class="final stack tight-sm" role="status" data-testid="invoice-paid-message">
          <span class="final-icon teal">
            <Icon name="circleCheck" size={36} />
          </span>
          <p class="h4">{w.invoice.paidTitle}</p>
          <p class="dimmed">{fill(w.invoice.paidText, { business: invoice.businessName })}</p>
        </div>
      ) : invoice.amountPayable <= 0 ? (
        <p class="dimmed" role="status">
          {w.invoice.allUnderWay}
        </p>
      ) : (
        <>
          {underWay > 0 && <p class="small dimmed">{fill(w.invoice.underWay, { amount: xof(underWay) })}</p>}
          <InvoiceForm invoice={invoice} />
        </>
      )}
    </section>
  );
}
