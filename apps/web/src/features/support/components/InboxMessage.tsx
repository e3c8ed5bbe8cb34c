import { Badge, Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { ContactMessage } from "@payflow/contracts/support";
import { IconCheck, IconMail, IconRotate } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/errors";
import { toast } from "../../../lib/toast";
import { useSetHandled } from "../api/set-handled";

/** One contact message in full. Its text is rendered as text: HTML in it stays visible, inert. */
export function InboxMessage(props: {
  message: ContactMessage | null;
  onClose: () => void;
  when: (iso: string) => string;
}) {
  const { t } = useTranslation();
  const setHandled = useSetHandled();
  const m = props.message;

  const toggle = (message: ContactMessage) =>
    setHandled.mutate(
      { id: message.id, handled: !message.handled },
      {
        onSuccess: (updated) =>
          toast.show({
            color: "teal",
            message: t(updated.handled ? "support.inbox.markedHandled" : "support.inbox.markedUnhandled"),
          }),
        onError: (e) => toast.show({ color: "red", title: t("errors.title"), message: errorMessage(t, e) }),
      },
    );

  return (
    <Modal
      opened={m !== null}
      onClose={props.onClose}
      title={m?.subject}
      size="lg"
      closeButtonProps={{ "aria-label": t("support.inbox.close") }}
    >
      {m && (
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <div>
              <Text size="sm">
                <strong>{t("support.inbox.from")}</strong> {m.name} &lt;{m.email}&gt;
              </Text>
              <Text size="sm" c="dimmed">
                {t("support.inbox.received", { date: props.when(m.receivedAt) })}
              </Text>
            </div>
            <Badge color={m.handled ? "gray" : "blue"} variant="light">
              {m.handled ? t("support.inbox.handled") : t("support.inbox.toHandle")}
            </Badge>
          </Group>
          <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }} data-testid="inbox-message-text">
            {m.message}
          </Text>
          {m.handled && m.handledAt && (
            <Text size="sm" c="dimmed">
              {t("support.inbox.handledBy", { name: m.handledBy ?? "—", date: props.when(m.handledAt) })}
            </Text>
          )}
          <Group justify="flex-end">
            <Button
              component="a"
              href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}
              variant="default"
              leftSection={<IconMail size={16} />}
            >
              {t("support.inbox.reply")}
            </Button>
            <Button
              onClick={() => toggle(m)}
              loading={setHandled.isPending}
              variant={m.handled ? "default" : "filled"}
              leftSection={m.handled ? <IconRotate size={16} /> : <IconCheck size={16} />}
            >
              {m.handled ? t("support.inbox.markUnhandled") : t("support.inbox.markHandled")}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
