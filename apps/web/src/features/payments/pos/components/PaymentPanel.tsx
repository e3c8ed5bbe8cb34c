import "../../failure-i18n";
import { Alert, Badge, Button, Card, Group, Image, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { Payment } from "@payflow/contracts/payments";
import type { Me } from "@payflow/contracts/profile";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { CopyableAddress } from "../../../../components/CopyableAddress";
import { QueryStatus } from "../../../../components/QueryStatus";
import { formatDateTime, formatXof } from "../../../../lib/format";
import { useModeKey } from "../../../../lib/test-mode";
import { checkoutQrQuery } from "../../api/checkout-qr";
import { posPaymentQuery } from "../../api/pos-payment";

const STATUS_COLOR: Record<Payment["status"], string> = {
  pending: "yellow",
  succeeded: "teal",
  failed: "red",
  expired: "gray",
  cancelled: "gray",
  refunded: "violet",
  partially_refunded: "violet",
};

/**
 * A POS payment as it happens: while it waits, the QR code of its checkout link and the code and
 * link to copy; then its outcome only (the operator's transaction id on success, the reason on
 * failure): a settled payment offers nothing to pay again.
 */
export function PaymentPanel({ id, live, onNew }: { id: string; live: boolean; onNew: () => void }) {
  const { t, i18n } = useTranslation();
  const me = useOutletContext<Me>();
  const { data: payment, isPending, error } = useQuery(posPaymentQuery(useModeKey(), id, live));
  if (isPending || error) return <QueryStatus isPending={isPending} error={error} />;
  const failureText = payment.failure
    ? t(`paymentFailure.${payment.failure.code}` as "paymentFailure.payment_failed", {
        defaultValue: payment.failure.message,
      })
    : null;
  return (
    <Card withBorder padding="lg" radius="md" data-testid="pos-panel" data-status={payment.status}>
      <Group justify="space-between" align="flex-start" mb="sm">
        <div>
          <Title order={2} size="h3">
            {t("pos.panelTitle", { code: payment.code })}
          </Title>
          <Text fw={700} size="xl">
            {formatXof(payment.amount, i18n.language)}
          </Text>
          {payment.phone && (
            <Text size="sm" c="dimmed">
              +225 {payment.phone}
            </Text>
          )}
        </div>
        <Button variant="light" onClick={onNew}>
          {t("pos.newPayment")}
        </Button>
      </Group>
      <Stack gap="sm">
        <Alert
          color={STATUS_COLOR[payment.status]}
          variant="light"
          role="status"
          aria-live="polite"
          data-testid="pos-status"
          icon={payment.status === "pending" ? <Loader size="xs" /> : undefined}
        >
          <Group gap="xs">
            <Badge color={STATUS_COLOR[payment.status]}>{t(`pos.status.${payment.status}`)}</Badge>
          </Group>
          {payment.status === "pending" && payment.expiresAt && (
            <Text size="sm" mt={4}>
              {t("pos.expiresAt", { time: formatDateTime(payment.expiresAt, i18n.language, me.preferences.timeZone) })}
            </Text>
          )}
          {payment.operatorTransactionId && payment.status !== "pending" && (
            <Text size="sm" mt={4} data-testid="pos-operator-transaction">
              {t("pos.operatorTransaction", { id: payment.operatorTransactionId })}
            </Text>
          )}
          {failureText && (
            <Text size="sm" mt={4} data-testid="pos-failure">
              {t("pos.reason", { reason: failureText })}
            </Text>
          )}
        </Alert>
        {payment.status === "pending" && <WaysToPay id={id} code={payment.code} checkoutUrl={payment.checkoutUrl} />}
      </Stack>
    </Card>
  );
}

/** What the customer pays with while the payment waits: the QR code, the code and the link. */
function WaysToPay({ id, code, checkoutUrl }: { id: string; code: string; checkoutUrl: string }) {
  const { t } = useTranslation();
  const qr = useQuery(checkoutQrQuery(useModeKey(), id));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Stack align="center" gap={4}>
        {qr.data ? (
          <Image src={qr.data.qrCode} alt={t("pos.qrAlt")} w={180} h={180} bg="white" p={4} radius="sm" />
        ) : (
          <Loader size="sm" />
        )}
        <Text size="xs" c="dimmed" ta="center">
          {t("pos.scan")}
        </Text>
      </Stack>
      <Stack gap="sm">
        <CopyRow label={t("pos.code")} value={code} copyLabel={t("pos.copyCode")} />
        <CopyRow label={t("pos.link")} value={checkoutUrl} copyLabel={t("pos.copyLink")} />
      </Stack>
    </SimpleGrid>
  );
}

function CopyRow({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  const { t } = useTranslation();
  return (
    <CopyableAddress
      caption={label}
      address={value}
      texts={{ copy: t("pos.copy"), copied: t("pos.copied"), label: copyLabel }}
    />
  );
}
