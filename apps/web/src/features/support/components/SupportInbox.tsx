import { Badge, Card, Group, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import type { TimeZoneLabel } from "@payflow/contracts/constants";
import type { ContactMessage } from "@payflow/contracts/support";
import { IconInbox } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryStatus } from "../../../components/QueryStatus";
import { formatDateTime } from "../../../lib/format";
import { contactMessagesQuery } from "../api/contact-messages";
import { InboxMessage } from "./InboxMessage";

function Row({ message, onOpen, when }: { message: ContactMessage; onOpen: () => void; when: string }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      onClick={onOpen}
      aria-label={t("support.inbox.open", { name: message.name })}
      data-testid="inbox-message"
      p="sm"
      style={{ borderRadius: "var(--mantine-radius-md)", border: "1px solid var(--mantine-color-default-border)" }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text fw={message.handled ? 400 : 700} truncate>
            {message.subject}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            {message.name} · {message.email}
          </Text>
          <Text size="sm" lineClamp={1}>
            {message.message}
          </Text>
        </div>
        <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
          <Badge color={message.handled ? "gray" : "blue"} variant="light">
            {message.handled ? t("support.inbox.handled") : t("support.inbox.toHandle")}
          </Badge>
          <Text size="xs" c="dimmed">
            {when}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

/** The contact-message inbox (manageSupportTickets): newest first, unhandled count, read, mark handled. */
export function SupportInbox({ timeZone }: { timeZone: TimeZoneLabel }) {
  const { t, i18n } = useTranslation();
  const { data, isPending, error } = useQuery(contactMessagesQuery());
  const [openId, setOpenId] = useState<string | null>(null);
  const open = data?.items.find((m) => m.id === openId) ?? null;
  const when = (iso: string) => formatDateTime(iso, i18n.language, timeZone);

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="inbox-title">
      <Group justify="space-between" align="flex-start" mb="md">
        <div>
          <Title order={2} size="h3" id="inbox-title">
            {t("support.inbox.title")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("support.inbox.subtitle")}
          </Text>
        </div>
        {data && (
          <Badge size="lg" color={data.unhandledCount > 0 ? "blue" : "gray"} data-testid="inbox-unhandled">
            {data.unhandledCount > 0
              ? t("support.inbox.unhandled", { count: data.unhandledCount })
              : t("support.inbox.allHandled")}
          </Badge>
        )}
      </Group>
      {isPending || error ? (
        <QueryStatus isPending={isPending} error={error} />
      ) : data.items.length === 0 ? (
        <Stack align="center" gap="xs" py="lg">
          <IconInbox size={32} aria-hidden />
          <Text c="dimmed">{t("support.inbox.empty")}</Text>
        </Stack>
      ) : (
        <Stack gap="xs">
          {data.items.map((m) => (
            <Row key={m.id} message={m} onOpen={() => setOpenId(m.id)} when={when(m.receivedAt)} />
          ))}
        </Stack>
      )}
      <InboxMessage message={open} onClose={() => setOpenId(null)} when={when} />
    </Card>
  );
}
