import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { hasCapability } from "@payflow/contracts/capabilities";
import type { Me } from "@payflow/contracts/profile";
import type { WebhookEndpoint } from "@payflow/contracts/webhooks";
import { IconList, IconPlus, IconSend, IconWebhook } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { EditDeleteActions } from "../../../components/EditDeleteActions";
import { QueryStatus } from "../../../components/QueryStatus";
import { errorMessage } from "../../../lib/errors";
import { useTestMode } from "../../../lib/test-mode";
import { toast } from "../../../lib/toast";
import { useDeleteEndpoint } from "../api/delete-endpoint";
import { webhookEndpointsQuery } from "../api/list-endpoints";
import { useSendTestEvent } from "../api/send-test-event";
import { DeliveryLog } from "./DeliveryLog";
import { EndpointSecret } from "./EndpointSecret";
import { WebhookFormDialog } from "./WebhookFormDialog";

/**
 * The webhooks card (docs/PRODUCT.md §2): the current mode's endpoints with their status and events. Adding,
 * editing and deleting are for configureWebhooks holders (admin and developer); everyone on
 * the screen can read the delivery log.
 */
export function WebhooksCard() {
  const { t } = useTranslation();
  const me = useOutletContext<Me>();
  const [testMode] = useTestMode();
  const canWrite = hasCapability(me.capabilities, "configureWebhooks");
  const { data, isPending, error } = useQuery(webhookEndpointsQuery(testMode ? "test" : "live"));
  const [editing, setEditing] = useState<WebhookEndpoint | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const remove = useDeleteEndpoint();

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.show({ color: "teal", title: t("webhooks.deleted"), message: deleting.url }),
      onError: (e) => toast.show({ color: "red", title: t("errors.title"), message: errorMessage(t, e) }),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Card withBorder padding="lg" radius="md">
      <Group justify="space-between" align="flex-start" mb="md">
        <div>
          <Title order={2} size="h3">
            {t("webhooks.title")}
          </Title>
          <Text c="dimmed" size="sm" maw={640}>
            {t("webhooks.subtitle", { mode: t(testMode ? "mode.test" : "mode.live") })}
          </Text>
        </div>
        {canWrite && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
            {t("webhooks.add")}
          </Button>
        )}
      </Group>
      {isPending || error ? (
        <QueryStatus isPending={isPending} error={error} errorTitle={t("webhooks.loadFailed")} />
      ) : data.items.length === 0 ? (
        <Stack align="center" gap="xs" py="lg">
          <IconWebhook size={32} aria-hidden />
          <Text c="dimmed" ta="center">
            {t("webhooks.empty")}
          </Text>
        </Stack>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }} data-testid="webhook-endpoints">
          {data.items.map((e) => (
            <EndpointRow
              key={e.id}
              endpoint={e}
              canWrite={canWrite}
              onEdit={() => setEditing(e)}
              onDelete={() => setDeleting(e)}
            />
          ))}
        </Stack>
      )}
      {editing !== undefined && <WebhookFormDialog endpoint={editing} onClose={() => setEditing(undefined)} />}
      <ConfirmDialog
        opened={deleting !== null}
        title={t("webhooks.deleteTitle")}
        text={t("webhooks.deleteText", { url: deleting?.url ?? "" })}
        confirmLabel={t("webhooks.delete")}
        busy={remove.isPending}
        onConfirm={onDelete}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}

function EndpointRow(props: {
  endpoint: WebhookEndpoint;
  canWrite: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const e = props.endpoint;
  const [logOpen, setLogOpen] = useState(false);
  const sendTest = useSendTestEvent();
  const onTest = () =>
    sendTest.mutate(e.id, {
      onSuccess: () => {
        toast.show({
          color: "teal",
          title: t("webhooks.testSent"),
          message: t("webhooks.testSentText", { url: e.url }),
        });
        setLogOpen(true);
      },
      onError: (err) => toast.show({ color: "red", title: t("errors.title"), message: errorMessage(t, err) }),
    });
  return (
    <Card component="li" withBorder padding="sm" radius="md" data-testid="webhook-row">
      <Group justify="space-between" wrap="wrap" gap="sm" align="flex-start">
        <div style={{ minWidth: 0, flex: "1 1 260px" }}>
          <Group gap={6} wrap="wrap">
            <Text fw={600} ff="monospace" size="sm" style={{ overflowWrap: "anywhere" }}>
              {e.url}
            </Text>
            <Badge variant="light" color={e.status === "enabled" ? "teal" : "gray"}>
              {t(`webhooks.status.${e.status}`)}
            </Badge>
          </Group>
          {e.description && (
            <Text size="sm" c="dimmed">
              {e.description}
            </Text>
          )}
          <Text size="xs" c="dimmed" data-testid="webhook-version">
            {t("webhooks.version", { version: e.apiVersion })}
          </Text>
          {e.disabledReason === "gone" && (
            <Text size="sm" c="orange.8">
              {t("webhooks.disabledGone")}
            </Text>
          )}
          <Group gap={4} mt={4} wrap="wrap">
            {e.events.map((type) => (
              <Badge key={type} variant="light" size="sm" tt="none">
                {type}
              </Badge>
            ))}
          </Group>
        </div>
        {props.canWrite && (
          <Group gap={4} wrap="nowrap">
            <EditDeleteActions
              editLabel={t("webhooks.edit", { url: e.url })}
              deleteLabel={t("webhooks.remove", { url: e.url })}
              onEdit={props.onEdit}
              onDelete={props.onDelete}
            />
          </Group>
        )}
      </Group>
      <Group gap="xs" mt="sm" wrap="wrap">
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconList size={14} aria-hidden />}
          aria-expanded={logOpen}
          onClick={() => setLogOpen((o) => !o)}
        >
          {t(logOpen ? "webhooks.hideLog" : "webhooks.log")}
        </Button>
        {props.canWrite && e.status === "enabled" && (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconSend size={14} aria-hidden />}
            loading={sendTest.isPending}
            onClick={onTest}
          >
            {t("webhooks.sendTest")}
          </Button>
        )}
        {props.canWrite && <EndpointSecret endpoint={e} />}
      </Group>
      {logOpen && <DeliveryLog endpoint={e} canWrite={props.canWrite} />}
    </Card>
  );
}
