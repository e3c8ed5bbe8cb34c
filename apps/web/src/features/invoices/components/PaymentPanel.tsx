import "../i18n-detail";
import { Card, Group, Progress, Stack, Text, Title } from "@mantine/core";
import type { InvoiceDetail } from "@payflow/contracts/invoice-views";
import { useTranslation } from "react-i18next";
import { CopyableAddress } from "../../../components/CopyableAddress";
import { formatXof } from "../../../lib/format";
import { reminderAt } from "../reminder-values";
import { InvoiceParts } from "./InvoiceParts";

/** What was paid and what remains (a bar), the client's payment page to copy, and the parts paid. */
export function PaymentPanel({ invoice }: { invoice: InvoiceDetail }) {
  const { t, i18n } = useTranslation();
  const money = (n: number) => formatXof(n, i18n.language);
  const percent = invoice.totalTtc > 0 ? Math.floor((invoice.amountPaid / invoice.totalTtc) * 100) : 0;
  return (
    <Card withBorder radius="md" padding="md" component="section" data-testid="invoice-payment-panel">
      <Title order={2} size="h4" mb="sm">
        {t("invoiceDetail.payment.title")}
      </Title>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} data-testid="invoice-paid">
            {t("invoiceDetail.payment.paid", { amount: money(invoice.amountPaid) })}
          </Text>
          <Text fw={600} data-testid="invoice-remaining">
            {t("invoiceDetail.payment.remaining", { amount: money(invoice.amountRemaining) })}
          </Text>
        </Group>
        <Progress
          value={percent}
          color="teal"
          size="lg"
          aria-label={t("invoiceDetail.payment.progress", { percent })}
        />
        {invoice.payUrl && (
          <CopyableAddress
            caption={t("invoiceDetail.payment.payUrl")}
            address={invoice.payUrl}
            texts={{
              copy: t("invoiceDetail.payment.copy"),
              copied: t("invoiceDetail.payment.copied"),
              label: t("invoiceDetail.payment.copyLabel"),
            }}
            testId="invoice-pay-url"
          />
        )}
        <Reminders invoice={invoice} />
        <InvoiceParts invoice={invoice} />
      </Stack>
    </Card>
  );
}

/** The reminder schedule's progress: how many went, when the next goes (none once paid or void). */
function Reminders({ invoice }: { invoice: InvoiceDetail }) {
  const { t, i18n } = useTranslation();
  const schedule = invoice.reminders;
  if (!schedule)
    return (
      <Text size="sm" c="dimmed" data-testid="invoice-reminders">
        {t("invoiceDetail.payment.remindersOff")}
      </Text>
    );
  return (
    <Text size="sm" data-testid="invoice-reminders">
      {t("invoiceDetail.payment.remindersSent", { sent: invoice.remindersSent, max: schedule.max })}
      {invoice.nextReminderAt &&
        ` ${t("invoiceDetail.payment.nextReminder", {
          at: reminderAt(new Date(invoice.nextReminderAt), i18n.language, schedule.timeZone),
        })}`}
    </Text>
  );
}
