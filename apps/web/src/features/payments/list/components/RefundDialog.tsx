import { Button, Group, Modal, NumberInput, Stack, Textarea } from "@mantine/core";
import { PAYMENT_LIMITS } from "@payflow/contracts/payment-rules";
import type { Payment } from "@payflow/contracts/payments";
import { amountError } from "@payflow/contracts/rules";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useFieldForm } from "../../../../lib/form";
import { formatXof, numberInputSeparators } from "../../../../lib/format";
import { toast } from "../../../../lib/toast";
import { useRefund } from "../../api/refund";

type Values = { amount: number | ""; reason: string };

/** A full or partial refund; the reason is needed for manual refunds (every operator but Wave). */
export function RefundDialog({ payment, onClose }: { payment: Payment | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const left = payment ? payment.amount - payment.refundedAmount : 0;
  // Only Wave gives a whole payment back itself; any other refund is made by the business, with a reason.
  const byOperator = (amount: Values["amount"]) =>
    payment?.operator === "wave" && amount === payment.amount && payment.refundedAmount === 0;
  const form = useFieldForm<Values>({ amount: left, reason: "" }, ({ amount, reason }) => [
    amountError(amount) ? { field: "amount", code: "invalidAmount" } : null,
    (amount as number) > left ? { field: "amount", code: "refundExceedsAmount" } : null,
    !byOperator(amount) && !reason.trim() ? { field: "reason", code: "refundReasonRequired" } : null,
  ]);
  const refund = useRefund();
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when another payment opens the dialog
  useEffect(() => form.reset({ amount: left, reason: "" }), [payment?.id, left]);
  if (!payment) return null;
  // The rules let only a whole amount through.
  const onSubmit = form.submit(({ amount, reason }) =>
    refund.mutate(
      { id: payment.id, body: { amount: amount as number, ...(reason.trim() ? { reason: reason.trim() } : {}) } },
      {
        onSuccess: (r) => {
          toast.show({
            color: "teal",
            title: t("transactions.refund.done"),
            message: t("transactions.refund.doneText", {
              amount: formatXof(r.amount, i18n.language),
              code: payment.code,
            }),
          });
          onClose();
        },
        onError: (e) => form.fail(e),
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
          <Textarea
            label={t("transactions.refund.reason")}
            description={byOperator(form.values.amount) ? undefined : t("transactions.refund.reasonHint")}
            required={!byOperator(form.values.amount)}
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
