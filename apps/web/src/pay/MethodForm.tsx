/** @jsxImportSource preact */
import { PHONE_PREFIX } from "@payflow/contracts/constants";
import {
  checkPayer,
  isMobilePaymentOperator,
  PAYER_PREFIXES,
  type PaymentOperator,
} from "@payflow/contracts/payment-rules";
import type { CheckoutView } from "@payflow/contracts/payments";
import { useId, useRef, useState } from "preact/hooks";
import { formatXof } from "../lib/format";
import { ApiError } from "../lib/http";
import { payCheckout } from "./api";
import { type Problem, problemText } from "./errors";
import { Alert, Icon, Spinner, useWords } from "./ui";
import { fill, operatorName } from "./words";

/** Refusals that mean the payment moved on meanwhile (another tab, the business): read it again. */
const MOVED_ON = new Set(["paymentMethodLocked", "paymentNotPending"]);

type Field = "operator" | "phone";
/** What is wrong with a field: no method chosen, or a problem with the number (found here or by the server). */
type Errors = { operator?: Problem | "none"; phone?: Problem };

/** The id of the element describing a field, and the ids its input is described by. */
const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(" ") || undefined;

function OperatorCard({
  operator,
  down,
  checked,
  onChoose,
}: {
  operator: PaymentOperator;
  down: boolean;
  checked: boolean;
  onChoose: (operator: PaymentOperator) => void;
}) {
  const { w } = useWords();
  const id = useId();
  const name = operatorName(w, operator);
  const hint =
    operator === "bank_transfer"
      ? w.hint.bank
      : operator === "wave" || operator === "orange_money"
        ? fill(w.hint.redirect, { operator: name })
        : w.hint.approve;
  return (
    <label class={checked ? "choice checked" : "choice"}>
      <input
        type="radio"
        name="operator"
        value={operator}
        checked={checked}
        onChange={() => onChoose(operator)}
        aria-label={name}
        aria-describedby={describedBy(down && `${id}-down`, `${id}-hint`)}
      />
      <Icon name={operator === "bank_transfer" ? "bank" : "mobile"} size={22} />
      <span class="choice-text">
        <span class="row">
          <span class="strong">{name}</span>
          {down && (
            <span class="badge orange" id={`${id}-down`}>
              {w.down.badge}
            </span>
          )}
        </span>
        <span class="small dimmed block" id={`${id}-hint`}>
          {hint}
        </span>
      </span>
    </label>
  );
}

/**
 * How the payer pays: the operator (skipped when the payment fixes one) and, for Mobile Money,
 * their number after the fixed +225. Checked here with the server's own rule (checkPayer)
 * before anything is sent; the server's refusals show on their field, and what was typed stays.
 */
