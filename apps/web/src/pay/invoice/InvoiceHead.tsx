/** @jsxImportSource preact */
import type { PublicInvoice } from "@payflow/contracts/invoice-views";
import { formatDay } from "../../lib/day";
import { Business, Icon, useWords } from "../ui";
import { fill, httpUrl } from "../words";

// The invoice's head as its payer reads it (docs/INVOICES.md): who bills whom, its number and
// days, whether it is late, and whether the tax office's platform (FNE) certified it.

/** The UTC day of a timestamp or a calendar day, as people write it. */
const day = (value: string, language: string) => formatDay(value.slice(0, 10), language);

function Certification({ invoice }: { invoice: PublicInvoice }) {
  const { w } = useWords();
  const { status, fneNumber, verificationUrl } = invoice.certification;
  if (status === "not_required") return null;
  if (status !== "certified" || !fneNumber) {
    return (
      <p class="small dimmed" data-testid="invoice-certification">
        {w.invoice.certificationPending}
      </p>
    );
  }
  const verify = httpUrl(verificationUrl);
  return (
    <p class="certified small" data-testid="invoice-certification">
      <Icon name="circleCheck" />
      <span class="wrap">
        {fill(w.invoice.certified, { number: fneNumber })}
        {verify && (
          <>
            {" · "}
            <a
              class="strong"
              href={verify}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={fill(w.invoice.verifyLabel, { number: fneNumber })}
            >
              {w.invoice.verify}
            </a>
          </>
        )}
      </span>
    </p>
  );
}

export function InvoiceHead({ invoice }: { invoice: PublicInvoice }) {
  const { language, w } = useWords();
  return (
    <section class="panel invoice-head">
      <Business label={w.invoice.from} name={invoice.businessName} logoUrl={invoice.businessLogoUrl} heading={false} />
      <div class="row">
        <h1 class="h3 wrap">{fill(w.invoice.number, { number: invoice.number })}</h1>
        {invoice.overdue && (
          <span class="badge red" data-testid="invoice-overdue">
            {w.invoice.overdue}
          </span>
        )}
      </div>
      <dl class="facts">
        <div>
          <dt class="dimmed small">{w.invoice.billedTo}</dt>
          <dd class="wrap">{invoice.clientName}</dd>
        </div>
        {invoice.clientNcc && (
          <div>
            <dt class="dimmed small">{w.invoice.ncc}</dt>
            <dd class="mono">{invoice.clientNcc}</dd>
          </div>
        )}
        {invoice.openedAt && (
          <div>
            <dt class="dimmed small">{w.invoice.issued}</dt>
            <dd>{day(invoice.openedAt, language)}</dd>
          </div>
        )}
        {invoice.dueDate && (
          <div>
            <dt class="dimmed small">{w.invoice.due}</dt>
            <dd class={invoice.overdue ? "late" : undefined}>{day(invoice.dueDate, language)}</dd>
          </div>
        )}
      </dl>
      <Certification invoice={invoice} />
    </section>
  );
}
