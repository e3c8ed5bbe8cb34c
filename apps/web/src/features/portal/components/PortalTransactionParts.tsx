import { ActionIcon, Badge, Button, Group, Tooltip } from "@mantine/core";
import type { PortalTransaction } from "@payflow/contracts/transactions";
import { IconReceipt } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

// What a payment's table row and its phone card both show: its status badges and its actions.

/** docs/PRODUCT.md §4 portal labels: Réussi, En attente, failed in red. */
export const STATUS_COLOR: Record<string, string> = {
  succeeded: "teal",
  pending: "yellow",
  failed: "red",
  expired: "gray",
  cancelled: "gray",
  refunded: "violet",
  partially_refunded: "violet",
};

/** The payment's status, and "test" beside it for a test payment. */
export function PortalStatusBadges({
  tx,
  statusLabel,
}: {
  tx: PortalTransaction;
  statusLabel: (status: string) => string;
}) {
  const { t } = useTranslation();
  return (
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
  );
}

/** Pay (a payment still waiting, through its checkout page) and the receipt; the table names the receipt button in a tooltip too. */
export function PortalTransactionActions({
  tx,
  onReceipt,
  inTable = false,
}: {
  tx: PortalTransaction;
  onReceipt: (tx: PortalTransaction) => void;
  inTable?: boolean;
}) {
  const { t } = useTranslation();
  const receiptLabel = t("client.transactions.receiptLabel", { code: tx.code });
  const receipt = (
    <ActionIcon variant="subtle" aria-label={receiptLabel} onClick={() => onReceipt(tx)}>
      <IconReceipt size={18} />
    </ActionIcon>
  );
  return (
    <Group gap={4} wrap="nowrap" justify={inTable ? "flex-end" : undefined}>
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
      {inTable ? <Tooltip label={receiptLabel}>{receipt}</Tooltip> : receipt}
    </Group>
  );
}
