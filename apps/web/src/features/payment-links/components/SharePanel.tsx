import { Alert, Button, Card, Group, Image, Loader, Radio, Stack, Text, Title } from "@mantine/core";
import { paymentLinkAmountText } from "@payflow/contracts/payment-link-page";
import type { PaymentLink } from "@payflow/contracts/payment-links";
import { IconBrandWhatsapp, IconDownload } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { CopyableAddress } from "../../../components/CopyableAddress";
import { useModeKey } from "../../../lib/test-mode";
import { toast } from "../../../lib/toast";
import { downloadStickerPdf, type StickerLanguage, stickerPngQuery } from "../api/sticker";
import { linkStatus } from "../link-view";

/** The WhatsApp share address: its message in `lang` (title, how much as the link's page says it, address). */
export function whatsAppHref(
  t: (key: string, options: Record<string, unknown>) => string,
  link: Pick<PaymentLink, "title" | "amountType" | "amount" | "minAmount" | "maxAmount" | "url">,
  lang: StickerLanguage,
): string {
  const amount = paymentLinkAmountText(link, lang);
  const message = t("paymentLinks.share.message", { lng: lang, title: link.title, amount, url: link.url });
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}

/** Sharing the link: its address to copy, a WhatsApp message, its QR code and the sticker to print. */
export function SharePanel({ link }: { link: PaymentLink }) {
  const { t, i18n } = useTranslation();
  const [lang, setLang] = useState<StickerLanguage>(i18n.language.startsWith("en") ? "en" : "fr");
  const [downloading, setDownloading] = useState(false);
  const translate = t as unknown as (key: string, options: Record<string, unknown>) => string;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadStickerPdf(link.id, lang);
    } catch {
      toast.show({ color: "red", title: t("errors.title"), message: t("paymentLinks.share.stickerFailed") });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" data-testid="payment-link-share">
      <Title order={2} size="h4" mb="sm">
        {t("paymentLinks.share.title")}
      </Title>
      <Stack gap="sm">
        {linkStatus(link) !== "active" && <Alert color="gray">{t("paymentLinks.share.inactive")}</Alert>}
        <CopyableAddress
          caption={t("paymentLinks.share.address")}
          address={link.url}
          texts={{
            copy: t("paymentLinks.share.copy"),
            copied: t("paymentLinks.share.copied"),
            label: t("paymentLinks.share.copyLabel"),
          }}
          testId="payment-link-url"
        />
        <Radio.Group
          label={t("paymentLinks.share.language")}
          value={lang}
          onChange={(v) => setLang(v === "en" ? "en" : "fr")}
        >
          <Group gap="lg" mt={4}>
            <Radio value="fr" label={t("language.fr")} />
            <Radio value="en" label={t("language.en")} />
          </Group>
        </Radio.Group>
        <Group gap="sm" wrap="wrap">
          <Button
            component="a"
            href={whatsAppHref(translate, link, lang)}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
          >
            {t("paymentLinks.share.whatsapp")}
          </Button>
          <Button
            variant="default"
            loading={downloading}
            onClick={() => void download()}
            leftSection={<IconDownload size={16} aria-hidden />}
            data-testid="payment-link-sticker-pdf"
          >
            {t("paymentLinks.share.sticker")}
          </Button>
        </Group>
        <QrCode link={link} />
      </Stack>
    </Card>
  );
}

/** The link's QR code (the sticker's PNG), asked with the mode like every call, shown from its blob. */
function QrCode({ link }: { link: PaymentLink }) {
  const { t } = useTranslation();
  const png = useQuery(stickerPngQuery(useModeKey(), link.id));
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!png.data) return;
    const url = URL.createObjectURL(png.data);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [png.data]);
  if (png.error)
    return (
      <Text size="sm" c="dimmed">
        {t("paymentLinks.share.qrFailed")}
      </Text>
    );
  if (!src) return <Loader size="sm" aria-label={t("common.loading")} />;
  return (
    <Image
      src={src}
      alt={t("paymentLinks.share.qrAlt", { title: link.title })}
      w={180}
      h={180}
      bg="white"
      p={4}
      radius="sm"
      data-testid="payment-link-qr"
    />
  );
}
