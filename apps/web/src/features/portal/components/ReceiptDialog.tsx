import "../../payments";
import { Alert, Badge, Button, Group, Modal, Stack, Table, Text } from "@mantine/core";
import { PAYMENT_OPERATOR_NAMES, type PaymentOperator } from "@payflow/contracts/payment-rules";
import type { Me } from "@payflow/contracts/profile";
import type { PortalTransaction } from "@payflow/contracts/transactions";
import { IconFlask, IconPrinter } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { formatDateTime, formatXof } from "../../../lib/format";

/**
 * A payment's receipt as the client keeps it: the business paid, what, when, how, and its
 * references; a test payment's receipt says it is not a real payment (printed too).
 */
export function ReceiptDialog(props: {
  transaction: PortalTransaction | null;
  statusLabel: string;
  company: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const me = useOutletContext<Me>();
  const tx = props.transaction;
  const when = (iso: string) => formatDateTime(iso, i18n.language, me.preferences.timeZone);
  const rows: [string, string][] = tx
    ? ([
        [t("client.transactions.code"), tx.code],
        [t("client.transactions.date"), when(tx.date)],
        [t("client.transactions.description"), tx.description],
        [t("client.transactions.amount"), formatXof(tx.amount, i18n.language)],
        tx.operator
          ? [t("client.transactions.operator"), PAYMENT_OPERATOR_NAMES[tx.operator as PaymentOperator] ?? tx.operator]
          : null,
        tx.reference ? [t("client.transactions.reference"), tx.reference] : null,
        tx.paidAt ? [t("client.transactions.paidAt"), when(tx.paidAt)] : null,
        tx.operatorTransactionId ? [t("client.transactions.operatorTransaction"), tx.operatorTransactionId] : null,
        tx.refundedAmount > 0 ? [t("client.transactions.refunded"), formatXof(tx.refundedAmount, i18n.language)] : null,
        tx.failureCode
          ? [t("client.transactions.reason"), t(`paymentFailure.${tx.failureCode}` as "paymentFailure.payment_failed")]
          : null,
      ].filter(Boolean) as [string, string][])
    : [];
  return (
    <Modal opened={tx !== null} onClose={props.onClose} title={t("client.transactions.receiptTitle")} centered>
      {tx && (
        <Stack gap="sm" data-testid="receipt">
          <Group justify="space-between">
            <Text fw={600}>{props.company}</Text>
            <Badge variant="light">{props.statusLabel}</Badge>
          </Group>
          {tx.isTestData && (
            <Alert variant="light" color="orange" icon={<IconFlask />} p="xs" data-testid="receipt-test-notice">
              {t("client.transactions.receiptTest")}
            </Alert>
          )}
          <Table withRowBorders={false} verticalSpacing={4}>
            <Table.Tbody>
              {rows.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th scope="row" fw={500} c="dimmed" style={{ whiteSpace: "nowrap" }}>
                    {label}
                  </Table.Th>
                  <Table.Td style={{ overflowWrap: "anywhere" }}>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end">
            <Button
              variant="default"
              leftSection={<IconPrinter size={16} aria-hidden />}
              onClick={() => window.print()}
            >
              {t("client.transactions.print")}
            </Button>
            <Button onClick={props.onClose}>{t("client.transactions.close")}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
