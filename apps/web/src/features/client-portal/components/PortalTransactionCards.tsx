import { ActionIcon, Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import type { TimeZoneLabel } from "@payflow/contracts/constants";
import type { PortalTransaction } from "@payflow/contracts/transactions";
import { IconReceipt } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatDateTime, formatXof } from "../../../lib/format";
import { STATUS_COLOR } from "./ClientTransactionsPage";

/**
 * "Mes transactions" on a phone: one card per payment, amount and status first, then when and
 * what, then its actions (pay a pending one, its receipt). Same hooks as the table's rows.
 */
export function PortalTransactionCards({
  items,
  timeZone,
  statusLabel,
  onReceipt,
}: {
  items: PortalTransaction[];
  timeZone: TimeZoneLabel;
  statusLabel: (status: string) => string;
  onReceipt: (tx: PortalTransaction) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    // The cards are the list's items: no wrapper between the list and them (axe: list).
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: "none" }} data-testid="portal-transactions">
      {items.map((tx) => (
        <Paper
          component="li"
          withBorder
          radius="md"
          p="sm"
          key={tx.id}
          data-testid="portal-transaction"
          data-status={tx.status}
        >
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={700} style={{ whiteSpace: "nowrap" }}>
              {formatXof(tx.amount, i18n.language)}
            </Text>
            <Group gap={4} wrap="nowrap">
              <Badge color={STATUS_COLOR[tx.status] ?? "gray"} variant="light">
                {statusLabel(tx.status)}
              </Badge>
              {tx.isTestData && (
                <Badge color="orange" variant="light" size="xs">
                  {t("client.transactions.test")}
                </Badge>
              )}
            </Group>
          </Group>
          <Text size="sm" c="dimmed" mt={4}>
            {formatDateTime(tx.date, i18n.language, timeZone)}
          </Text>
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {tx.description}
          </Text>
          <Group justify="space-between" wrap="nowrap" gap="xs" mt={6}>
            <Text size="sm" ff="monospace" title={tx.id} style={{ whiteSpace: "nowrap" }}>
              {tx.code}
            </Text>
            <Group gap={4} wrap="nowrap">
              {tx.checkoutUrl && (
                <Button
                  component="a"
                  href={tx.checkoutUrl}
                  size="compact-sm"
                  aria-label={t("client.transactions.payLabel", { code: tx.code })}
                >
                  {t("client.transactions.pay")}
                </Button>
              )}
              <ActionIcon
                variant="subtle"
                aria-label={t("client.transactions.receiptLabel", { code: tx.code })}
                onClick={() => onReceipt(tx)}
              >
                <IconReceipt size={18} />
              </ActionIcon>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
