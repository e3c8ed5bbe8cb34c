import "../batch-i18n";
import { Badge, Button, Drawer, Group, Progress, Stack, Text, Title } from "@mantine/core";
import type { Capability } from "@payflow/contracts/capabilities";
import type { PayoutBatchDetail } from "@payflow/contracts/payout-batches";
import { PAYOUT_STATUSES } from "@payflow/contracts/payout-rules";
import type { Me } from "@payflow/contracts/profile";
import { IconDownload } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { QueryStatus } from "../../../components/QueryStatus";
import { formatDateTime, formatXof } from "../../../lib/format";
import { useModeKey } from "../../../lib/test-mode";
import { toast } from "../../../lib/toast";
import { batchDetailQuery, downloadBatchResults } from "../api/batches";
import { BATCH_STATUS_COLOR, endedLines } from "../batch-status";
import { PAYOUT_STATUS_COLOR } from "../status";
import { BatchActions } from "./BatchActions";
import { BatchResults } from "./BatchResults";
import { DetailHead } from "./DetailTable";

/** One batch: its status, counts and progress (read every 2 s while in progress), decisions, results. */
export function BatchDrawer({
  id,
  held,
  onClose,
}: {
  id: string | null;
  held: readonly Capability[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { data, isPending, error } = useQuery(batchDetailQuery(useModeKey(), id));
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={data ? t("payoutBatches.detail.title", { id: data.id }) : ""}
      styles={{ title: { overflowWrap: "anywhere" } }}
    >
      {id &&
        (isPending || error ? (
          <QueryStatus isPending={isPending} error={error} />
        ) : (
          <Detail batch={data} held={held} />
        ))}
    </Drawer>
  );
}

function Detail({ batch, held }: { batch: PayoutBatchDetail; held: readonly Capability[] }) {
  const { t, i18n } = useTranslation();
  const me = useOutletContext<Me>();
  const [downloading, setDownloading] = useState(false);
  const none = t("payouts.detail.none");
  const money = (n: number) => formatXof(n, i18n.language);
  const number = (n: number) => n.toLocaleString(i18n.language);
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language, me.preferences.timeZone) : none);
  const done = endedLines(batch);
  const percent = batch.lineCount > 0 ? Math.round((done / batch.lineCount) * 100) : 0;
  const approval = !batch.approval.required
    ? t("payoutBatches.detail.approvalNotRequired")
    : batch.approval.approvedAt
      ? t("payoutBatches.detail.approvedBy", {
          who: batch.approval.approvedBy ?? none,
          at: when(batch.approval.approvedAt),
        })
      : batch.status === "pending_approval"
        ? t("payoutBatches.detail.approvalWaiting")
        : none;
  const rows: [string, ReactNode][] = [
    [t("payoutBatches.detail.lines"), number(batch.lineCount)],
    [t("payoutBatches.detail.amount"), money(batch.totalAmount)],
    [t("payoutBatches.detail.fee"), money(batch.totalFee)],
    [t("payoutBatches.detail.approval"), approval],
    [t("payoutBatches.detail.createdAt"), when(batch.createdAt)],
    [t("payoutBatches.detail.completedAt"), when(batch.completedAt)],
  ];
  const download = () => {
    setDownloading(true);
    downloadBatchResults(batch.id)
      .then((name) => toast.show({ color: "teal", title: t("payoutBatches.detail.downloaded"), message: name }))
      .catch(() => toast.show({ color: "red", message: t("payoutBatches.detail.downloadFailed") }))
      .finally(() => setDownloading(false));
  };

  return (
    <Stack gap="md" data-testid="batch-detail" data-status={batch.status}>
      <DetailHead
        status={t(`payoutBatches.statuses.${batch.status}`)}
        color={BATCH_STATUS_COLOR[batch.status]}
        test={batch.mode === "test"}
        rows={rows}
      />
      <BatchActions batch={batch} held={held} meId={me.id} />
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={500} id="batch-progress-label">
            {t("payoutBatches.detail.progress")}
          </Text>
          <Text size="sm" c="dimmed" data-testid="batch-progress-text">
            {t("payoutBatches.detail.progressText", { done: number(done), count: number(batch.lineCount) })}
          </Text>
        </Group>
        <Progress
          value={percent}
          color={batch.status === "cancelled" ? "gray" : "teal"}
          size="lg"
          animated={batch.status === "queued"}
          aria-labelledby="batch-progress-label"
          data-testid="batch-progress"
          data-done={done}
          data-count={batch.lineCount}
        />
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t("payoutBatches.detail.counts")}
        </Text>
        <Group gap={6} data-testid="batch-counts">
          {PAYOUT_STATUSES.filter((s) => batch.counts[s] > 0).map((s) => (
            <Badge key={s} variant="light" color={PAYOUT_STATUS_COLOR[s]} data-status={s}>
              {t("payoutBatches.detail.countBadge", { status: t(`payouts.statuses.${s}`), n: number(batch.counts[s]) })}
            </Badge>
          ))}
        </Group>
      </Stack>
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h5">
          {t("payoutBatches.detail.results")}
        </Title>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconDownload size={14} aria-hidden />}
          loading={downloading}
          onClick={download}
        >
          {t("payoutBatches.detail.download")}
        </Button>
      </Group>
      <BatchResults lines={batch.lines} />
    </Stack>
  );
}
