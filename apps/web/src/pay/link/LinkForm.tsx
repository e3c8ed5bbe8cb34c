/** @jsxImportSource preact */
import {
  PAYMENT_LINK_FIELDS,
  type PaymentLinkAnswers,
  type PaymentLinkField,
  payerBounds,
  paymentLinkAnswers,
  paymentLinkVisitAmount,
} from "@payflow/contracts/payment-link-rules";
import type { PublicPaymentLink } from "@payflow/contracts/payment-links";
import { useRef, useState } from "preact/hooks";
import { formatXof } from "../../lib/format";
import { ApiError } from "../../lib/http";
import { AmountField, bare, digits, type FieldProblem, TextField, wording } from "../fields";
import { Alert, Spinner, useWords } from "../ui";
import { fill } from "../words";
import { visitLink } from "./api";

// A payment link's form: how much (the link's amount and a quantity, or the payer's own amount),
// the link's questions, then one payment made on the server; the payer pays it on its checkout
// page (/pay/<id>), which follows it to its end. Checked here with the server's own rules first;
// the server's refusals show on their field, and what was typed stays.

type Field = "amount" | "quantity" | `answers.${PaymentLinkField}`;

export function LinkForm({ link }: { link: PublicPaymentLink }) {
  const { language, w } = useWords();
  const [amountText, setAmountText] = useState("");
  const [quantity, setQuantity] = useState("1");
  const [answers, setAnswers] = useState<PaymentLinkAnswers>({});
  const [errors, setErrors] = useState<Partial<Record<Field, FieldProblem>>>({});
  const [failure, setFailure] = useState<FieldProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLFormElement>(null);
  const fixed = link.amountType === "fixed";
  const bounds = payerBounds(link);

  const visit = fixed
    ? link.quantityMax !== null
      ? { quantity: Number(quantity) }
      : {}
    : amountText.trim()
      ? { amount: Number(digits(amountText)) }
      : {};
  const checked = paymentLinkVisitAmount(link, visit);
  const total = "amount" in checked ? checked.amount : null;

  const refuse = (field: string, problem: FieldProblem) => {
    setErrors({ [field]: problem });
    ref.current?.querySelector<HTMLElement>(`[data-field="${field}"] input`)?.focus();
  };

  const submit = async (event: Event) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    if ("code" in checked) {
      const params = checked.params?.min
        ? { min: bare(bounds.min, language), max: bare(bounds.max, language) }
        : undefined;
      return refuse(checked.field, { code: checked.code, ...(params ? { params } : {}) });
    }
    const answered = paymentLinkAnswers(link.fields, answers);
    if ("code" in answered) return refuse(answered.field, { code: answered.code });
    setErrors({});
    setBusy(true);
    try {
      const payment = await visitLink(link.slug, { ...visit, answers });
      // The checkout page takes over: it offers the link's ways of paying and follows the payment.
      window.location.assign(`/pay/${encodeURIComponent(payment.paymentId)}`);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.field && error.code !== "paymentLinkUnavailable") {
        refuse(error.field, { error });
      } else {
        setFailure({ error });
      }
    }
  };

  const errorOf = (field: Field) => {
    const problem = errors[field];
    return problem ? wording(w, problem) : undefined;
  };
  const answerField = (field: PaymentLinkField) => {
    const mode = link.fields[field];
    if (mode === "off") return null;
    const label = field === "note" ? link.noteLabel || w.link.form : w.link[field];
    return (
      <TextField
        key={field}
        name={`answers.${field}`}
        label={label}
        optional={mode === "optional"}
        error={errorOf(`answers.${field}`)}
      >
        {(input) => (
          <input
            {...input}
            name={field}
            type={field === "email" ? "email" : field === "phone" ? "tel" : "text"}
            inputMode={field === "phone" ? "tel" : field === "email" ? "email" : undefined}
            autoComplete={
              field === "name" ? "name" : field === "phone" ? "tel-national" : field === "email" ? "email" : "off"
            }
            maxLength={field === "note" ? 500 : 254}
            aria-required={mode === "required" ? "true" : undefined}
            value={answers[field] ?? ""}
            onInput={(event) => {
              setAnswers({ ...answers, [field]: event.currentTarget.value });
              setErrors({});
            }}
          />
        )}
      </TextField>
    );
  };

  return (
    <form ref={ref} onSubmit={submit} noValidate aria-label={w.link.form} class="stack">
      {!fixed && (
        <>
          {link.suggestedAmounts.length > 0 && (
            <div class="field">
              <p class="label">{w.link.suggested}</p>
              <div class="row wrap-row">
                {link.suggestedAmounts.map((amount) => (
                  <button
                    key={amount}
                    type="button"
                    class={Number(digits(amountText)) === amount ? "button compact" : "button light compact"}
                    aria-pressed={Number(digits(amountText)) === amount ? "true" : "false"}
                    onClick={() => {
                      setAmountText(String(amount));
                      setErrors({});
                    }}
                  >
                    {formatXof(amount, language)}
                  </button>
                ))}
              </div>
            </div>
          )}
          <AmountField
            label={w.link.amount}
            hint={fill(w.link.amountHint, {
              min: formatXof(bounds.min, language),
              max: formatXof(bounds.max, language),
            })}
            error={errorOf("amount")}
            value={amountText}
            placeholder={bare(bounds.min, language)}
            onInput={(value) => {
              setAmountText(value);
              setErrors({});
            }}
          />
        </>
      )}
      {fixed && link.quantityMax !== null && (
        <TextField name="quantity" label={w.link.quantity} optional={false} error={errorOf("quantity")}>
          {(input) => (
            <input
              {...input}
              name="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={link.quantityMax ?? 1}
              step={1}
              value={quantity}
              onInput={(event) => {
                setQuantity(event.currentTarget.value);
                setErrors({});
              }}
            />
          )}
        </TextField>
      )}
      {fixed && link.quantityMax !== null && total !== null && (
        <p class="row">
          <span class="dimmed">{w.link.total}</span>
          <strong data-testid="link-total">{formatXof(total, language)}</strong>
        </p>
      )}
      {PAYMENT_LINK_FIELDS.map(answerField)}
      {failure && (
        <Alert tone="red" role="alert" title={w.errors.title}>
          <p>{wording(w, failure)}</p>
        </Alert>
      )}
      <button type="submit" class="button large full" disabled={busy} aria-busy={busy ? "true" : undefined}>
        {busy && <Spinner />}
        {total !== null ? fill(w.link.continueAmount, { amount: formatXof(total, language) }) : w.link.continue}
      </button>
    </form>
  );
}
