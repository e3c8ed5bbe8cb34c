import { Table, Text } from "@mantine/core";
import type { Me } from "@payflow/contracts/profile";
import type { ReportSummary } from "@payflow/contracts/reports";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { TableScroll } from "../../../components/TableScroll";
import { formatDateTime, formatXof } from "../../../lib/format";

/** The customers report: every client with sales in the period. */
export function CustomersTable({ summary }: { summary: ReportSummary }) {
  const { t, i18n } = useTranslation();
  const me = useOutletContext<Me>();
  const customers = summary.customers ?? [];
  if (customers.length === 0) return <Text c="dimmed">{t("reports.noClients")}</Text>;
  const right = { textAlign: "right" } as const;
  return (
    <TableScroll label={t("reports.topClients")} minWidth={640}>
      <Table striped data-testid="top-clients">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("reports.client")}</Table.Th>
            <Table.Th style={right}>{t("reports.payments")}</Table.Th>
            <Table.Th style={right}>{t("reports.money.grossVolume")}</Table.Th>
            <Table.Th style={right}>{t("reports.money.refunds")}</Table.Th>
            <Table.Th>{t("reports.lastPayment")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {customers.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td>{c.name}</Table.Td>
              <Table.Td style={right}>{c.payments}</Table.Td>
              <Table.Td style={right}>{formatXof(c.grossVolume, i18n.language)}</Table.Td>
              <Table.Td style={right}>{formatXof(c.refunds, i18n.language)}</Table.Td>
              <Table.Td>{formatDateTime(c.lastPaymentAt, i18n.language, me.preferences.timeZone)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
