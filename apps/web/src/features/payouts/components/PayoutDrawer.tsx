import { Drawer, Stack, Text, Timeline, Title } from "@mantine/core";
import type { Capability } from "@payflow/contracts/capabilities";
import type { PayoutDetail } from "@payflow/contracts/payouts";
import type { Me } from "@payflow/contracts/profile";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { QueryStatus } from "../../../components/QueryStatus";
import { formatDateTime, formatXof } from "../../../lib/format";
import { useModeKey } from "../../../lib/test-mode";
import { payoutDetailQuery } from "../api/payout-detail";
import { PAYOUT_STATUS_COLOR, payoutOperatorName } from "../status";
import { BankConfirmActions } from "./BankConfirmActions";
import { DetailHead } from "./DetailTable";
import { PayoutActions } from "./PayoutActions";

const EVENT_TYPES = [
  "payout.created",
  "payout.approved",
  "payout.refused",
  "payout.succeeded",
  "payout.failed",
  "payout.reversed",
  "payout.cancelled",
] as const;

/** One payout: every field, its failure, its approval, its timeline, and what this person may do. */
export function PayoutDrawer({
  id,
  held,
  onClose,
}: {
  id: string | null;
  held: readonly Capability[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { data, isPending, error } = useQuery(payoutDetailQuery(useModeKey(), id));
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={data ? t("payouts.detail.title", { id: data.payout.id }) : ""}
      styles={{ title: { overflowWrap: "anywhere" } }}
    >
      {id &&
        (isPending || error ? (
          <QueryStatus isPending={isPending} error={error} />
        ) : (
          <Detail detail={data} held={held} />
        ))}
    </Drawer>
  );
}

function Detail({ detail, held }: { detail: PayoutDetail; held: readonly Capability[] }) {
  const { t, i18n } = useTranslation();
  const me = useOutletContext<Me>();
  const p = detail.payout;
  const none = t("payouts.detail.none");
  const money = (n: number) => formatXof(n, i18n.language);
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language, me.preferences.timeZone) : none);
  const approval = !p.approval.required
    ? t("payouts.detail.approvalNotRequired")
    : p.approval.approvedAt
      ? t("payouts.detail.approvedBy", {
          // The approver's name; their id only if they have left the company since.
          who: p.approval.approvedBy ? (detail.people[p.approval.approvedBy] ?? p.approval.approvedBy) : none,
          at: when(p.approval.approvedAt),
        })
      : p.status === "pending_approval"
        ? t("payouts.detail.approvalWaiting")
        : none;
  const rows: [string, ReactNode][] = [
    [
      t("payouts.detail.id"),
      <Text key="id" ff="monospace" size="sm">
        {p.id}
      </Text>,
    ],
    [t("payouts.detail.amount"), money(p.amount)],
    [t("payouts.detail.fee"), money(p.fee)],
    [t("payouts.detail.total"), money(p.amount + p.fee)],
    [t("payouts.detail.operator"), payoutOperatorName(t, p.operator)],
    [t("payouts.detail.name"), p.beneficiary.name ?? none],
    p.operator === "bank"
      ? [t("payouts.detail.bankAccount"), p.beneficiary.bankAccount ?? none]
      : [t("payouts.detail.phone"), p.beneficiary.phone ? `+225 ${p.beneficiary.phone}` : none],
    [t("payouts.detail.reason"), p.reason || none],
    [t("payouts.detail.clientReference"), p.clientReference ?? none],
    [t("payouts.detail.operatorTransaction"), p.operatorTransactionId ?? none],
    [t("payouts.detail.approval"), approval],
    [
      t("payouts.detail.createdBy"),
      p.createdBy ? (detail.people[p.createdBy] ?? p.createdBy) : t("payouts.detail.createdByApi"),
    ],
    [t("payouts.detail.createdAt"), when(p.createdAt)],
    [t("payouts.detail.sentAt"), when(p.sentAt)],
    [t("payouts.detail.completedAt"), when(p.completedAt)],
  ];
  // A refund carried back to a payer by this payout (docs/PAYOUTS.md § Refunds through a payout).
  if (p.refund) rows.push([t("payouts.detail.refund"), p.refund]);
  if (p.failure) {
    rows.push([
      t("payouts.detail.failure"),
      <Stack key="failure" gap={0}>
        <Text size="sm">{t(`payouts.failures.${p.failure.code}`)}</Text>
        {p.failure.operatorCode && (
          <Text size="xs" c="dimmed">
            {t("payouts.detail.operatorCode", { code: p.failure.operatorCode })}
          </Text>
        )}
      </Stack>,
    ]);
  }
  return (
    <Stack gap="md" data-testid="payout-detail" data-status={p.status}>
      <DetailHead
        status={t(`payouts.statuses.${p.status}`)}
        color={PAYOUT_STATUS_COLOR[p.status]}
        test={p.mode === "test"}
        rows={rows}
      />
      <PayoutActions payout={p} held={held} meId={me.id} />
      <BankConfirmActions payout={p} held={held} />
      <Title order={3} size="h5">
        {t("payouts.detail.timeline")}
      </Title>
      <Timeline bulletSize={14} lineWidth={2} active={detail.events.length}>
        {detail.events.map((e) => (
          <Timeline.Item
            key={e.id}
            title={t(
              (EVENT_TYPES as readonly string[]).includes(e.type)
                ? `payouts.detail.events.${e.type as (typeof EVENT_TYPES)[number]}`
                : "payouts.detail.events.other",
            )}
          >
            <Text size="xs" c="dimmed">
              {when(e.createdAt)}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}
