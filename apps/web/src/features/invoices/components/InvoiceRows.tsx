import "../i18n";
import { Anchor, Card, Group, Table, Text } from "@mantine/core";
import type { Invoice } from "@payflow/contracts/invoices";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListCard, PaymentCardList } from "../../../components/PaymentCards";
import { TableScroll } from "../../../components/TableScroll";
import { formatDay, formatXof } from "../../../lib/format";
import { invoicePath } from "../invoice-view";
import { CertificationBadge, OverdueBadge, StateBadge } from "./InvoiceBadges";

// The list's rows: a table on wide screens, one card per invoice on a phone (nothing to scroll
// sideways at 375 px). Both carry the same hooks: invoice-row, data-id, data-state.

function NumberLink({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const number = invoice.number ?? t("invoices.draft");
  return (
    <Anchor
      component={Link}
      to={invoicePath(invoice.id)}
      fw={600}
      size="sm"
      ff={invoice.number ? "monospace" : undefined}
      style={{ overflowWrap: "anywhere" }}
      aria-label={t("invoices.open", { number: `${number} — ${invoice.clientName}` })}
    >
      {number}
    </Anchor>
  );
}

function DueDate({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" style={{ whiteSpace: "nowrap" }}>
        {invoice.dueDate ? formatDay(invoice.dueDate, i18n.language) : t("invoices.none")}
      </Text>
      <OverdueBadge overdue={invoice.overdue} />
    </Group>
  );
}

export function InvoicesTable({ rows }: { rows: Invoice[] }) {
  const { t, i18n } = useTranslation();
  const money = (n: number) => formatXof(n, i18n.language);
  const columns = ["number", "client", "total", "remaining", "dueDate", "state", "certification"] as const;
  const right = new Set(["total", "remaining"]);
  return (
    <Card withBorder padding={0} radius="md">
      <TableScroll label={t("invoices.listLabel")} minWidth={960}>
        <Table striped highlightOnHover verticalSpacing="sm" data-testid="invoices-table">
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c} style={right.has(c) ? { textAlign: "right" } : undefined}>
                  {t(`invoices.columns.${c}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((invoice) => (
              <Table.Tr key={invoice.id} data-testid="invoice-row" data-id={invoice.id} data-state={invoice.state}>
                <Table.Td>
                  <NumberLink invoice={invoice} />
                </Table.Td>
                <Table.Td style={{ overflowWrap: "anywhere" }}>{invoice.clientName}</Table.Td>
                <Table.Td style={{ textAlign: "right", whiteSpace: "nowrap" }}>{money(invoice.totalTtc)}</Table.Td>
                <Table.Td style={{ textAlign: "right", whiteSpace: "nowrap" }}>
                  {money(invoice.amountRemaining)}
                </Table.Td>
                <Table.Td>
                  <DueDate invoice={invoice} />
                </Table.Td>
                <Table.Td>
                  <StateBadge state={invoice.state} />
                </Table.Td>
                <Table.Td>
                  <CertificationBadge state={invoice.state} status={invoice.certification.status} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </Card>
  );
}

export function InvoiceCards({ rows }: { rows: Invoice[] }) {
  const { t, i18n } = useTranslation();
  const money = (n: number) => formatXof(n, i18n.language);
  return (
    <PaymentCardList data-testid="invoices-table">
      {rows.map((invoice) => (
        <ListCard key={invoice.id} data-testid="invoice-row" data-id={invoice.id} data-state={invoice.state}>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <NumberLink invoice={invoice} />
            <StateBadge state={invoice.state} />
          </Group>
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {invoice.clientName}
          </Text>
          <Text size="sm" fw={600} mt={4}>
            {t("invoices.cardAmounts", { total: money(invoice.totalTtc), remaining: money(invoice.amountRemaining) })}
          </Text>
          <Group gap={6} mt={4} wrap="wrap">
            {invoice.dueDate && (
              <Text size="sm" c="dimmed">
                {t("invoices.cardDue", { date: formatDay(invoice.dueDate, i18n.language) })}
              </Text>
            )}
            <OverdueBadge overdue={invoice.overdue} />
            <CertificationBadge state={invoice.state} status={invoice.certification.status} />
          </Group>
        </ListCard>
      ))}
    </PaymentCardList>
  );
}
