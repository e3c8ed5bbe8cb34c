import { Group, Text } from "@mantine/core";
import type { TimeZoneLabel } from "@payflow/contracts/constants";
import type { PortalInvoice } from "@payflow/contracts/portal-invoices";
import { useTranslation } from "react-i18next";
import { ListCard, PaymentCardList } from "../../../components/PaymentCards";
import { formatXof } from "../../../lib/format";
import { InvoiceBadges, InvoiceCertification, InvoiceDocuments, InvoiceDue } from "./PortalInvoiceParts";

/** One invoice on a phone (375 px): its number and business beside its state, its amounts, when it is due, then what to do with it. */
function InvoiceCard({ invoice, timeZone }: { invoice: PortalInvoice; timeZone: TimeZoneLabel }) {
  const { t, i18n } = useTranslation();
  const amount = (label: string, value: number) => (
    <Text size="sm">
      {label} <strong>{formatXof(value, i18n.language)}</strong>
    </Text>
  );
  return (
    <ListCard data-testid="portal-invoice" data-state={invoice.state}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text fw={700} ff="monospace" style={{ overflowWrap: "anywhere" }}>
            {invoice.number}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {invoice.businessName}
          </Text>
        </div>
        <InvoiceBadges invoice={invoice} />
      </Group>
      <Group justify="space-between" wrap="wrap" gap={4} my={6}>
        {amount(t("client.invoices.total"), invoice.totalTtc)}
        {amount(t("client.invoices.remaining"), invoice.amountRemaining)}
      </Group>
      <Text size="sm" c={invoice.overdue ? "red" : "dimmed"}>
        <InvoiceDue invoice={invoice} prefixed />
      </Text>
      <InvoiceCertification invoice={invoice} />
      <InvoiceDocuments invoice={invoice} timeZone={timeZone} />
    </ListCard>
  );
}

/** "Mes factures" on a phone: one card per invoice, the same parts as the table's rows. */
export function PortalInvoiceCards({ items, timeZone }: { items: PortalInvoice[]; timeZone: TimeZoneLabel }) {
  return (
    <PaymentCardList data-testid="portal-invoices">
      {items.map((invoice) => (
        <InvoiceCard key={invoice.id} invoice={invoice} timeZone={timeZone} />
      ))}
    </PaymentCardList>
  );
}
