import "../i18n";
import { Badge, Card, Group, Stack, Table, Text, Title } from "@mantine/core";
import type { Me } from "@payflow/contracts/profile";
import { IconReceiptOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { QueryStatus } from "../../../components/QueryStatus";
import { useDocumentHead } from "../../../lib/document-head";
import { formatDateTime, formatXof } from "../../../lib/format";
import { usePortalTransactions } from "../api/transactions";

/** Spec §4 portal labels: Réussi, En attente, failed in red. */
const STATUS_COLOR: Record<string, string> = { succeeded: "teal", pending: "yellow", failed: "red" };

export function ClientTransactionsPage() {
  const { t, i18n } = useTranslation();
  const me = useOutletContext<Me>();
  useDocumentHead(t("pageTitle.section", { section: t("client.transactions.title") }));
  const { data, isPending, error } = usePortalTransactions();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t("client.transactions.title")}
        </Title>
        <Text c="dimmed">{t("client.transactions.subtitle", { company: me.company })}</Text>
      </div>
      {isPending || error ? (
        <QueryStatus isPending={isPending} error={error} />
      ) : data.items.length === 0 ? (
        <Card withBorder padding="xl" radius="md" data-testid="transactions-empty">
          <Stack align="center" gap="xs">
            <IconReceiptOff size={32} aria-hidden />
            <Text c="dimmed">{t("client.transactions.empty")}</Text>
          </Stack>
        </Card>
      ) : (
        <Card withBorder padding={0} radius="md">
          <Table.ScrollContainer minWidth={640}>
            <Table striped verticalSpacing="sm" data-testid="portal-transactions">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("client.transactions.id")}</Table.Th>
                  <Table.Th>{t("client.transactions.date")}</Table.Th>
                  <Table.Th>{t("client.transactions.description")}</Table.Th>
                  <Table.Th style={{ textAlign: "right" }}>{t("client.transactions.amount")}</Table.Th>
                  <Table.Th>{t("client.transactions.status")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((tx) => (
                  <Table.Tr key={tx.id}>
                    <Table.Td>
                      <Text size="sm" ff="monospace" title={tx.id}>
                        {`${tx.id.slice(0, 8)}…`}
                      </Text>
                    </Table.Td>
                    <Table.Td>{formatDateTime(tx.date, i18n.language, me.preferences.timeZone)}</Table.Td>
                    <Table.Td style={{ overflowWrap: "anywhere" }}>{tx.description}</Table.Td>
                    <Table.Td style={{ textAlign: "right", whiteSpace: "nowrap" }}>
                      {formatXof(tx.amount, i18n.language)}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Badge color={STATUS_COLOR[tx.status] ?? "gray"} variant="light">
                          {tx.status in STATUS_COLOR
                            ? t(`client.transactions.statuses.${tx.status as "pending"}`)
                            : tx.status}
                        </Badge>
                        {tx.isTestData && (
                          <Badge color="gray" variant="outline" size="xs">
                            {t("client.transactions.test")}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
    </Stack>
  );
}
