/** @jsxImportSource preact */
import type { ErrorCode } from "@payflow/contracts/errors";
import { invoicePartError } from "@payflow/contracts/invoice-lifecycle";
import type { PublicInvoice } from "@payflow/contracts/invoice-views";
import { PAYMENT_AMOUNT_MAX, PAYMENT_AMOUNT_MIN } from "@payflow/contracts/rules";
import { useId, useRef, useState } from "preact/hooks";
import { formatXof } from "../../lib/format";
import { ApiError } from "../../lib/http";
import { AmountField, bare, digits, type FieldProblem, wording } from "../fields";
import { Alert, Spinner, useWords } from "../ui";
import { fill, httpUrl } from "../words";
import { payInvoice } from "./api";

// The payer's part of an invoice (docs/INVOICES.md § Parts): all that remains by default, less
// when the invoice's minimum part allows it. Checked here with the server's own rule
// (invoicePartError) before anything is sent; the server makes the part a payment, which the
// payer pays on its checkout page (/pay/<id>), where the operator is chosen.

/** The refusals about the amount, shown at it; any other (the network, the server) under the form. */
const AMOUNT_CODES: readonly string[] = [
  "invalidAmount",
  "amountOutOfRange",
  "invoicePartExceedsRemaining",
  "invoicePartBelowMinimum",
  "invoicePartLeavesTooLittle",
  "invoiceNotPayable",
];

/** How the invoice may be paid now: the least part, whether the payer may choose less than all, the amount offered. */
export function partTerms(invoice: PublicInvoice): { minimum: number; inParts: boolean; offered: number } {
  const payable = invoice.amountPayable;
  const minimum = Math.max(invoice.minimumPart ?? PAYMENT_AMOUNT_MIN, PAYMENT_AMOUNT_MIN);
  // A smaller part must leave at least the smallest payment (a minimum at or above the total never does).
  const inParts = minimum <= payable - PAYMENT_AMOUNT_MIN;
  // All that remains, unless it is more than one payment may carry.
  const offered = payable <= PAYMENT_AMOUNT_MAX ? payable : Math.min(PAYMENT_AMOUNT_MAX, payable - PAYMENT_AMOUNT_MIN);
  return { minimum, inParts, offered };
}

export function InvoiceForm({ invoice }: { invoice: PublicInvoice }) {
  const { language, w } = useWords();
  const { minimum, inParts, offered } = partTerms(invoice);
  const [amountText, setAmountText] = useState(() => bare(offered, language));
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [failure, setFailure] = useState<FieldProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLFormElement>(null);
  const errorId = useId();

  const amount = inParts ? (amountText.trim() ? Number(digits(amountText)) : Number.NaN) : offered;
  const valid = Number.isInteger(amount) && amount > 0;
  // Amounts in a refusal are written as the payer reads them ("25 000"; the text adds "FCFA").
  const amountProblem = (code: ErrorCode, params?: Record<string, string>): FieldProblem => ({
    code,
    ...(params && {
      params: Object.fromEntries(
        Object.entries(params).map(([k, v]) => [k, /^\d+$/.test(v) ? bare(Number(v), language) : v]),
      ),
    }),
  });
  const refuse = (found: FieldProblem) => {
    setProblem(found);
    ref.current?.querySelector<HTMLInputElement>('[data-field="amount"] input')?.focus();
  };

  const submit = async (event: Event) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const paid = invoice.totalTtc - invoice.amountPayable;
    const refusal = invoicePartError({ total: invoice.totalTtc, paid, minimumPart: invoice.minimumPart }, amount);
    if (refusal) return refuse(amountProblem(refusal.code, refusal.params));
    setProblem(null);
    setBusy(true);
    try {
      const payment = await payInvoice(invoice.id, { amount });
      // The checkout page takes over: the payer chooses how to pay there and it follows the payment.
      window.location.assign(httpUrl(payment.checkoutUrl) ?? `/pay/${encodeURIComponent(payment.paymentId)}`);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && (error.field === "amount" || AMOUNT_CODES.includes(error.code))) {
        refuse(amountProblem(error.code as ErrorCode, error.params));
      } else {
        setFailure({ error });
      }
    }
  };

  const error = problem ? wording(w, problem) : undefined;
  return (
    <form ref={ref} onSubmit={submit} noValidate aria-label={w.invoice.form} class="stack">
      {inParts ? (
        <AmountField
          label={w.invoice.amount}
          hint={fill(w.invoice.partsHint, { min: formatXof(minimum, language) })}
          error={error}
          value={amountText}
          onInput={(value) => {
            setAmountText(value);
            setProblem(null);
          }}
        />
      ) : (
        error && (
          <p class="error small" id={errorId} role="alert">
            {error}
          </p>
        )
      )}
      {failure && (
        <Alert tone="red" role="alert" title={w.errors.title}>
          <p>{wording(w, failure)}</p>
        </Alert>
      )}
      <button
        type="submit"
        class="button large full"
        disabled={busy}
        aria-busy={busy ? "true" : undefined}
        aria-describedby={!inParts && error ? errorId : undefined}
      >
        {busy && <Spinner />}
        {valid ? fill(w.pay, { amount: formatXof(amount, language) }) : w.invoice.payNow}
      </button>
    </form>
  );
}