export function MethodForm({
  view,
  onPaid,
  onMovedOn,
}: {
  view: CheckoutView;
  onPaid: (view: CheckoutView) => void;
  onMovedOn: () => void;
}) {
  const { language, w } = useWords();
  const id = useId();
  const fixed = view.operator;
  const [operator, setOperator] = useState<PaymentOperator | null>(
    fixed ?? (view.operators.length === 1 ? (view.operators[0] ?? null) : null),
  );
  const [phone, setPhone] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLFormElement>(null);
  const mobile = operator !== null && isMobilePaymentOperator(operator);

  const focus = (field: Field) =>
    ref.current
      ?.querySelector<HTMLElement>(
        field === "phone" ? 'input[name="phone"]' : 'input[name="operator"]:checked, input[name="operator"]',
      )
      ?.focus();
  const refuse = (field: Field, problem: Problem | "none") => {
    setErrors(field === "operator" ? { operator: problem } : { phone: problem as Problem });
    focus(field);
  };

  const submit = async (event: Event) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    if (!operator) return refuse("operator", "none");
    // The server's own rule (checkPayer) decides; its refusal is worded for the payer.
    const payer = checkPayer(operator, mobile ? phone : null);
    if ("error" in payer) return refuse("phone", { code: payer.error });
    setErrors({});
    setBusy(true);
    try {
      onPaid(await payCheckout(view.id, payer.phone ? { operator, phone: payer.phone } : { operator }));
    } catch (error) {
      if (error instanceof ApiError && MOVED_ON.has(error.code)) onMovedOn();
      if (error instanceof ApiError && (error.field === "phone" || error.field === "operator")) {
        refuse(error.field, { error });
      } else {
        setFailure({ error });
      }
    } finally {
      setBusy(false);
    }
  };

  const prefixes = mobile ? PAYER_PREFIXES[operator] : [];
  const list = new Intl.ListFormat(language, { type: "disjunction" });
  // A chosen operator that is down (docs/OPERATORS.md, Operator health): say so, and name the others.
  const down = new Set(view.operatorsDown);
  const others = view.operators.filter((op) => !down.has(op)).map((op) => operatorName(w, op));
  const operatorError =
    errors.operator && (errors.operator === "none" ? w.chooseMethodError : problemText(w, errors.operator));

  return (
    <form ref={ref} onSubmit={submit} noValidate aria-label={w.chooseMethod} class="stack">
      {fixed ? (
        <p class="strong">{fill(w.payWith, { operator: operatorName(w, fixed) })}</p>
      ) : (
        <div
          role="radiogroup"
          aria-labelledby={`${id}-methods`}
          aria-describedby={describedBy(operatorError && `${id}-methods-error`)}
          class="field"
        >
          <p class="label" id={`${id}-methods`}>
            {w.chooseMethod}
          </p>
          <div class="stack tight">
            {view.operators.map((op) => (
              <OperatorCard
                key={op}
                operator={op}
                down={down.has(op)}
                checked={operator === op}
                onChoose={(chosen) => {
                  setOperator(chosen);
                  setErrors({});
                }}
              />
            ))}
          </div>
          {operatorError && (
            <p class="error small" id={`${id}-methods-error`}>
              {operatorError}
            </p>
          )}
        </div>
      )}
      {operator && down.has(operator) && (
        <Alert tone="orange" role="status" title={fill(w.down.title, { operator: operatorName(w, operator) })}>
          <p>{others.length > 0 ? fill(w.down.others, { others: list.format(others) }) : w.down.noOther}</p>
        </Alert>
      )}
      {mobile && (
        <div class="field">
          <label class="label" for={`${id}-phone`}>
            {w.phone}
            <span class="required" aria-hidden="true">
              {" *"}
            </span>
          </label>
          <p class="small dimmed" id={`${id}-phone-hint`}>
            {fill(w.phoneHint, { prefixes: list.format(prefixes) })}
          </p>
          <div class={errors.phone ? "input invalid" : "input"}>
            <span class="prefix" aria-hidden="true">
              {PHONE_PREFIX}
            </span>
            <span class="sr-only" id={`${id}-phone-prefix`}>
              {w.phonePrefix}
            </span>
            <input
              id={`${id}-phone`}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="0102030405"
              maxLength={20}
              aria-required="true"
              aria-invalid={errors.phone ? "true" : undefined}
              aria-describedby={describedBy(
                `${id}-phone-prefix`,
                `${id}-phone-hint`,
                errors.phone && `${id}-phone-error`,
              )}
              value={phone}
              onInput={(event) => {
                setPhone(event.currentTarget.value);
                if (errors.phone) setErrors({});
              }}
            />
          </div>
          {errors.phone && (
            <p class="error small" id={`${id}-phone-error`}>
              {problemText(w, errors.phone)}
            </p>
          )}
        </div>
      )}
      {failure && (
        <Alert tone="red" role="alert" title={w.errors.title}>
          <p>{problemText(w, failure)}</p>
        </Alert>
      )}
      <button type="submit" class="button large full" disabled={busy} aria-busy={busy ? "true" : undefined}>
        {busy && <Spinner />}
        {fill(w.pay, { amount: formatXof(view.amount, language) })}
      </button>
    </form>
  );
}
