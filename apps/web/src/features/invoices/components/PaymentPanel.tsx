import "../i18n-detail";
import { Button, Card, Group, Progress, Stack, Text, Title } from "@mantine/core";
import { useClipboard } from "@mantine/hooks";
import { COPY_CONFIRMATION_MS } from "@payflow/contracts/constants";
import type { InvoiceDetail } from "@payflow/contracts/invoice-views";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatXof } from "../../../lib/format";
import { InvoiceParts } from "./InvoiceParts";

/** What was paid and what remains (a bar), the client's payment page to copy, and the parts paid. */
export function PaymentPanel({ invoice }: { invoice: InvoiceDetail }) {
  const { t, i18n } = useTranslation();
  const money = (n: number) => formatXof(n, i18n.language);
  const clipboard = useClipboard({ timeout: COPY_CONFIRMATION_MS });
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
          <div>
            <Text size="sm" c="dimmed">
              {t("invoiceDetail.payment.payUrl")}
            </Text>
            <Group wrap="nowrap" gap="xs" justify="space-between">
              <Text
                fw={600}
                ff="monospace"
                size="sm"
                style={{ overflowWrap: "anywhere", minWidth: 0 }}
                data-testid="invoice-pay-url"
              >
                {invoice.payUrl}
              </Text>
              <Button
                size="compact-sm"
                variant="light"
                style={{ flexShrink: 0 }}
                aria-label={t("invoiceDetail.payment.copyLabel")}
                leftSection={
                  clipboard.copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />
                }
                onClick={() => clipboard.copy(invoice.payUrl)}
              >
                {clipboard.copied ? t("invoiceDetail.payment.copied") : t("invoiceDetail.payment.copy")}
              </Button>
            </Group>
          </div>
        )}
        <InvoiceParts invoice={invoice} />
      </Stack>
    </Card>
  );
}
