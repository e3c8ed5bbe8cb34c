import "../i18n-detail";
import { Group, Stack, Text, Title } from "@mantine/core";
import { invoiceDaysOverdue } from "@payflow/contracts/invoice-rules";
import type { InvoiceDetail } from "@payflow/contracts/invoice-views";
import type { Me } from "@payflow/contracts/profile";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { formatDateTime, formatDay } from "../../../lib/format";
import { InvoiceActions } from "./InvoiceActions";
import { CertificationBadge, OverdueBadge, StateBadge } from "./InvoiceBadges";

/** The invoice's head: its number (or "Draft"), state, overdue, certification, client and dates, then its actions. */
export function DetailHeader({ invoice }: { invoice: InvoiceDetail }) {
  const { t, i18n } = useTranslation();
  const me = useOutletContext<Me>();
  const lang = i18n.language;
  const late = invoice.overdue ? invoiceDaysOverdue(invoice.state, invoice.dueDate, new Date()) : 0;
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        <Title order={1} size="h2" style={{ overflowWrap: "anywhere" }} data-testid="invoice-number">
          {invoice.number ?? t("invoices.draft")}
        </Title>
        <StateBadge state={invoice.state} />
        <OverdueBadge overdue={invoice.overdue} />
        <CertificationBadge state={invoice.state} status={invoice.certification.status} />
      </Group>
      <Stack gap={2}>
        <Text fw={500} style={{ overflowWrap: "anywhere" }}>
          {t("invoiceDetail.billedTo", { client: invoice.client.name })}
          {invoice.clientNcc ? ` · NCC ${invoice.clientNcc}` : ""}
        </Text>
        <Group gap="md" wrap="wrap">
          {invoice.openedAt && (
            <Text size="sm" c="dimmed">
              {t("invoiceDetail.issuedOn", { date: formatDateTime(invoice.openedAt, lang, me.preferences.timeZone) })}
            </Text>
          )}
          {invoice.dueDate && (
            <Text size="sm" c={invoice.overdue ? "var(--mantine-color-error)" : "dimmed"}>
              {t("invoiceDetail.dueOn", { date: formatDay(invoice.dueDate, lang) })}
              {late > 0 ? ` · ${t("invoiceDetail.daysOverdue", { count: late })}` : ""}
            </Text>
          )}
        </Group>
      </Stack>
      <InvoiceActions invoice={invoice} />
    </Stack>
  );
}
