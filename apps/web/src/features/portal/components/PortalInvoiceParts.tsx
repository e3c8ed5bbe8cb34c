import { Anchor, Button, Group, Stack, Text } from "@mantine/core";
import type { TimeZoneLabel } from "@payflow/contracts/constants";
import type { PortalInvoice } from "@payflow/contracts/portal-invoices";
import { IconCreditCard, IconDownload, IconReceipt } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatDateTime, formatDay, formatXof } from "../../../lib/format";
import { OverdueBadge, StateBadge } from "../../invoices";

// What an invoice's table row and its phone card both show: its state badges, its due date, its
// actions (pay what remains on its page, its PDF) and the receipts of its paid parts.

/** The invoice's state, and "En retard" beside it once past its due day, as the business's screens show them. */
export function InvoiceBadges({ invoice }: { invoice: PortalInvoice }) {
  return (
    <Group gap={4} wrap="wrap">
      <StateBadge state={invoice.state} />
      <OverdueBadge overdue={invoice.overdue} />
    </Group>
  );
}

/** The due day as people write it, or that there is none. */
export function InvoiceDue({ invoice, prefixed = false }: { invoice: PortalInvoice; prefixed?: boolean }) {
  const { t, i18n } = useTranslation();
  if (!invoice.dueDate) return <>{t("client.invoices.noDueDate")}</>;
  const date = formatDay(invoice.dueDate, i18n.language);
  return <>{prefixed ? t("client.invoices.due", { date }) : date}</>;
}

/** "Payer" on the invoice's page while something remains, and its PDF. */
function InvoiceActions({ invoice }: { invoice: PortalInvoice }) {
  const { t } = useTranslation();
  const number = invoice.number;
  return (
    <Group gap="xs" wrap="nowrap">
      {invoice.pageUrl && invoice.amountRemaining > 0 && (
        <Button
          component="a"
          href={invoice.pageUrl}
          size="compact-sm"
          leftSection={<IconCreditCard size={14} aria-hidden />}
          aria-label={t("client.invoices.payLabel", { number })}
        >
          {t("client.invoices.pay")}
        </Button>
      )}
      {invoice.pdfUrl && (
        <Button
          component="a"
          href={invoice.pdfUrl}
          download
          size="compact-sm"
          variant="default"
          leftSection={<IconDownload size={14} aria-hidden />}
          aria-label={t("client.invoices.pdfLabel", { number })}
        >
          {t("client.invoices.pdf")}
        </Button>
      )}
    </Group>
  );
}

/** Each paid part's receipt, as a download; nothing while no part is paid. */
function InvoiceReceipts({ invoice, timeZone }: { invoice: PortalInvoice; timeZone: TimeZoneLabel }) {
  const { t, i18n } = useTranslation();
  if (invoice.parts.length === 0) return null;
  return (
    <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: "none" }} aria-label={t("client.invoices.receipts")}>
      {invoice.parts.map((part) => {
        const amount = formatXof(part.amount, i18n.language);
        const date = formatDateTime(part.paidAt, i18n.language, timeZone);
        return (
          <Group component="li" key={part.paymentId} gap={6} wrap="nowrap" data-testid="invoice-receipt">
            <IconReceipt size={14} aria-hidden style={{ flexShrink: 0 }} />
            <Anchor
              href={part.receiptPdfUrl}
              download
              size="sm"
              aria-label={t("client.invoices.receiptLabel", { amount, date, code: part.code })}
            >
              {t("client.invoices.receipt", { code: part.code })}
            </Anchor>
            <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
              {t("client.invoices.receiptDetail", { amount, date })}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}

/** The FNE number once the tax office certified it, with the way to check it on its site. */
export function InvoiceCertification({ invoice }: { invoice: PortalInvoice }) {
  const { t } = useTranslation();
  const { status, fneNumber, verificationUrl } = invoice.certification;
  if (status !== "certified" || !fneNumber) return null;
  return (
    <Text size="xs" c="dimmed">
      {t("client.invoices.certified", { number: fneNumber })}
      {verificationUrl && (
        <>
          {" · "}
          <Anchor
            href={verificationUrl}
            target="_blank"
            rel="noopener noreferrer"
            inherit
            aria-label={t("client.invoices.verifyLabel", { number: invoice.number })}
          >
            {t("client.invoices.verify")}
          </Anchor>
        </>
      )}
    </Text>
  );
}

/** What the client does with the invoice: pay it, download it and its receipts. */
export function InvoiceDocuments({ invoice, timeZone }: { invoice: PortalInvoice; timeZone: TimeZoneLabel }) {
  return (
    <Stack gap={6}>
      <InvoiceActions invoice={invoice} />
      <InvoiceReceipts invoice={invoice} timeZone={timeZone} />
    </Stack>
  );
}
