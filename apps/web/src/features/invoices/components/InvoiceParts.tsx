import "../i18n-detail";
import { Button, Stack, Table, Text, Title } from "@mantine/core";
import type { InvoiceDetail, InvoicePart } from "@payflow/contracts/invoice-views";
import { PAYMENT_OPERATOR_NAMES } from "@payflow/contracts/payment-rules";
import type { Me } from "@payflow/contracts/profile";
import { IconFileDownload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { TableScroll } from "../../../components/TableScroll";
import { formatDateTime, formatXof } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { PaymentStatusBadge } from "../../payments";
import { downloadReceiptPdf } from "../api/invoice-pdf";

/** The parts the invoice was paid in (each a payment), a paid part's receipt as a PDF (a refunded one's too). */
export function InvoiceParts({ invoice }: { invoice: InvoiceDetail }) {
  const { t, i18n } = useTranslation();
  const me = useOutletContext<Me>();
  const lang = i18n.language;
  const when = (at: string | null) => (at ? formatDateTime(at, lang, me.preferences.timeZone) : "—");
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t("invoiceDetail.payment.parts")}
      </Title>
      {invoice.parts.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="invoice-parts-empty">
          {t("invoiceDetail.payment.noParts")}
        </Text>
      ) : (
        <TableScroll label={t("invoiceDetail.payment.partsLabel")} minWidth={560}>
          <Table verticalSpacing="xs" data-testid="invoice-parts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th style={{ textAlign: "right" }}>{t("invoiceDetail.payment.columns.amount")}</Table.Th>
                <Table.Th>{t("invoiceDetail.payment.columns.operator")}</Table.Th>
                <Table.Th>{t("invoiceDetail.payment.columns.status")}</Table.Th>
                <Table.Th>{t("invoiceDetail.payment.columns.paidAt")}</Table.Th>
                <Table.Th>{t("invoiceDetail.payment.columns.receipt")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoice.parts.map((part) => (
                <Table.Tr key={part.paymentId} data-testid="invoice-part" data-status={part.status}>
                  <Table.Td style={{ textAlign: "right", whiteSpace: "nowrap" }}>
                    {formatXof(part.amount, lang)}
                    {part.refundedAmount > 0 && (
                      <Text size="xs" c="dimmed">
                        {t("invoiceDetail.payment.refunded", { amount: formatXof(part.refundedAmount, lang) })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{part.operator ? PAYMENT_OPERATOR_NAMES[part.operator] : "—"}</Table.Td>
                  <Table.Td>
                    <PaymentStatusBadge status={part.status} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{when(part.paidAt)}</Table.Td>
                  <Table.Td>{part.paidAt !== null && <ReceiptButton invoiceId={invoice.id} part={part} />}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </Stack>
  );
}

function ReceiptButton({ invoiceId, part }: { invoiceId: string; part: InvoicePart }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadReceiptPdf(invoiceId, part.paymentId, i18n.language.startsWith("en") ? "en" : "fr");
    } catch {
      toast.show({ color: "red", title: t("errors.title"), message: t("invoiceDetail.actions.pdfFailed") });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      loading={busy}
      leftSection={<IconFileDownload size={14} aria-hidden />}
      aria-label={t("invoiceDetail.payment.receiptLabel", { amount: formatXof(part.amount, i18n.language) })}
      onClick={() => void download()}
      data-testid="invoice-part-receipt"
    >
      {t("invoiceDetail.payment.receipt")}
    </Button>
  );
}
