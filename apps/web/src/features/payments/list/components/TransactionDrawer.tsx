import "../../failure-i18n";
import { Anchor, Badge, Button, Drawer, Group, Stack, Table, Text, Timeline, Title } from "@mantine/core";
import { hasCapability } from "@payflow/contracts/capabilities";
import { PAYMENT_OPERATOR_NAMES, type PaymentOperator } from "@payflow/contracts/payment-rules";
import type { PaymentDetail } from "@payflow/contracts/payments";
import type { Me } from "@payflow/contracts/profile";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { ConfirmDialog } from "../../../../components/ConfirmDialog";
import { QueryStatus } from "../../../../components/QueryStatus";
import { holdsAny, useHeldCapabilities } from "../../../../lib/capabilities";
import { errorMessage } from "../../../../lib/errors";
import { formatDateTime, formatXof } from "../../../../lib/format";
import { useModeKey } from "../../../../lib/test-mode";
import { toast } from "../../../../lib/toast";
import { useCancelPayment } from "../../api/cancel-payment";
import { useMarkReceived } from "../../api/mark-received";
import { paymentDetailQuery } from "../../api/payment-detail";
import { STATUS_COLOR } from "../status";
import { RefundDialog } from "./RefundDialog";

type Pending = "cancel" | "received" | null;

/** One payment: amounts, people, accounts, its event timeline and refunds, and what staff may do. */
export function TransactionDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, isPending, error } = useQuery(paymentDetailQuery(useModeKey(), id));
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={data ? t("transactions.detail.title", { code: data.payment.code }) : ""}
    >
      {id && (isPending || error ? <QueryStatus isPending={isPending} error={error} /> : <Detail detail={data} />)}
    </Drawer>
  );
}

