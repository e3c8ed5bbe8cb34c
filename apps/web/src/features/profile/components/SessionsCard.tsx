import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { Me } from "@payflow/contracts/profile";
import type { ActiveSession } from "@payflow/contracts/security";
import { IconDevices, IconLogout } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { QueryStatus } from "../../../components/QueryStatus";
import { errorMessage } from "../../../lib/errors";
import { describeUserAgent, formatDateTime } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { useRevokeAllSessions } from "../api/revoke-all-sessions";
import { useRevokeOtherSessions } from "../api/revoke-other-sessions";
import { useRevokeSession } from "../api/revoke-session";
import { sessionsQuery } from "../api/sessions";

type Pending = { kind: "one"; session: ActiveSession } | { kind: "others" } | { kind: "all" } | null;

/** The person's active sessions: revoke one, every other one, or all of them. */
export function SessionsCard() {
  const { t, i18n } = useTranslation();
  const me = useOutletContext<Me>();
  const { data, isPending, error } = useQuery(sessionsQuery());
  const revokeOne = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const revokeAll = useRevokeAllSessions();
  const [pending, setPending] = useState<Pending>(null);

  const device = (s: ActiveSession) => describeUserAgent(s.userAgent) ?? t("security.sessions.unknownDevice");
  const when = (iso: string) => formatDateTime(iso, i18n.language, me.preferences.timeZone);
  const failed = (e: unknown) => toast.show({ color: "red", title: t("errors.title"), message: errorMessage(t, e) });
  const close = () => setPending(null);

  const confirm = () => {
    if (!pending) return;
    if (pending.kind === "one") {
      revokeOne.mutate(pending.session.id, {
        onSuccess: () => toast.show({ color: "teal", message: t("security.sessions.revoked") }),
        onError: failed,
        onSettled: close,
      });
    } else if (pending.kind === "others") {
      revokeOthers.mutate(undefined, {
        onSuccess: (r) =>
          toast.show({ color: "teal", message: t("security.sessions.revokedOthers", { count: r.revoked }) }),
        onError: failed,
        onSettled: close,
      });
    } else {
      revokeAll.mutate(undefined, {
        onSuccess: () => toast.show({ color: "teal", message: t("security.sessions.revokedAll") }),
        onError: failed,
        onSettled: close,
      });
    }
  };

  const others = data?.items.filter((s) => !s.current).length ?? 0;
  const modal =
    pending?.kind === "one"
      ? {
          title: t("security.sessions.revokeTitle"),
          text: t("security.sessions.revokeText", { device: device(pending.session) }),
          label: t("security.sessions.revoke"),
        }
      : pending?.kind === "others"
        ? {
            title: t("security.sessions.revokeOthersTitle"),
            text: t("security.sessions.revokeOthersText"),
            label: t("security.sessions.revokeOthers"),
          }
        : {
            title: t("security.sessions.revokeAllTitle"),
            text: t("security.sessions.revokeAllText"),
            label: t("security.sessions.revokeAll"),
          };

  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" align="flex-start" mb="md">
        <div>
          <Title order={3} size="h4">
            {t("security.sessions.title")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("security.sessions.subtitle")}
          </Text>
        </div>
        {data && (
          <Group gap="xs">
            <Button variant="default" size="xs" disabled={others === 0} onClick={() => setPending({ kind: "others" })}>
              {t("security.sessions.revokeOthers")}
            </Button>
            <Button color="red" variant="light" size="xs" onClick={() => setPending({ kind: "all" })}>
              {t("security.sessions.revokeAll")}
            </Button>
          </Group>
        )}
      </Group>
      {isPending || error ? (
        <QueryStatus isPending={isPending} error={error} size="sm" />
      ) : (
        <Stack
          gap="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: "none" }}
          aria-label={t("security.sessions.title")}
        >
          {data.items.map((s) => (
            <Card key={s.id} component="li" withBorder padding="sm" radius="sm" data-testid="session-row">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
                  <IconDevices size={20} aria-hidden />
                  <div>
                    <Group gap="xs">
                      <Text fw={600} size="sm">
                        {device(s)}
                      </Text>
                      {s.current && (
                        <Badge color="teal" variant="light" size="sm">
                          {t("security.sessions.current")}
                        </Badge>
                      )}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {s.ipAddress ?? t("security.sessions.unknownIp")} ·{" "}
                      {t("security.sessions.started", { time: when(s.createdAt) })} ·{" "}
                      {t("security.sessions.lastActive", { time: when(s.lastActiveAt) })}
                    </Text>
                  </div>
                </Group>
                {!s.current && (
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    leftSection={<IconLogout size={14} />}
                    style={{ flexShrink: 0 }}
                    aria-label={t("security.sessions.revokeLabel", { device: device(s) })}
                    onClick={() => setPending({ kind: "one", session: s })}
                  >
                    {t("security.sessions.revoke")}
                  </Button>
                )}
              </Group>
            </Card>
          ))}
          {others === 0 && (
            <Text size="sm" c="dimmed" component="li">
              {t("security.sessions.empty")}
            </Text>
          )}
        </Stack>
      )}
      <ConfirmDialog
        opened={pending !== null}
        title={modal.title}
        text={modal.text}
        confirmLabel={modal.label}
        busy={revokeOne.isPending || revokeOthers.isPending || revokeAll.isPending}
        onConfirm={confirm}
        onClose={close}
      />
    </Card>
  );
}
