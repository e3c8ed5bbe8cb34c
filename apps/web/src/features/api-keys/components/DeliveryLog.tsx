import { Badge, Button, Code, Group, Spoiler, Stack, Text } from "@mantine/core";
import type { Me } from "@payflow/contracts/profile";
import type { WebhookDelivery, WebhookEndpoint } from "@payflow/contracts/webhooks";
import { IconRepeat } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { QueryStatus } from "../../../components/QueryStatus";
import { errorMessage } from "../../../lib/errors";
import { formatDateTime } from "../../../lib/format";
import { useModeKey } from "../../../lib/test-mode";
import { toast } from "../../../lib/toast";
import { deliveriesQuery } from "../api/list-deliveries";
import { useReplayDelivery } from "../api/replay-delivery";
import { useReplayFailed } from "../api/replay-failed";

const STATUS_COLOR = { pending: "yellow", delivered: "teal", failed: "red", cancelled: "gray" } as const;
const WEEK_MS = 7 * 86_400_000;

/** An endpoint's recent deliveries with every attempt (time, answer, duration), and replays. */
export function DeliveryLog({ endpoint, canWrite }: { endpoint: WebhookEndpoint; canWrite: boolean }) {
  const { t } = useTranslation();
  const { data, isPending, error } = useQuery(deliveriesQuery(useModeKey(), endpoint.id));
  const replayFailed = useReplayFailed();
  const failed = (e: unknown) => toast.show({ color: "red", title: t("errors.title"), message: errorMessage(t, e) });
  const onReplayFailed = () =>
    replayFailed.mutate(
      { id: endpoint.id, since: new Date(Date.now() - WEEK_MS).toISOString() },
      {
        onSuccess: (r) =>
          toast.show({
            color: "teal",
            title: t("webhooks.replayedCount", { count: r.replayed }),
            message: endpoint.url,
          }),
        onError: failed,
      },
    );
  if (isPending || error) return <QueryStatus isPending={isPending} error={error} size="sm" />;
  return (
    <Stack gap="xs" mt="sm" data-testid="delivery-log">
      {canWrite &&
        endpoint.status === "enabled" &&
        data.items.some((d) => d.status === "failed" || d.status === "cancelled") && (
          <Group justify="flex-end">
            <Button size="compact-xs" variant="subtle" loading={replayFailed.isPending} onClick={onReplayFailed}>
              {t("webhooks.replayFailed")}
            </Button>
          </Group>
        )}
      {data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("webhooks.logEmpty")}
        </Text>
      ) : (
        data.items.map((d) => (
          <DeliveryItem key={d.id} delivery={d} canReplay={canWrite && endpoint.status === "enabled"} />
        ))
      )}
    </Stack>
  );
}

function DeliveryItem({ delivery: d, canReplay }: { delivery: WebhookDelivery; canReplay: boolean }) {
  const { t, i18n } = useTranslation();
  const me = useOutletContext<Me>();
  const when = (iso: string) => formatDateTime(iso, i18n.language, me.preferences.timeZone);
  const replay = useReplayDelivery();
  const onReplay = () =>
    replay.mutate(d.id, {
      onSuccess: () => toast.show({ color: "teal", title: t("webhooks.replayed"), message: d.id }),
      onError: (e) => toast.show({ color: "red", title: t("errors.title"), message: errorMessage(t, e) }),
    });
  return (
    <div
      data-testid="delivery"
      data-status={d.status}
      style={{ borderTop: "1px solid var(--mantine-color-default-border)", paddingTop: 8 }}
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap={6} wrap="wrap">
          <Badge variant="light" color={STATUS_COLOR[d.status]}>
            {t(`webhooks.delivery.${d.status}`)}
          </Badge>
          <Text size="sm" fw={600}>
            {d.eventType}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {d.id}
          </Text>
        </Group>
        {canReplay && d.status !== "pending" && (
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconRepeat size={12} aria-hidden />}
            loading={replay.isPending}
            onClick={onReplay}
          >
            {t("webhooks.replay")}
          </Button>
        )}
      </Group>
      <Stack gap={2} mt={4}>
        {d.attempts.map((a) => (
          <Text
            key={a.attemptedAt}
            size="xs"
            c={a.status !== null && a.status < 300 ? undefined : "red.8"}
            data-testid="attempt"
          >
            {t("webhooks.attempt", {
              time: when(a.attemptedAt),
              status: a.status ?? `${t("webhooks.noAnswer")}${a.error ? ` (${a.error})` : ""}`,
              duration: a.durationMs,
            })}
          </Text>
        ))}
        {d.status === "pending" && d.nextAttemptAt && (
          <Text size="xs" c="dimmed">
            {t("webhooks.nextAttempt", { time: when(d.nextAttemptAt) })}
          </Text>
        )}
      </Stack>
      <Spoiler maxHeight={0} showLabel={t("webhooks.payload")} hideLabel={t("webhooks.payload")} mt={4}>
        <Code block style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {d.payload}
        </Code>
      </Spoiler>
    </div>
  );
}
