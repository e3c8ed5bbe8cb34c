import { Alert, Paper, Stack, Text, VisuallyHidden } from "@mantine/core";
import { isMobilePaymentOperator, type PaymentOperator } from "@payflow/contracts/payment-rules";
import type { CheckoutView } from "@payflow/contracts/payments";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { operatorName } from "../words";
import { ApproveStep } from "./ApproveStep";
import { BankTransferStep } from "./BankTransferStep";
import { FinalState, finalKind } from "./FinalState";
import { MethodForm } from "./MethodForm";
import { PaymentSummary } from "./PaymentSummary";
import { RedirectStep } from "./RedirectStep";
import { Waiting } from "./Waiting";

/** A number was given and the operator asked, but it has not answered yet (or did not answer in time). */
const awaitingOperator = (view: CheckoutView) =>
  !view.nextAction && view.operator !== null && isMobilePaymentOperator(view.operator) && view.phoneHint !== null;

const retryTitle = (t: TFunction, operator: PaymentOperator) =>
  t("checkout.retry.title", { operator: operatorName(t, operator) });

/** The payer's last attempt failed and the payment waits for another (docs/PAYMENTS.md § Another try). */
function RetryNotice({ view }: { view: CheckoutView }) {
  const { t } = useTranslation();
  if (!view.failedAttempt) return null;
  return (
    <Alert color="red" mb="md" title={retryTitle(t, view.failedAttempt.operator)}>
      <Stack gap={4}>
        {view.failure && <Text size="sm">{t(`checkout.failure.${view.failure.code}`)}</Text>}
        <Text size="sm">{t("checkout.retry.text")}</Text>
        <Text size="sm" fw={600}>
          {t("checkout.retry.attemptsLeft", { count: view.failedAttempt.attemptsLeft })}
        </Text>
      </Stack>
    </Alert>
  );
}

/** What the live region says about where the payment stands (announced when it changes). */
function announcement(t: TFunction, view: CheckoutView): string {
  const kind = finalKind(view.status);
  if (kind === "failed" && view.failure) {
    return `${t("checkout.status.failed")}. ${t(`checkout.failure.${view.failure.code}`)}`;
  }
  if (kind) return t(`checkout.status.${kind}`);
  if (view.failedAttempt) return retryTitle(t, view.failedAttempt.operator);
  if (view.nextAction?.type === "approve_on_phone") return t("checkout.approve.waiting");
  if (view.nextAction) return t("checkout.redirect.waiting");
  return "";
}

function Step({ view, onPaid, onMovedOn }: Props) {
  const { t } = useTranslation();
  const business = view.businessName || t("checkout.someBusiness");
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
    return (
      <Waiting text={t("checkout.processing", { operator: view.operator ? operatorName(t, view.operator) : "" })} />
    );
  }
  if (!view.operator && view.operators.length === 0) return <Text>{t("checkout.noMethod", { business })}</Text>;
  return (
    <>
      <RetryNotice view={view} />
      <MethodForm view={view} onPaid={onPaid} onMovedOn={onMovedOn} />
    </>
  );
}

type Props = { view: CheckoutView; onPaid: (view: CheckoutView) => void; onMovedOn: () => void };

/** The payment and where it stands: the summary, then the step the payer is at, kept up to date. */
export function PaymentSteps({ view, connectionLost, onPaid, onMovedOn }: Props & { connectionLost: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <PaymentSummary view={view} />
      {connectionLost && (
        <Alert color="orange" mb="md" role="status">
          {t("checkout.connectionLost")}
        </Alert>
      )}
      <Paper withBorder p="lg" radius="md">
        <Step view={view} onPaid={onPaid} onMovedOn={onMovedOn} />
      </Paper>
      <VisuallyHidden role="status" aria-live="polite" data-testid="checkout-status">
        {announcement(t, view)}
      </VisuallyHidden>
    </Stack>
  );
}
