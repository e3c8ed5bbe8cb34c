import "../i18n-detail";
import { Anchor, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { InvoiceDetail } from "@payflow/contracts/invoice-views";
import type { Me } from "@payflow/contracts/profile";
import { IconExternalLink, IconRefresh } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { holdsAny, useHeldCapabilities } from "../../../lib/capabilities";
import { errorMessage } from "../../../lib/errors";
import { formatDateTime } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { useCertifyInvoice } from "../api/certify-invoice";
import { certificationRetryable } from "../invoice-view";
import { CertificationBadge } from "./InvoiceBadges";

/**
 * The invoice's certification by the tax office's platform: its FNE number and where to check it
 * once certified; while it waits, why, and "Try again" when the platform refused or held it.
 */
export function CertificationPanel({ invoice }: { invoice: InvoiceDetail }) {
  const { t, i18n } = useTranslation();
  const me = useOutletContext<Me>();
  const canMake = holdsAny(useHeldCapabilities(me), "usePOS");
  const certify = useCertifyInvoice();
  const { status, fneNumber, verificationUrl, certifiedAt } = invoice.certification;
  const draft = invoice.state === "draft";
  const retry = () =>
    certify.mutate(invoice.id, {
      onSuccess: (saved) =>
        toast.show({
          color: "teal",
          title: t("invoiceDetail.certification.retried"),
          message: t(`invoices.certification.${saved.certification.status}`),
        }),
      onError: (e) => toast.show({ color: "red", title: t("errors.title"), message: errorMessage(t, e) }),
    });
  return (
    <Card withBorder radius="md" padding="md" component="section" data-testid="invoice-certification-panel">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4">
          {t("invoiceDetail.certification.title")}
        </Title>
        <CertificationBadge state={invoice.state} status={status} />
      </Group>
      <Stack gap="xs">
        {draft ? (
          <Text size="sm" c="dimmed">
            {t("invoiceDetail.certification.draft")}
          </Text>
        ) : status === "certified" ? (
          <>
            <div>
              <Text size="sm" c="dimmed">
                {t("invoiceDetail.certification.fneNumber")}
              </Text>
              <Text fw={600} ff="monospace" data-testid="invoice-fne-number" style={{ overflowWrap: "anywhere" }}>
                {fneNumber}
              </Text>
            </div>
            {certifiedAt && (
              <Text size="sm">
                {t("invoiceDetail.certification.certifiedAt", {
                  date: formatDateTime(certifiedAt, i18n.language, me.preferences.timeZone),
                })}
              </Text>
            )}
            {verificationUrl && (
              <Anchor href={verificationUrl} target="_blank" rel="noopener noreferrer" size="sm">
                {t("invoiceDetail.certification.verify")} <IconExternalLink size={14} aria-hidden />
              </Anchor>
            )}
          </>
        ) : (
          <Text size="sm">{t(`invoiceDetail.certification.${status}`)}</Text>
        )}
        {!draft && certificationRetryable(status) && canMake && (
          <Group>
            <Button
              variant="light"
              leftSection={<IconRefresh size={16} aria-hidden />}
              loading={certify.isPending}
              onClick={retry}
            >
              {t("invoiceDetail.certification.retry")}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
