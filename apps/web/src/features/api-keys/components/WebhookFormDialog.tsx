import { Button, Checkbox, Group, Modal, Stack, Switch, TextInput } from "@mantine/core";
import { isBlank } from "@payflow/contracts/validation";
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_LIMITS,
  type WebhookEndpoint,
  type WebhookEventType,
} from "@payflow/contracts/webhooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFieldForm } from "../../../lib/form";
import { useTestMode } from "../../../lib/test-mode";
import { toast } from "../../../lib/toast";
import { useCreateEndpoint } from "../api/create-endpoint";
import { useUpdateEndpoint } from "../api/update-endpoint";
import { SecretDialog } from "./EndpointSecret";

type Values = { url: string; description: string; events: WebhookEventType[]; enabled: boolean };

/** Add (endpoint = null) or edit a webhook endpoint of the current mode. */
export function WebhookFormDialog({ endpoint, onClose }: { endpoint: WebhookEndpoint | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [testMode] = useTestMode();
  const form = useFieldForm<Values>(
    {
      url: endpoint?.url ?? "",
      description: endpoint?.description ?? "",
      events: endpoint?.events ?? ["payment.success", "payment.failed"],
      enabled: endpoint ? endpoint.status === "enabled" : true,
    },
    ({ url, events }) => [
      isBlank(url) ? { field: "url", code: "webhookUrlInvalid" } : null,
      events.length === 0 ? { field: "events", code: "webhookEventsRequired" } : null,
    ],
  );
  const create = useCreateEndpoint();
  const update = useUpdateEndpoint();
  const [secret, setSecret] = useState<string | null>(null);

  const onSubmit = form.submit(({ url, description, events, enabled }) => {
    const failed = (e: unknown) => form.fail(e, undefined);
    if (endpoint) {
      update.mutate(
        { id: endpoint.id, body: { url, description, events, status: enabled ? "enabled" : "disabled" } },
        {
          onSuccess: (saved) => {
            toast.show({ color: "teal", title: t("webhooks.updated"), message: saved.url });
            onClose();
          },
          onError: failed,
        },
      );
      return;
    }
    create.mutate(
      { url, description, events },
      {
        onSuccess: (created) => {
          toast.show({ color: "teal", title: t("webhooks.added"), message: t("webhooks.addedText") });
          setSecret(created.secret);
        },
        onError: failed,
      },
    );
  });

  if (secret) return <SecretDialog secret={secret} onClose={onClose} />;
  const toggle = (type: WebhookEventType, on: boolean) =>
    form.set("events", on ? [...form.values.events, type] : form.values.events.filter((e) => e !== type));
  return (
    <Modal opened onClose={onClose} title={t(endpoint ? "webhooks.editTitle" : "webhooks.addTitle")} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t("webhooks.url")}
            placeholder={t("webhooks.urlPlaceholder")}
            description={t(testMode ? "webhooks.urlHintTest" : "webhooks.urlHintLive")}
            required
            type="url"
            maxLength={WEBHOOK_LIMITS.url}
            data-autofocus
            {...form.bind("url")}
          />
          <TextInput
            label={t("webhooks.description")}
            maxLength={WEBHOOK_LIMITS.description}
            {...form.bind("description")}
          />
          <Checkbox.Group label={t("webhooks.events")} required error={form.errors.events} value={form.values.events}>
            <Stack gap={6} mt={6}>
              {WEBHOOK_EVENT_TYPES.map((type) => (
                <Checkbox
                  key={type}
                  value={type}
                  label={type}
                  onChange={(e) => toggle(type, e.currentTarget.checked)}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          {endpoint && (
            <Switch
              label={t(form.values.enabled ? "webhooks.status.enabled" : "webhooks.status.disabled")}
              checked={form.values.enabled}
              onChange={(e) => form.set("enabled", e.currentTarget.checked)}
            />
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {t("webhooks.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
