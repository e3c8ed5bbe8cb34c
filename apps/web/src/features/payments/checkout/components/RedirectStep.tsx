import { Button, Divider, Stack, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { CheckoutView } from "@payflow/contracts/payments";
import { IconExternalLink } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { httpUrl, operatorName, svgDataUrl } from "../words";
import { Waiting } from "./Waiting";

/** Wide screens are not the phone that pays: they also get the QR code to scan. */
export const DESKTOP_QUERY = "(min-width: 62em)";

/**
 * Wave and Orange Money: the payer confirms on the operator's page, which sends them back to
 * this page. On a desktop the same address is offered as a QR code for the phone.
 */
export function RedirectStep({ view }: { view: CheckoutView }) {
  const { t } = useTranslation();
  const desktop = useMediaQuery(DESKTOP_QUERY, false, { getInitialValueInEffect: false });
  const operator = view.operator ? operatorName(t, view.operator) : "";
  const url = httpUrl(view.nextAction?.url);
  const qr = svgDataUrl(view.redirectQr);
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t("checkout.redirect.title", { operator })}
      </Title>
      <Text>{t("checkout.redirect.text", { operator })}</Text>
      {url ? (
        <Button
          component="a"
          href={url}
          rel="noreferrer"
          size="lg"
          fullWidth
          rightSection={<IconExternalLink size={18} aria-hidden />}
        >
          {t("checkout.redirect.button", { operator })}
        </Button>
      ) : (
        view.nextAction?.instructions && <Text style={{ whiteSpace: "pre-line" }}>{view.nextAction.instructions}</Text>
      )}
      {desktop && qr && (
        <>
          <Divider label={t("checkout.or")} labelPosition="center" />
          <Stack gap="xs" align="center">
            <Text fw={600}>{t("checkout.redirect.qrTitle")}</Text>
            <img
              src={qr}
              alt={t("checkout.redirect.qrAlt", { operator })}
              width={200}
              height={200}
              style={{ background: "#fff", padding: 8, borderRadius: 8 }}
            />
          </Stack>
        </>
      )}
      <Waiting text={t("checkout.redirect.waiting")} />
    </Stack>
  );
}
