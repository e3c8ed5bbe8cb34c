import { Table, Text } from "@mantine/core";
import type { TimeZoneLabel } from "@payflow/contracts/constants";
import type { PortalInvoice } from "@payflow/contracts/portal-invoices";
import { useTranslation } from "react-i18next";
import { ListTable } from "../../../components/ListTable";
import { formatXof } from "../../../lib/format";
import { InvoiceBadges, InvoiceCertification, InvoiceDocuments, InvoiceDue } from "./PortalInvoiceParts";

const COLUMNS = ["number", "business", "total", "remaining", "dueDate", "state", "actions"] as const;
const amountCell = { textAlign: "right", whiteSpace: "nowrap" } as const;

/** "Mes factures" on a computer: one row per invoice, its amounts against the right edge. */
export function PortalInvoiceTable({ items, timeZone }: { items: PortalInvoice[]; timeZone: TimeZoneLabel }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatXof(amount, i18n.language);
  const columns = COLUMNS.map((key) => ({
    label: t(`client.invoices.${key}`),
    right: key === "total" || key === "remaining",
  }));
  return (
    <ListTable label={t("client.invoices.listLabel")} minWidth={760} columns={columns} testId="portal-invoices">
      {items.map((invoice) => (
        <Table.Tr key={invoice.id} data-testid="portal-invoice" data-state={invoice.state}>
          <Table.Td>
            <Text size="sm" ff="monospace" fw={600}>
              {invoice.number}
            </Text>
            <InvoiceCertification invoice={invoice} />
          </Table.Td>
          <Table.Td style={{ overflowWrap: "anywhere" }}>{invoice.businessName}</Table.Td>
          <Table.Td style={amountCell}>{money(invoice.totalTtc)}</Table.Td>
          <Table.Td style={amountCell}>{money(invoice.amountRemaining)}</Table.Td>
          <Table.Td style={{ whiteSpace: "nowrap" }}>
            <InvoiceDue invoice={invoice} />
          </Table.Td>
          <Table.Td>
            <InvoiceBadges invoice={invoice} />
          </Table.Td>
          <Table.Td>
            <InvoiceDocuments invoice={invoice} timeZone={timeZone} />
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
