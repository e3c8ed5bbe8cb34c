import { Button, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { CheckoutView } from "@payflow/contracts/payments";
import { IconBan, IconCircleCheck, IconCircleX, IconClockX } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatXof } from "../../../../lib/format";
import { httpUrl, unbroken } from "../words";

/** Seconds before the payer is taken back to the merchant's page by themselves. */
export const RETURN_DELAY_SECONDS = 3;

export type FinalKind = "succeeded" | "failed" | "expired" | "cancelled";

/** A final status as the payer reads it: a refunded payment was still paid. */
export function finalKind(status: CheckoutView["status"]): FinalKind | null {
  if (status === "succeeded" || status === "refunded" || status === "partially_refunded") return "succeeded";
  if (status === "failed" || status === "expired" || status === "cancelled") return status;
  return null;
}

const LOOK = {
  succeeded: { color: "teal", Icon: IconCircleCheck },
  failed: { color: "red", Icon: IconCircleX },
  expired: { color: "gray", Icon: IconClockX },
  cancelled: { color: "gray", Icon: IconBan },
} as const;

const WRAPPING = { label: { whiteSpace: "normal", overflow: "visible", textAlign: "center" } } as const;

/** The merchant's page (with ?status=…&tx_ref=…): a button, and a short countdown the payer can stop. */
function ReturnToMerchant({ url }: { url: string }) {
  const { t } = useTranslation();
  const [seconds, setSeconds] = useState(RETURN_DELAY_SECONDS);
  const [stay, setStay] = useState(false);
  useEffect(() => {
    if (stay) return;
    if (seconds <= 0) {
      window.location.assign(url);
      return;
    }
    const timer = window.setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds, stay, url]);
  return (
    <Stack gap="xs" w="100%">
      {/* Wraps rather than cuts its label: a 375 px phone is narrower than "Retour chez le marchand" at this size. */}
      <Button component="a" href={url} rel="noreferrer" size="lg" fullWidth h="auto" mih={50} py={8} styles={WRAPPING}>
        {t("checkout.final.returnToMerchant")}
      </Button>
      {!stay && seconds > 0 && (
        <Group justify="center" gap="xs">
          <Text size="sm" c="dimmed">
            {t("checkout.final.redirecting", { seconds })}
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={() => setStay(true)}>
            {t("checkout.final.stay")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** The end of the payment: paid, failed (with the reason), expired or cancelled. */
export function FinalState({ view, kind, business }: { view: CheckoutView; kind: FinalKind; business: string }) {
  const { t, i18n } = useTranslation();
  const amount = unbroken(formatXof(view.amount, i18n.language));
  const { color, Icon } = LOOK[kind];
  const returnUrl = httpUrl(view.returnUrl);
  return (
    <Stack gap="sm" align="center" ta="center" data-testid="checkout-final" data-status={kind}>
      <ThemeIcon size={64} radius="xl" variant="light" color={color}>
        <Icon size={40} aria-hidden />
      </ThemeIcon>
      <Title order={2} size="h3">
        {t(`checkout.status.${kind}`)}
      </Title>
      {kind === "succeeded" && <Text>{t("checkout.final.succeededText", { business, amount })}</Text>}
      {kind === "failed" && (
        <>
          <Text>{t("checkout.final.failedText", { amount })}</Text>
          {view.failure && (
            <Text fw={600}>{t("checkout.final.reason", { reason: t(`checkout.failure.${view.failure.code}`) })}</Text>
          )}
          <Text size="sm">{t("checkout.final.failedNext", { business })}</Text>
        </>
      )}
      {kind === "expired" && <Text>{t("checkout.final.expiredText", { business })}</Text>}
      {kind === "cancelled" && <Text>{t("checkout.final.cancelledText", { business })}</Text>}
      {returnUrl && <ReturnToMerchant url={returnUrl} />}
    </Stack>
  );
}
