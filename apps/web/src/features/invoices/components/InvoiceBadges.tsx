import "../i18n";
import { Badge } from "@mantine/core";
import type { InvoiceCertificationStatus, InvoiceState } from "@payflow/contracts/invoice-rules";
import { useTranslation } from "react-i18next";
import { CERTIFICATION_COLOR, STATE_COLOR } from "../invoice-view";

// An invoice's badges, the same on the list, its cards and its page.

export function StateBadge({ state }: { state: InvoiceState }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATE_COLOR[state]} data-testid="invoice-state" style={{ flexShrink: 0 }}>
      {t(`invoices.states.${state}`)}
    </Badge>
  );
}

export function OverdueBadge({ overdue }: { overdue: boolean }) {
  const { t } = useTranslation();
  if (!overdue) return null;
  return (
    <Badge variant="light" color="red" data-testid="invoice-overdue" style={{ flexShrink: 0 }}>
      {t("invoices.overdueBadge")}
    </Badge>
  );
}

/** Nothing for a draft or a business not asked to certify: there is nothing to wait for. */
export function CertificationBadge({ state, status }: { state: InvoiceState; status: InvoiceCertificationStatus }) {
  const { t } = useTranslation();
  if (state === "draft" || status === "not_required") return null;
  return (
    <Badge
      variant="light"
      color={CERTIFICATION_COLOR[status]}
      data-testid="invoice-certification"
      data-status={status}
      style={{ flexShrink: 0 }}
    >
      {t(`invoices.certification.${status}`)}
    </Badge>
  );
}
