import { Card, Table, Text } from "@mantine/core";
import type { TimeZoneLabel } from "@payflow/contracts/constants";
import type { PortalInvoice } from "@payflow/contracts/portal-invoices";
import { useTranslation } from "react-i18next";
import { TableScroll } from "../../../components/TableScroll";
import { formatXof } from "../../../lib/format";
import { InvoiceBadges, InvoiceCertification, InvoiceDocuments, InvoiceDue } from "./PortalInvoiceParts";

const HEADS = ["number", "business", "total", "remaining", "dueDate", "state", "actions"] as const;
const AMOUNTS = new Set<string>(["total", "remaining"]);
const amountCell = { textAlign: "right", whiteSpace: "nowrap" } as const;

/** "Mes factures" on a computer: one row per invoice, its amounts against the right edge. */
export function PortalInvoiceTable({ items, timeZone }: { items: PortalInvoice[]; timeZone: TimeZoneLabel }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatXof(amount, i18n.language);
  return (
    <Card withBorder padding={0} radius="md">
      <TableScroll label={t("client.invoices.listLabel")} minWidth={760}>
        <Table striped verticalSpacing="sm" data-testid="portal-invoices">
          <Table.Thead>
            <Table.Tr>
              {HEADS.map((head) => (
                <Table.Th key={head} style={AMOUNTS.has(head) ? { textAlign: "right" } : undefined}>
                  {t(`client.invoices.${head}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
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
          </Table.Tbody>
        </Table>
      </TableScroll>
    </Card>
  );
}
