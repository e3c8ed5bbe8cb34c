import { Anchor, Badge, Text } from "@mantine/core";
import type { TimeZoneLabel } from "@payflow/contracts/constants";
import { PAYMENT_OPERATOR_NAMES, type PaymentOperator } from "@payflow/contracts/payment-rules";
import type { Payment } from "@payflow/contracts/payments";
import { useTranslation } from "react-i18next";
import { PaymentCard, PaymentCardList } from "../../../../components/PaymentCards";
import { methodOf, STATUS_COLOR } from "../status";

/**
 * The transactions list on a phone: one card per payment, amount and status first, then when,
 * who and how, then the way into its details. Same hooks as the table's rows (transaction-row,
 * data-id, data-status).
 */
export function TransactionCards({
  rows,
  timeZone,
  onOpen,
}: {
  rows: Payment[];
  timeZone: TimeZoneLabel;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <PaymentCardList data-testid="transactions-table">
      {rows.map((p) => (
        <PaymentCard
          key={p.id}
          data-testid="transaction-row"
          data-id={p.id}
          data-status={p.status}
          amount={p.amount}
          badges={
            <Badge variant="light" color={STATUS_COLOR[p.status]} style={{ flexShrink: 0 }}>
              {t(`transactions.statuses.${p.status}`)}
            </Badge>
          }
          date={p.createdAt}
          timeZone={timeZone}
        >
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {p.client?.name ?? "—"}
          </Text>
          <Text size="sm" c="dimmed">
            {t(`transactions.methods.${methodOf(p)}`)}
            {p.operator && p.operator !== "bank_transfer"
              ? ` · ${PAYMENT_OPERATOR_NAMES[p.operator as PaymentOperator]}`
              : ""}
          </Text>
          {p.reference && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
              {t("transactions.referenceLine", { reference: p.reference })}
            </Text>
          )}
          <Anchor
            component="button"
            type="button"
            ff="monospace"
            size="sm"
            mt={6}
            style={{ whiteSpace: "nowrap" }}
            aria-label={t("transactions.open", { code: p.code })}
            onClick={() => onOpen(p.id)}
          >
            {p.code}
          </Anchor>
        </PaymentCard>
      ))}
    </PaymentCardList>
  );
}
