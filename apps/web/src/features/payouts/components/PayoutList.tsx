import { Anchor, Badge, Card, Table, Text } from "@mantine/core";
import type { TimeZoneLabel } from "@payflow/contracts/constants";
import type { Payout } from "@payflow/contracts/payouts";
import { useTranslation } from "react-i18next";
import { PaymentCard, PaymentCardList } from "../../../components/PaymentCards";
import { formatDateTime, formatXof } from "../../../lib/format";
import { beneficiaryLine, PAYOUT_STATUS_COLOR, payoutOperatorName } from "../status";

type ListProps = { rows: Payout[]; timeZone: TimeZoneLabel; onOpen: (id: string) => void };

function StatusBadge({ p }: { p: Payout }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={PAYOUT_STATUS_COLOR[p.status]} style={{ flexShrink: 0 }}>
      {t(`payouts.statuses.${p.status}`)}
    </Badge>
  );
}

function OpenLink({ p, onOpen }: { p: Payout; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <Anchor
      component="button"
      type="button"
      ff="monospace"
      size="sm"
      style={{ overflowWrap: "anywhere", textAlign: "left" }}
      aria-label={t("payouts.open", { id: p.id })}
      onClick={() => onOpen(p.id)}
    >
      {p.id}
    </Anchor>
  );
}

/** The payouts as a table (wider screens). Rows carry payout-row, data-id, data-status. */
export function PayoutTable({ rows, timeZone, onOpen }: ListProps) {
  const { t, i18n } = useTranslation();
  return (
    <Card withBorder padding={0} radius="md">
      <Table.ScrollContainer minWidth={820}>
        <Table striped highlightOnHover verticalSpacing="sm" data-testid="payouts-list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("payouts.detail.id")}</Table.Th>
              <Table.Th>{t("payouts.columns.date")}</Table.Th>
              <Table.Th>{t("payouts.columns.beneficiary")}</Table.Th>
              <Table.Th style={{ textAlign: "right" }}>{t("payouts.columns.amount")}</Table.Th>
              <Table.Th>{t("payouts.columns.status")}</Table.Th>
              <Table.Th>{t("payouts.columns.operator")}</Table.Th>
              <Table.Th>{t("payouts.columns.reason")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((p) => (
              <Table.Tr key={p.id} data-testid="payout-row" data-id={p.id} data-status={p.status}>
                <Table.Td>
                  <OpenLink p={p} onOpen={onOpen} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>
                  {formatDateTime(p.createdAt, i18n.language, timeZone)}
                </Table.Td>
                <Table.Td style={{ overflowWrap: "anywhere" }}>{beneficiaryLine(p)}</Table.Td>
                <Table.Td style={{ textAlign: "right", whiteSpace: "nowrap" }}>
                  {formatXof(p.amount, i18n.language)}
                </Table.Td>
                <Table.Td>
                  <StatusBadge p={p} />
                </Table.Td>
                <Table.Td>{payoutOperatorName(t, p.operator)}</Table.Td>
                <Table.Td style={{ overflowWrap: "anywhere" }}>{p.reason || "—"}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/** The payouts on a phone: a card each, amount and status first, then who, how and why. */
export function PayoutCards({ rows, timeZone, onOpen }: ListProps) {
  const { t } = useTranslation();
  return (
    <PaymentCardList data-testid="payouts-list">
      {rows.map((p) => (
        <PaymentCard
          key={p.id}
          data-testid="payout-row"
          data-id={p.id}
          data-status={p.status}
          amount={p.amount}
          badges={<StatusBadge p={p} />}
          date={p.createdAt}
          timeZone={timeZone}
        >
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {beneficiaryLine(p)}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {payoutOperatorName(t, p.operator)}
            {p.reason ? ` · ${p.reason}` : ""}
          </Text>
          <Text mt={6} size="sm">
            <OpenLink p={p} onOpen={onOpen} />
          </Text>
        </PaymentCard>
      ))}
    </PaymentCardList>
  );
}
