import "../batch-i18n";
import { Anchor, Badge, Card, Stack, Table, Text } from "@mantine/core";
import type { TimeZoneLabel } from "@payflow/contracts/constants";
import type { PayoutBatch } from "@payflow/contracts/payout-batches";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { PaymentCard, PaymentCardList } from "../../../components/PaymentCards";
import { QueryStatus } from "../../../components/QueryStatus";
import { formatDateTime, formatXof } from "../../../lib/format";
import { useModeKey } from "../../../lib/test-mode";
import { usePhone } from "../../../lib/use-phone";
import { batchesQuery } from "../api/batches";
import { BATCH_STATUS_COLOR } from "../batch-status";

type Props = { timeZone: TimeZoneLabel; onOpen: (id: string) => void };

function StatusBadge({ b }: { b: PayoutBatch }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={BATCH_STATUS_COLOR[b.status]} style={{ flexShrink: 0 }}>
      {t(`payoutBatches.statuses.${b.status}`)}
    </Badge>
  );
}

function OpenLink({ b, onOpen }: { b: PayoutBatch; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <Anchor
      component="button"
      type="button"
      ff="monospace"
      size="sm"
      style={{ overflowWrap: "anywhere", textAlign: "left" }}
      aria-label={t("payoutBatches.list.open", { id: b.id })}
      onClick={() => onOpen(b.id)}
    >
      {b.id}
    </Anchor>
  );
}

/** The Batches tab: the latest 50 batches of the mode (status, lines, total, date), each opening its view. */
export function BatchList({ timeZone, onOpen }: Props) {
  const { t, i18n } = useTranslation();
  const phone = usePhone();
  const { data, isPending, error } = useQuery(batchesQuery(useModeKey()));
  if (isPending || error) return <QueryStatus isPending={isPending} error={error} />;
  const lines = (b: PayoutBatch) => t("payoutBatches.list.lineCount", { count: b.lineCount });
  if (data.items.length === 0) {
    return (
      <Card withBorder padding="xl" radius="md" data-testid="batches-empty">
        <Stack align="center" gap="xs">
          <IconFileSpreadsheet size={32} aria-hidden />
          <Text c="dimmed" ta="center">
            {t("payoutBatches.list.empty")}
          </Text>
        </Stack>
      </Card>
    );
  }
  if (phone) {
    return (
      <PaymentCardList data-testid="batches-list">
        {data.items.map((b) => (
          <PaymentCard
            key={b.id}
            data-testid="batch-row"
            data-id={b.id}
            data-status={b.status}
            amount={b.totalAmount}
            badges={<StatusBadge b={b} />}
            date={b.createdAt}
            timeZone={timeZone}
          >
            <Text size="sm">{lines(b)}</Text>
            <Text mt={6} size="sm">
              <OpenLink b={b} onOpen={onOpen} />
            </Text>
          </PaymentCard>
        ))}
      </PaymentCardList>
    );
  }
  return (
    <Card withBorder padding={0} radius="md">
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover verticalSpacing="sm" data-testid="batches-list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("payoutBatches.list.id")}</Table.Th>
              <Table.Th>{t("payoutBatches.list.date")}</Table.Th>
              <Table.Th>{t("payoutBatches.list.status")}</Table.Th>
              <Table.Th style={{ textAlign: "right" }}>{t("payoutBatches.list.lines")}</Table.Th>
              <Table.Th style={{ textAlign: "right" }}>{t("payoutBatches.list.total")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((b) => (
              <Table.Tr key={b.id} data-testid="batch-row" data-id={b.id} data-status={b.status}>
                <Table.Td>
                  <OpenLink b={b} onOpen={onOpen} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>
                  {formatDateTime(b.createdAt, i18n.language, timeZone)}
                </Table.Td>
                <Table.Td>
                  <StatusBadge b={b} />
                </Table.Td>
                <Table.Td style={{ textAlign: "right" }}>{b.lineCount.toLocaleString(i18n.language)}</Table.Td>
                <Table.Td style={{ textAlign: "right", whiteSpace: "nowrap" }}>
                  {formatXof(b.totalAmount, i18n.language)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