function Detail({ detail }: { detail: PaymentDetail }) {
  const { t, i18n } = useTranslation();
  const me = useOutletContext<Me>();
  const p = detail.payment;
  const money = (n: number) => formatXof(n, i18n.language);
  const when = (iso: string | null) =>
    iso ? formatDateTime(iso, i18n.language, me.preferences.timeZone) : t("transactions.detail.none");
  const mayRefund = hasCapability(me.capabilities, "manageClients");
  const mayConfirmPayer = holdsAny(useHeldCapabilities(me), "approvePayouts");
  const [pending, setPending] = useState<Pending>(null);
  const [refunding, setRefunding] = useState(false);
  const cancel = useCancelPayment();
  const received = useMarkReceived();
  const failed = (e: unknown) => toast.show({ color: "red", title: t("errors.title"), message: errorMessage(t, e) });
  const confirm = () => {
    const mutation = pending === "cancel" ? cancel : received;
    mutation.mutate(p.id, {
      onSuccess: () =>
        toast.show({
          color: "teal",
          title: t(pending === "cancel" ? "transactions.actions.cancelled" : "transactions.actions.received"),
          message: p.code,
        }),
      onError: failed,
      onSettled: () => setPending(null),
    });
  };
  const rows: [string, React.ReactNode][] = [
    [t("transactions.detail.amount"), money(p.amount)],
    [t("transactions.detail.fee"), money(p.fee)],
    [t("transactions.detail.net"), money(p.net)],
    [t("transactions.detail.paidAt"), when(p.paidAt)],
    [t("transactions.detail.settlesAt"), when(p.settlesAt)],
    [t("transactions.detail.payer"), p.phone ? `+225 ${p.phone}` : t("transactions.detail.none")],
    [
      t("transactions.detail.client"),
      p.client ? `${p.client.name} (${p.client.email})` : t("transactions.detail.none"),
    ],
    [
      t("transactions.detail.account"),
      p.paymentAccount
        ? `${p.paymentAccount.accountName} · ${p.paymentAccount.operatorBank}`
        : t("transactions.detail.none"),
    ],
    [
      t("transactions.columns.operator"),
      p.operator ? PAYMENT_OPERATOR_NAMES[p.operator as PaymentOperator] : t("transactions.detail.none"),
    ],
    [t("transactions.detail.operatorTransaction"), p.operatorTransactionId ?? t("transactions.detail.none")],
    [t("transactions.detail.reference"), p.reference ?? t("transactions.detail.none")],
    [t("transactions.detail.description"), p.description || t("transactions.detail.none")],
  ];
  if (p.refundedAmount > 0) rows.push([t("transactions.detail.refunded"), money(p.refundedAmount)]);
  // Refunds whose payout is still under way: not given back yet, no longer refundable either.
  const pendingRefunds = detail.refunds.filter((r) => r.status === "pending");
  const pendingAmount = pendingRefunds.reduce((sum, r) => sum + r.amount, 0);
  if (pendingAmount > 0) rows.push([t("transactions.refund.pending"), money(pendingAmount)]);
  if (p.failure) {
    const reason = t(`paymentFailure.${p.failure.code}` as "paymentFailure.payment_failed", {
      defaultValue: p.failure.message,
    });
    // Still pending: the payer's last attempt failed and they may pay another way (docs/PAYMENTS.md § Another try).
    rows.push([
      t(p.status === "pending" ? "transactions.detail.lastAttemptFailure" : "transactions.detail.failure"),
      reason,
    ]);
  }
  if (p.status === "pending") {
    rows.push([
      t("transactions.detail.checkoutLink"),
      <Anchor key="link" href={p.checkoutUrl} target="_blank" rel="noreferrer" style={{ overflowWrap: "anywhere" }}>
        {p.checkoutUrl}
      </Anchor>,
    ]);
  }
  // Only Wave can withdraw a request already sent (docs/PAYMENTS.md): say so before cancelling.
  const cancelText =
    p.operator === "mtn_momo" || p.operator === "orange_money" || p.operator === "moov_money"
      ? "transactions.actions.cancelTextOpen"
      : "transactions.actions.cancelText";
  const refundable =
    (p.status === "succeeded" || p.status === "partially_refunded") && p.refundedAmount + pendingAmount < p.amount;
  return (
    <Stack gap="md" data-testid="transaction-detail" data-status={p.status}>
      <Group gap="xs">
        <Badge size="lg" variant="light" color={STATUS_COLOR[p.status]}>
          {t(`transactions.statuses.${p.status}`)}
        </Badge>
        {p.mode === "test" && (
          <Badge variant="light" color="orange">
            {t("mode.test")}
          </Badge>
        )}
        {p.late && (
          <Badge variant="filled" color="yellow" c="dark" title={t("transactions.detail.lateHint")}>
            {t("transactions.detail.late")}
          </Badge>
        )}
      </Group>
      {p.late && (
        <Text size="sm" data-testid="late-hint">
          {t("transactions.detail.lateHint")}
        </Text>
      )}
      <Table withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" c="dimmed" fw={500} style={{ whiteSpace: "nowrap", verticalAlign: "top" }}>
                {label}
              </Table.Th>
              <Table.Td style={{ overflowWrap: "anywhere" }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group gap="xs">
        {mayRefund && refundable && (
          <Button onClick={() => setRefunding(true)}>{t("transactions.actions.refund")}</Button>
        )}
        {p.status === "pending" && hasCapability(me.capabilities, "usePOS") && (
          <Button variant="default" color="red" onClick={() => setPending("cancel")}>
            {t("transactions.actions.cancel")}
          </Button>
        )}
        {p.status === "pending" && p.operator === "bank_transfer" && mayRefund && (
          <Button variant="light" onClick={() => setPending("received")}>
            {t("transactions.actions.markReceived")}
          </Button>
        )}
      </Group>
      <Title order={3} size="h5">
        {t("transactions.detail.timeline")}
      </Title>
      <Timeline bulletSize={14} lineWidth={2} active={detail.events.length}>
        {detail.events.map((e) => (
          <Timeline.Item
            key={e.id}
            title={t(`transactions.detail.events.${e.type}`, {
              amount: money(Number((e.data.refund as { amount?: number } | undefined)?.amount ?? 0)),
            })}
          >
            <Text size="xs" c="dimmed">
              {when(e.createdAt)}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
      {detail.heldReports.length > 0 && (
        <Stack gap={4} data-testid="held-reports">
          <Title order={3} size="h5">
            {t("transactions.detail.held")}
          </Title>
          {detail.heldReports.map((r) => (
            <Text key={r.id} size="sm">
              {when(r.createdAt)} —{" "}
              {t("transactions.detail.heldText", {
                source: t(`transactions.detail.heldSource.${r.source}`),
                fields: r.mismatches
                  .map((f) =>
                    t(`transactions.detail.heldField.${f}`, {
                      amount: r.reported.amount ?? "",
                      currency: r.reported.currency ?? "",
                    }),
                  )
                  .join(", "),
              })}
            </Text>
          ))}
        </Stack>
      )}
      <RefundDialog
        payment={refunding ? p : null}
        pendingAmount={pendingAmount}
        mayConfirmPayer={mayConfirmPayer}
        onClose={() => setRefunding(false)}
      />
      <ConfirmDialog
        opened={pending !== null}
        title={t(pending === "cancel" ? "transactions.actions.cancelTitle" : "transactions.actions.receivedTitle")}
        text={t(pending === "cancel" ? cancelText : "transactions.actions.receivedText", {
          code: p.code,
          amount: money(p.amount),
          operator: p.operator ? PAYMENT_OPERATOR_NAMES[p.operator as PaymentOperator] : "",
        })}
        confirmLabel={t(pending === "cancel" ? "transactions.actions.cancel" : "transactions.actions.markReceived")}
        busy={cancel.isPending || received.isPending}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}
