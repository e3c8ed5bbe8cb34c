import "../i18n";
import { Badge, Button, Card, Group, Modal, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { Notification, NotificationType } from "@payflow/contracts/notifications";
import type { Me } from "@payflow/contracts/profile";
import { IconBellOff, IconCheck, IconChecks, IconTrash } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { QueryStatus } from "../../../components/QueryStatus";
import { useDocumentHead } from "../../../lib/document-head";
import { errorMessage } from "../../../lib/errors";
import { formatDateTime } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { useClearAll } from "../api/clear-all";
import { notificationsQuery } from "../api/list-notifications";
import { useMarkAllRead } from "../api/mark-all-read";
import { useMarkRead } from "../api/mark-read";
import { notificationOperator } from "../operator-name";

const TYPE_COLOR: Record<NotificationType, string> = {
  success: "teal",
  error: "red",
  warning: "yellow",
  info: "blue",
  general: "gray",
};

export function NotificationsPage() {
  const { t } = useTranslation();
  const me = useOutletContext<Me>();
  useDocumentHead(t("pageTitle.notifications"));
  const { data, isPending, error } = useQuery(notificationsQuery());
  const markAllRead = useMarkAllRead();
  const clearAll = useClearAll();
  const [confirming, confirm] = useDisclosure(false);

  const onClear = () =>
    clearAll.mutate(undefined, {
      onSuccess: () => toast.show({ color: "teal", message: t("notifications.cleared") }),
      onError: (e) => toast.show({ color: "red", title: t("errors.title"), message: errorMessage(t, e) }),
      onSettled: confirm.close,
    });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t("notifications.title")}
          </Title>
          {data && (
            <Text c="dimmed" data-testid="unread-count">
              {data.unreadCount > 0
                ? t("notifications.unread", { count: data.unreadCount })
                : t("notifications.allRead")}
            </Text>
          )}
        </div>
        {data && data.items.length > 0 && (
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconChecks size={16} />}
              disabled={data.unreadCount === 0}
              loading={markAllRead.isPending}
              onClick={() => markAllRead.mutate()}
            >
              {t("notifications.markAllRead")}
            </Button>
            <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={confirm.open}>
              {t("notifications.clearAll")}
            </Button>
          </Group>
        )}
      </Group>

      {isPending || error ? (
        <QueryStatus isPending={isPending} error={error} />
      ) : data.items.length === 0 ? (
        <Card withBorder padding="xl" radius="md">
          <Stack align="center" gap="xs">
            <IconBellOff size={32} aria-hidden />
            <Text c="dimmed">{t("notifications.empty")}</Text>
          </Stack>
        </Card>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }} data-testid="notification-list">
          {data.items.map((n) => (
            <NotificationItem key={n.id} n={n} timeZone={me.preferences.timeZone} />
          ))}
        </Stack>
      )}

      <Modal opened={confirming} onClose={confirm.close} title={t("notifications.clearTitle")} centered>
        <Text mb="lg">{t("notifications.clearText")}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={confirm.close}>
            {t("common.cancel")}
          </Button>
          <Button color="red" loading={clearAll.isPending} onClick={onClear}>
            {t("notifications.clearAll")}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

function NotificationItem({ n, timeZone }: { n: Notification; timeZone: Me["preferences"]["timeZone"] }) {
  const { t, i18n } = useTranslation();
  const markRead = useMarkRead();
  // Keys come from the server; unknown ones fall back to the key itself (i18n rule).
  const { operator } = n.params;
  const params: Record<string, string> = operator
    ? { ...n.params, operator: notificationOperator(t, operator) }
    : n.params;
  const title = t(n.titleKey as never, params) as string;
  const message = t(n.messageKey as never, params) as string;
  return (
    <Card
      component="li"
      withBorder
      padding="md"
      radius="md"
      data-read={n.read}
      style={n.read ? undefined : { borderLeft: "4px solid var(--mantine-primary-color-filled)" }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Badge color={TYPE_COLOR[n.type]} variant="light" size="sm">
              {t(`notifications.types.${n.type}`)}
            </Badge>
            <Text size="xs" c="dimmed">
              {formatDateTime(n.timestamp, i18n.language, timeZone)}
            </Text>
          </Group>
          <Text fw={n.read ? 500 : 700}>{title}</Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {message}
          </Text>
        </Stack>
        {!n.read && (
          <Button
            size="compact-sm"
            variant="subtle"
            style={{ flexShrink: 0 }}
            leftSection={<IconCheck size={14} />}
            loading={markRead.isPending}
            onClick={() => markRead.mutate(n.id)}
          >
            {t("notifications.markRead")}
          </Button>
        )}
      </Group>
    </Card>
  );
}
