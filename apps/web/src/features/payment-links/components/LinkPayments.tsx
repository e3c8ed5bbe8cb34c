import { Anchor, Card, Stack, Table, Text, Title } from "@mantine/core";
import type { Payment } from "@payflow/contracts/payments";
import type { Me } from "@payflow/contracts/profile";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useOutletContext } from "react-router";
import { EmptyList, LoadMore } from "../../../components/ListStates";
import { PaymentCard, PaymentCardList } from "../../../components/PaymentCards";
import { QueryStatus } from "../../../components/QueryStatus";
import { TableScroll } from "../../../components/TableScroll";
import { formatDateTime, formatXof } from "../../../lib/format";
import { useModeKey } from "../../../lib/test-mode";
import { usePhone } from "../../../lib/use-phone";
import { PaymentStatusBadge, paymentDetailPath } from "../../payments";
import { linkPaymentsQuery } from "../api/link-payments";

/** The payments the link's visits made, newest first, each opening its detail on the transactions list. */
export function LinkPayments({ id }: { id: string }) {
  const { t } = useTranslation();
  const me = useOutletContext<Me>();
  const list = useInfiniteQuery(linkPaymentsQuery(useModeKey(), id));
  const phone = usePhone();
  const rows = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack gap="sm" component="section">
      <Title order={2} size="h4">
        {t("paymentLinks.detail.linkPayments")}
      </Title>
      {list.isPending || list.error ? (
        <QueryStatus isPending={list.isPending} error={list.error} />
      ) : rows.length === 0 ? (
        <EmptyList text={t("paymentLinks.detail.noPayments")} testId="payment-link-payments-empty" />
      ) : phone ? (
        <PaymentCardList data-testid="payment-link-payments">
          {rows.map((p) => (
            <PaymentCard
              key={p.id}
              data-testid="payment-link-payment"
              data-id={p.id}
              data-status={p.status}
              amount={p.amount}
              badges={<PaymentStatusBadge status={p.status} />}
              date={p.createdAt}
              timeZone={me.preferences.timeZone}
            >
              {p.phone && <Text size="sm">{p.phone}</Text>}
              <PaymentLink payment={p} />
            </PaymentCard>
          ))}
        </PaymentCardList>
      ) : (
        <PaymentsTable rows={rows} />
      )}
      <LoadMore list={list} label={t("paymentLinks.loadMore")} />
    </Stack>
  );
}

function PaymentLink({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  return (
    <Anchor
      component={Link}
      to={paymentDetailPath(payment.id)}
      ff="monospace"
      size="sm"
      aria-label={t("paymentLinks.detail.openPayment", { code: payment.code })}
    >
      {payment.code}
    </Anchor>
  );
}

function PaymentsTable({ rows }: { rows: Payment[] }) {
  const { t, i18n } = useTranslation();
  const me = useOutletContext<Me>();
  return (
    <Card withBorder padding={0} radius="md">
      <TableScroll label={t("paymentLinks.detail.paymentsLabel")} minWidth={640}>
        <Table striped highlightOnHover verticalSpacing="sm" data-testid="payment-link-payments">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("paymentLinks.detail.columns.code")}</Table.Th>
              <Table.Th>{t("paymentLinks.detail.columns.date")}</Table.Th>
              <Table.Th style={{ textAlign: "right" }}>{t("paymentLinks.detail.columns.amount")}</Table.Th>
              <Table.Th>{t("paymentLinks.detail.columns.status")}</Table.Th>
              <Table.Th>{t("paymentLinks.detail.columns.phone")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((p) => (
              <Table.Tr key={p.id} data-testid="payment-link-payment" data-id={p.id} data-status={p.status}>
                <Table.Td>
                  <PaymentLink payment={p} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>
                  {formatDateTime(p.createdAt, i18n.language, me.preferences.timeZone)}
                </Table.Td>
                <Table.Td style={{ textAlign: "right", whiteSpace: "nowrap" }}>
                  {formatXof(p.amount, i18n.language)}
                </Table.Td>
                <Table.Td>
                  <PaymentStatusBadge status={p.status} />
                </Table.Td>
                <Table.Td>{p.phone ?? "—"}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </Card>
  );
}
