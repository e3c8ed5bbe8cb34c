import "../i18n-detail";
import { Button, Checkbox, Group, Modal, Radio, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/errors";
import { toast } from "../../../lib/toast";
import { useSendInvoice } from "../api/send-invoice";
import type { InvoiceDialogProps } from "./InvoiceActions";

type Channel = "email" | "whatsapp";
const CHANNELS = ["email", "whatsapp"] as const;

/** The channels the client has an address for. */
const reachable = (email: string | null, phone: string | null): Channel[] =>
  CHANNELS.filter((c) => (c === "email" ? email : phone));

/**
 * Sends the invoice to its client by email and/or WhatsApp (each channel the client has an address
 * for, ticked), in French or English.
 */
export function SendDialog({ invoice, opened, onClose }: InvoiceDialogProps) {
  const { t } = useTranslation();
  const send = useSendInvoice();
  // The client's language, as the invoice keeps it; the person may choose the other.
  const [language, setLanguage] = useState<"fr" | "en">(invoice.language);
  const { email, phone } = invoice.client;
  const address: Record<Channel, string | null> = { email, whatsapp: phone };
  const [channels, setChannels] = useState<Channel[]>(() => reachable(email, phone));
  // Each opening starts from every channel the client can be reached on.
  useEffect(() => {
    if (opened) setChannels(reachable(email, phone));
  }, [opened, email, phone]);

  const onSend = () =>
    send.mutate(
      { id: invoice.id, body: { channels, language } },
      {
        onSuccess: () => {
          toast.show({ color: "teal", title: t("invoiceDetail.actions.sent"), message: invoice.client.name });
          onClose();
        },
        onError: (e) => toast.show({ color: "red", title: t("errors.title"), message: errorMessage(t, e) }),
      },
    );

  return (
    <Modal opened={opened} onClose={onClose} title={t("invoiceDetail.actions.sendTitle")} centered>
      <Stack gap="sm">
        <Text size="sm">{t("invoiceDetail.actions.sendText")}</Text>
        <Checkbox.Group value={channels} onChange={(v) => setChannels(v as Channel[])}>
          <Stack gap="xs">
            {CHANNELS.map((channel) => (
              <Checkbox
                key={channel}
                value={channel}
                disabled={!address[channel]}
                label={t(`invoiceDetail.actions.${channel}`, {
                  address: address[channel] ?? t("invoiceDetail.actions.noAddress"),
                })}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Radio.Group
          label={t("invoiceDetail.actions.sendLanguage")}
          value={language}
          onChange={(v) => setLanguage(v === "en" ? "en" : "fr")}
        >
          <Group gap="lg" mt={4}>
            <Radio value="fr" label={t("language.fr")} />
            <Radio value="en" label={t("language.en")} />
          </Group>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button loading={send.isPending} disabled={channels.length === 0} onClick={onSend} data-autofocus>
            {t("invoiceDetail.actions.sendConfirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
