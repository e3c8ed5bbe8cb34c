import "../i18n";
import { Badge } from "@mantine/core";
import type { Payment } from "@payflow/contracts/payments";
import { useTranslation } from "react-i18next";
import { STATUS_COLOR } from "../status";

/** A payment's status as the transactions list shows it, for screens of other features (a link's payments). */
export function PaymentStatusBadge({ status }: { status: Payment["status"] }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATUS_COLOR[status]} style={{ flexShrink: 0 }}>
      {t(`transactions.statuses.${status}`)}
    </Badge>
  );
}
