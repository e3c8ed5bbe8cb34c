/** @jsxImportSource preact */
import { isMobilePaymentOperator, type PaymentOperator } from "@payflow/contracts/payment-rules";
import type { CheckoutView } from "@payflow/contracts/payments";
import { formatXof } from "../lib/format";
import { ApproveStep, BankTransferStep, RedirectStep } from "./Actions";
import { FinalState, finalKind } from "./Final";
import { MethodForm } from "./MethodForm";
import type { PayTexts } from "./texts";
import { Alert, TestModeBanner, useWords, Waiting } from "./ui";
import { attemptsLeft, fill, operatorName } from "./words";

/** A number was given and the operator asked, but it has not answered yet (or did not answer in time). */
const awaitingOperator = (view: CheckoutView) =>
  !view.nextAction && view.operator !== null && isMobilePaymentOperator(view.operator) && view.phoneHint !== null;

const retryTitle = (w: PayTexts, operator: PaymentOperator) =>
  fill(w.retry.title, { operator: operatorName(w, operator) });

/** What is being paid, to whom: the business's name (the page's one h1), the amount, the description and the code. */
function PaymentSummary({ view }: { view: CheckoutView }) {
  const { language, w } = useWords();
  return (
    <>
      {view.mode === "test" && <TestModeBanner />}
      <section class="panel summary">
        <h1 class="h3 wrap">
          {view.businessName ? (
            <>
              <span class="dimmed small block">{w.payTo}</span> {view.businessName}
            </>
          ) : (
            w.title
          )}
        </h1>
        <p class="amount" data-testid="checkout-amount">
          {formatXof(view.amount, language)}
        </p>
        {view.description && <p class="wrap lines">{view.description}</p>}
        <p class="code">
          <span class="dimmed">{w.paymentCode}</span> <strong class="mono">{view.code}</strong>
        </p>
      </section>
    </>
  );
}

/** The payer's last attempt failed and the payment waits for another (docs/PAYMENTS.md § Another try). */
function RetryNotice({ view }: { view: CheckoutView }) {
  const { language, w } = useWords();
  if (!view.failedAttempt) return null;
  return (
    <Alert tone="red" role="alert" title={retryTitle(w, view.failedAttempt.operator)}>
      {view.failure && <p class="small">{w.failure[view.failure.code]}</p>}
      <p class="small">{w.retry.text}</p>
      <p class="small strong">{attemptsLeft(w, language, view.failedAttempt.attemptsLeft)}</p>
    </Alert>
  );
}

/** What the live region says about where the payment stands (announced when it changes). */
function announcement(w: PayTexts, view: CheckoutView): string {
  const kind = finalKind(view.status);
  if (kind === "failed" && view.failure) return `${w.status.failed}. ${w.failure[view.failure.code]}`;
  if (kind) return w.status[kind];
  if (view.failedAttempt) return retryTitle(w, view.failedAttempt.operator);
  if (view.nextAction?.type === "approve_on_phone") return w.approve.waiting;
  if (view.nextAction) return w.redirect.waiting;
  return "";
}

type Props = { view: CheckoutView; onPaid: (view: CheckoutView) => void; onMovedOn: () => void };

function Step({ view, onPaid, onMovedOn }: Props) {
  const { w } = useWords();
  const business = view.businessName || w.someBusiness;
  const kind = finalKind(view.status);
  if (kind) return <FinalState view={view} kind={kind} business={business} />;
  switch (view.nextAction?.type) {
    case "redirect":
      return <RedirectStep view={view} />;
    case "approve_on_phone":
      return <ApproveStep view={view} />;
    case "bank_transfer":
      return <BankTransferStep view={view} business={business} />;
  }
  if (awaitingOperator(view)) {
    return <Waiting text={fill(w.processing, { operator: view.operator ? operatorName(w, view.operator) : "" })} />;
  }
  if (!view.operator && view.operators.length === 0) return <p>{fill(w.noMethod, { business })}</p>;
  return (
    <>
      <RetryNotice view={view} />
      <MethodForm view={view} onPaid={onPaid} onMovedOn={onMovedOn} />
    </>
  );
}

/** The payment and where it stands: the summary, then the step the payer is at, kept up to date. */
export function PaymentSteps({ view, connectionLost, onPaid, onMovedOn }: Props & { connectionLost: boolean }) {
  const { w } = useWords();
  return (
    <>
      <PaymentSummary view={view} />
      {connectionLost && (
        <Alert tone="orange" role="status">
          <p>{w.connectionLost}</p>
        </Alert>
      )}
      <section class="panel">
        <Step view={view} onPaid={onPaid} onMovedOn={onMovedOn} />
      </section>
      <div class="sr-only" role="status" aria-live="polite" data-testid="checkout-status">
        {announcement(w, view)}
      </div>
    </>
  );
}
