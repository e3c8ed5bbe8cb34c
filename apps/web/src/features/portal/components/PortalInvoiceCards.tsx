import { Group, Paper, Stack, Text } from "@mantine/core";
import type { TimeZoneLabel } from "@payflow/contracts/constants";
import type { PortalInvoice } from "@payflow/contracts/portal-invoices";
import { useTranslation } from "react-i18next";
import { formatXof } from "../../../lib/format";
import {
  PortalInvoiceActions,
  PortalInvoiceBadges,
  PortalInvoiceCertification,
  PortalInvoiceDue,
  PortalInvoiceReceipts,
} from "./PortalInvoiceParts";

/**
 * "Mes factures" on a phone (375 px): one card per invoice, what remains and its state first,
 * then its number, business and due date, its actions and its receipts. Same parts as the table.
 */
export function PortalInvoiceCards({ items, timeZone }: { items: PortalInvoice[]; timeZone: TimeZoneLabel }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatXof(amount, i18n.language);
  return (
    <Stack
      component="ul"
      gap="sm"
      m={0}
      p={0}
      style={{ listStyle: "none" }}
      aria-label={t("client.invoices.listLabel")}
      data-testid="portal-invoices"
    >
      {items.map((invoice) => (
        <Paper
          component="li"
          key={invoice.id}
          withBorder
          radius="md"
          p="sm"
          data-testid="portal-invoice"
          data-state={invoice.state}
        >
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <div>
              <Text fw={700} ff="monospace" style={{ overflowWrap: "anywhere" }}>
                {invoice.number}
              </Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                {invoice.businessName}
              </Text>
            </div>
            <PortalInvoiceBadges invoice={invoice} />
          </Group>
          <Group justify="space-between" wrap="wrap" gap={4} mt={6}>
            <Text size="sm">
              {t("client.invoices.total")} <strong>{money(invoice.totalTtc)}</strong>
            </Text>
            <Text size="sm">
              {t("client.invoices.remaining")} <strong>{money(invoice.amountRemaining)}</strong>
            </Text>
          </Group>
          <Text size="sm" c={invoice.overdue ? "red" : "dimmed"} mt={2}>
            <PortalInvoiceDue invoice={invoice} prefixed />
          </Text>
          <PortalInvoiceCertification invoice={invoice} />
          <Stack gap={6} mt={8}>
            <PortalInvoiceActions invoice={invoice} />
            <PortalInvoiceReceipts invoice={invoice} timeZone={timeZone} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
