import { Group, Text } from "@mantine/core";
import type { TimeZoneLabel } from "@payflow/contracts/constants";
import type { PortalTransaction } from "@payflow/contracts/transactions";
import { PaymentCard, PaymentCardList } from "../../../components/PaymentCards";
import { PortalStatusBadges, PortalTransactionActions } from "./PortalTransactionParts";

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
  return (
    <PaymentCardList data-testid="portal-transactions">
      {items.map((tx) => (
        <PaymentCard
          key={tx.id}
          data-testid="portal-transaction"
          data-status={tx.status}
          amount={tx.amount}
          badges={<PortalStatusBadges tx={tx} statusLabel={statusLabel} />}
          date={tx.date}
          timeZone={timeZone}
        >
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {tx.description}
          </Text>
          <Group justify="space-between" wrap="nowrap" gap="xs" mt={6}>
            <Text size="sm" ff="monospace" title={tx.id} style={{ whiteSpace: "nowrap" }}>
              {tx.code}
            </Text>
            <PortalTransactionActions tx={tx} onReceipt={onReceipt} />
          </Group>
        </PaymentCard>
      ))}
    </PaymentCardList>
  );
}
