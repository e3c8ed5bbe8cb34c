import { Table } from "@mantine/core";
import { PAYMENT_OPERATOR_NAMES } from "@payflow/contracts/payment-rules";
import type { ReportSummary } from "@payflow/contracts/reports";
import { useTranslation } from "react-i18next";
import { TableScroll } from "../../../components/TableScroll";
import { formatXof } from "../../../lib/format";

/** The payments report: per operator its payments by status and its money figures. */
export function OperatorTable({ summary }: { summary: ReportSummary }) {
  const { t, i18n } = useTranslation();
  const right = { textAlign: "right" } as const;
  return (
    <TableScroll label={t("reports.charts.byOperator")} minWidth={720}>
      <Table striped data-testid="operator-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("reports.operator")}</Table.Th>
            <Table.Th>{t("reports.statuses")}</Table.Th>
            <Table.Th style={right}>{t("reports.money.grossVolume")}</Table.Th>
            <Table.Th style={right}>{t("reports.money.refunds")}</Table.Th>
            <Table.Th style={right}>{t("reports.money.netVolume")}</Table.Th>
            <Table.Th style={right}>{t("reports.money.fees")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {summary.byOperator.map((o) => (
            <Table.Tr key={o.operator ?? "none"}>
              <Table.Td>{o.operator ? PAYMENT_OPERATOR_NAMES[o.operator] : t("reports.noOperator")}</Table.Td>
              <Table.Td>
                {Object.entries(o.statuses)
                  .map(([status, s]) => `${t(`reports.status.${status}` as "reports.status.pending")} ${s?.count ?? 0}`)
                  .join(" · ")}
              </Table.Td>
              <Table.Td style={right}>{formatXof(o.grossVolume, i18n.language)}</Table.Td>
              <Table.Td style={right}>{formatXof(o.refunds, i18n.language)}</Table.Td>
              <Table.Td style={right}>{formatXof(o.netVolume, i18n.language)}</Table.Td>
              <Table.Td style={right}>{formatXof(o.fees, i18n.language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
