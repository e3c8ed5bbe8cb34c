import { Badge, Card, Group, Stack, Table, Text } from "@mantine/core";
import type { PayoutBatchDetail } from "@payflow/contracts/payout-batches";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatXof } from "../../../lib/format";
import { usePhone } from "../../../lib/use-phone";
import { PAYOUT_STATUS_COLOR } from "../status";
import { BatchPager, pageRows } from "./BatchPager";

type Line = PayoutBatchDetail["lines"][number];

/** A batch's lines with their payout's state and failure, 50 at a time; cards on a phone. */
export function BatchResults({ lines }: { lines: Line[] }) {
  const { t, i18n } = useTranslation();
  const phone = usePhone();
  const [page, setPage] = useState(1);
  const current = pageRows(lines, page);
  const money = (n: number) => formatXof(n, i18n.language);
  const status = (l: Line) => (
    <Badge variant="light" color={PAYOUT_STATUS_COLOR[l.status]} style={{ flexShrink: 0 }}>
      {t(`payouts.statuses.${l.status}`)}
    </Badge>
  );
  const failure = (l: Line) => (l.failure ? t(`payouts.failures.${l.failure.code}`) : null);

  return (
    <Stack gap="xs">
      {phone ? (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: "none" }} data-testid="batch-results">
          {current.rows.map((l) => (
            <Card
              component="li"
              key={l.payout}
              withBorder
              padding="xs"
              radius="md"
              data-testid="batch-result"
              data-reference={l.reference}
              data-status={l.status}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
                  {l.reference}
                </Text>
                {status(l)}
              </Group>
              <Text size="sm">
                {money(l.amount)}
                {l.phone ? ` · ${l.phone}` : ""}
              </Text>
              <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: "anywhere" }}>
                {l.payout}
              </Text>
              {l.failure && (
                <Text size="sm" c="red">
                  {failure(l)}
                </Text>
              )}
            </Card>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing={6} data-testid="batch-results">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("payoutBatches.detail.reference")}</Table.Th>
                <Table.Th>{t("payoutBatches.detail.payout")}</Table.Th>
                <Table.Th>{t("payoutBatches.detail.status")}</Table.Th>
                <Table.Th style={{ textAlign: "right" }}>{t("payoutBatches.detail.amount2")}</Table.Th>
                <Table.Th>{t("payoutBatches.detail.failure")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {current.rows.map((l) => (
                <Table.Tr key={l.payout} data-testid="batch-result" data-reference={l.reference} data-status={l.status}>
                  <Table.Td style={{ overflowWrap: "anywhere" }}>{l.reference}</Table.Td>
                  <Table.Td>
                    <Text size="xs" ff="monospace" style={{ overflowWrap: "anywhere" }}>
                      {l.payout}
                    </Text>
                  </Table.Td>
                  <Table.Td>{status(l)}</Table.Td>
                  <Table.Td style={{ textAlign: "right", whiteSpace: "nowrap" }}>{money(l.amount)}</Table.Td>
                  <Table.Td>{failure(l) ?? "—"}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <BatchPager
        count={lines.length}
        page={current.page}
        shown={current.rows.length}
        onChange={setPage}
        rangeKey="payoutBatches.detail.page"
        labelKey="payoutBatches.detail.pages"
      />
    </Stack>
  );
}
