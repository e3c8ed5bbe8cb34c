import { Alert, Badge, Button, Group, Radio, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  checkPayer,
  isMobilePaymentOperator,
  PAYER_PREFIXES,
  type PaymentOperator,
} from "@payflow/contracts/payment-rules";
import type { CheckoutView } from "@payflow/contracts/payments";
import { IconBuildingBank, IconDeviceMobile } from "@tabler/icons-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PhoneField } from "../../../../components/PhoneField";
import { ApiError } from "../../../../lib/api";
import { formatXof } from "../../../../lib/format";
import { payCheckout } from "../../api/checkout-pay";
import { operatorName, payerCodeMessage, payerErrorMessage } from "../words";

type Values = { operator: PaymentOperator | null; phone: string };
type Errors = { operator?: string; phone?: string };

/** Refusals that mean the payment moved on meanwhile (another tab, the business): read it again. */
const MOVED_ON = new Set(["paymentMethodLocked", "paymentNotPending"]);

function OperatorCard({ operator, down }: { operator: PaymentOperator; down: boolean }) {
  const { t } = useTranslation();
  const hintId = useId();
  const name = operatorName(t, operator);
  const hint =
    operator === "bank_transfer"
      ? t("checkout.hint.bank")
      : operator === "wave" || operator === "orange_money"
        ? t("checkout.hint.redirect", { operator: name })
        : t("checkout.hint.approve");
  const Icon = operator === "bank_transfer" ? IconBuildingBank : IconDeviceMobile;
  return (
    <Radio.Card value={operator} p="md" radius="md" aria-label={name} aria-describedby={hintId}>
      <Group wrap="nowrap" gap="sm">
        <Radio.Indicator />
        <Icon size={22} aria-hidden style={{ flexShrink: 0 }} />
        <div style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{name}</Text>
            {down && (
              <Badge color="orange" variant="light" size="sm">
                {t("checkout.down.badge")}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" id={hintId}>
            {hint}
          </Text>
        </div>
      </Group>
    </Radio.Card>
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
  const { t, i18n } = useTranslation();
  const fixed = view.operator;
  // The server's own rule (checkPayer) decides; its refusal is worded for the payer.
  const form = useForm<Values>({
    initialValues: { operator: fixed ?? (view.operators.length === 1 ? (view.operators[0] ?? null) : null), phone: "" },
    validate: ({ operator, phone }): Errors => {
      if (!operator) return { operator: t("checkout.chooseMethodError") };
      const payer = checkPayer(operator, isMobilePaymentOperator(operator) ? phone : null);
      return "error" in payer ? { phone: payerCodeMessage(t, payer.error) } : {};
    },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLFormElement>(null);
  const { operator } = form.values;
  const mobile = operator !== null && isMobilePaymentOperator(operator);

  const focus = (field: keyof Errors) =>
    ref.current?.querySelector<HTMLElement>(field === "phone" ? 'input[name="phone"]' : '[role="radio"]')?.focus();

  const pay = form.onSubmit(
    async ({ operator: chosen, phone }) => {
      const op = chosen as PaymentOperator;
      const payer = checkPayer(op, isMobilePaymentOperator(op) ? phone : null);
      const number = "phone" in payer ? payer.phone : null;
      setBusy(true);
      try {
        onPaid(await payCheckout(view.id, number ? { operator: op, phone: number } : { operator: op }));
      } catch (error) {
        const message = payerErrorMessage(t, error);
        if (error instanceof ApiError && MOVED_ON.has(error.code)) onMovedOn();
        if (error instanceof ApiError && (error.field === "phone" || error.field === "operator")) {
          form.setErrors({ [error.field]: message });
          focus(error.field);
        } else {
          setFailure(message);
        }
      } finally {
        setBusy(false);
      }
    },
    (errors) => focus(errors.operator ? "operator" : "phone"),
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (busy) return event.preventDefault();
    setFailure(null);
    pay(event);
  };

  const prefixes = operator && isMobilePaymentOperator(operator) ? PAYER_PREFIXES[operator] : [];
  const list = new Intl.ListFormat(i18n.language.startsWith("en") ? "en" : "fr", { type: "disjunction" });
  // A chosen operator that is down (docs/OPERATORS.md, Operator health): say so, and name the others.
  const down = new Set(view.operatorsDown);
  const others = view.operators.filter((op) => !down.has(op)).map((op) => operatorName(t, op));

  return (
    <form ref={ref} onSubmit={submit} noValidate aria-label={t("checkout.chooseMethod")}>
      <Stack gap="md">
        {fixed ? (
          <Text fw={600}>{t("checkout.payWith", { operator: operatorName(t, fixed) })}</Text>
        ) : (
          <Radio.Group
            label={t("checkout.chooseMethod")}
            value={operator}
            onChange={(value) => {
              form.setFieldValue("operator", value as PaymentOperator);
              form.clearErrors();
            }}
            error={form.errors.operator}
            styles={{ label: { fontWeight: 600, marginBottom: 8 } }}
          >
            <Stack gap="xs">
              {view.operators.map((op) => (
                <OperatorCard key={op} operator={op} down={down.has(op)} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {operator && down.has(operator) && (
          <Alert color="orange" title={t("checkout.down.title", { operator: operatorName(t, operator) })} role="status">
            {others.length > 0
              ? t("checkout.down.others", { others: list.format(others) })
              : t("checkout.down.noOther")}
          </Alert>
        )}
        {mobile && (
          <PhoneField
            name="phone"
            label={t("checkout.phone")}
            description={t("checkout.phoneHint", { prefixes: list.format(prefixes) })}
            autoComplete="tel-national"
            value={form.values.phone}
            error={form.errors.phone}
            withAsterisk
            onChange={(e) => form.setFieldValue("phone", e.currentTarget.value)}
            inputWrapperOrder={["label", "description", "input", "error"]}
          />
        )}
        {failure && (
          <Alert color="red" title={t("errors.title")} role="alert">
            {failure}
          </Alert>
        )}
        <Button type="submit" size="lg" fullWidth loading={busy}>
          {t("checkout.pay", { amount: formatXof(view.amount, i18n.language) })}
        </Button>
      </Stack>
    </form>
  );
}
