import { Button, Group, Modal, NumberInput, Radio, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { PAYMENT_LIMITS, PAYMENT_OPERATOR_NAMES, type PaymentOperator } from "@payflow/contracts/payment-rules";
import { operatorRefundWay, type Payment, payerConfirmedByOperator } from "@payflow/contracts/payments";
import { amountError } from "@payflow/contracts/rules";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../../lib/api";
import { useFieldForm } from "../../../../lib/form";
import { formatXof, numberInputSeparators } from "../../../../lib/format";
import { toast } from "../../../../lib/toast";
import { useRefund } from "../../api/refund";

type Way = "operator" | "manual";
type Values = { amount: number | ""; reason: string; way: Way; payerPhone: string };

/** Whether this refund can go back through the operator: the server's own rule (contracts' operatorRefundWay). */
const operatorCanRefund = (payment: Payment, amount: Values["amount"]) =>
  operatorRefundWay(payment, typeof amount === "number" ? amount : 0) !== null;

/** A full or partial refund, through the operator where it can, or recorded as made by hand with its reason. */
export function RefundDialog({
  payment,
  pendingAmount = 0,
  mayConfirmPayer = false,
  onClose,
}: {
  payment: Payment | null;
  /** What refunds still under way hold back. */
  pendingAmount?: number;
  /**
   * The person holds approvePayouts and did not make the payment: they may confirm a payer
   * number the operator never confirmed (docs/PAYMENTS.md § Refunds). The server judges it again.
   */
  mayConfirmPayer?: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const left = payment ? payment.amount - payment.refundedAmount - pendingAmount : 0;
  const wayOf = (v: Pick<Values, "amount" | "way">): Way =>
    payment && v.way === "operator" && operatorCanRefund(payment, v.amount) ? "operator" : "manual";
  const start: Values = { amount: left, reason: "", way: "operator", payerPhone: "" };
  // A refund by payout to a number the operator never confirmed (an Orange web payment's).
  const needsPayer = (v: Pick<Values, "amount" | "way">) =>
    payment !== null &&
    wayOf(v) === "operator" &&
    operatorRefundWay(payment, typeof v.amount === "number" ? v.amount : 0) === "payout" &&
    !payerConfirmedByOperator(payment);
  const form = useFieldForm<Values>(start, (v) => [
    amountError(v.amount) ? { field: "amount", code: "invalidAmount" } : null,
    (v.amount as number) > left ? { field: "amount", code: "refundExceedsAmount" } : null,
    wayOf(v) === "manual" && !v.reason.trim() ? { field: "reason", code: "refundReasonRequired" } : null,
    needsPayer(v) && !v.payerPhone.trim() ? { field: "payerPhone", code: "fieldRequired" } : null,
  ]);
  const refund = useRefund();
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when another payment opens the dialog
  useEffect(() => form.reset(start), [payment?.id, left]);
  if (!payment) return null;
  const operatorName = payment.operator ? PAYMENT_OPERATOR_NAMES[payment.operator as PaymentOperator] : "";
  const possible = operatorCanRefund(payment, form.values.amount);
  const way = wayOf(form.values);
  // The rules let only a whole amount through.
  const onSubmit = form.submit((v) =>
    refund.mutate(
      {
        id: payment.id,
        body: {
          amount: v.amount as number,
          method: wayOf(v),
          ...(v.reason.trim() ? { reason: v.reason.trim() } : {}),
          ...(needsPayer(v) ? { confirmPayerPhone: v.payerPhone.trim() } : {}),
        },
      },
      {
        onSuccess: (r) => {
          const pending = r.status === "pending";
          toast.show({
            color: "teal",
            title: t(pending ? "transactions.refund.sent" : "transactions.refund.done"),
            message: t(pending ? "transactions.refund.sentText" : "transactions.refund.doneText", {
              amount: formatXof(r.amount, i18n.language),
              code: payment.code,
            }),
          });
          onClose();
        },
        // The server names the request's field; the form's is payerPhone.
        onError: (e) =>
          form.fail(e, e instanceof ApiError && e.field === "confirmPayerPhone" ? "payerPhone" : undefined),
      },
    ),
  );
  return (
    <Modal opened onClose={onClose} title={t("transactions.refund.title", { code: payment.code })} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <NumberInput
            label={t("transactions.refund.amount")}
            description={t("transactions.refund.amountHint", { max: formatXof(left, i18n.language) })}
            min={1}
            max={left}
            // Never change what was typed: Mantine clamps to max on blur and its decimal and sign
            // options cut -5 to 5 and 12.5 to 12. A refund cannot be undone, so a wrong amount
            // is an error at the field, checked on submit.
            clampBehavior="none"
            thousandSeparator={numberInputSeparators(i18n.language).thousandSeparator}
            value={form.values.amount}
            onChange={(v) => form.set("amount", typeof v === "number" ? v : "")}
            error={form.errors.amount}
            data-autofocus
          />
          {possible ? (
            <Radio.Group
              label={t("transactions.refund.way")}
              value={form.values.way}
              onChange={(v) => form.set("way", v as Way)}
              description={
                way === "operator"
                  ? t(
                      payment.operator === "wave"
                        ? "transactions.refund.wayWaveHint"
                        : "transactions.refund.wayOperatorHint",
                      {
                        operator: operatorName,
                      },
                    )
                  : undefined
              }
            >
              <Group gap="lg" mt={4}>
                <Radio value="operator" label={t("transactions.refund.wayOperator", { operator: operatorName })} />
                <Radio value="manual" label={t("transactions.refund.wayManual")} />
              </Group>
            </Radio.Group>
          ) : (
            operatorName && (
              <Text size="sm" c="dimmed">
                {t("transactions.refund.wayManualOnly", { operator: operatorName })}
              </Text>
            )
          )}
          {needsPayer(form.values) &&
            (mayConfirmPayer ? (
              <TextInput
                label={t("transactions.refund.payerPhone")}
                description={t("transactions.refund.payerPhoneHint", { operator: operatorName, phone: payment.phone })}
                inputMode="tel"
                required
                {...form.bind("payerPhone")}
              />
            ) : (
              <Text size="sm" c="dimmed" data-testid="payer-unconfirmed">
                {t("transactions.refund.payerUnconfirmed", { operator: operatorName })}
              </Text>
            ))}
          <Textarea
            label={t("transactions.refund.reason")}
            description={way === "operator" ? undefined : t("transactions.refund.reasonHint")}
            required={way === "manual"}
            maxLength={PAYMENT_LIMITS.refundReason}
            autosize
            minRows={2}
            {...form.bind("reason")}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" loading={refund.isPending}>
              {t("transactions.refund.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
