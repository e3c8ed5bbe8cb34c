import { ActionIcon, Anchor, Badge, Button, Card, Group, Stack, Text, Title, Tooltip } from "@mantine/core";
import type { ApiKey } from "@payflow/contracts/api-keys";
import { LATEST_API_VERSION } from "@payflow/contracts/api-versions";
import type { Me } from "@payflow/contracts/profile";
import { IconKey, IconPlus, IconTrash } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { QueryStatus } from "../../../components/QueryStatus";
import { holdsAny } from "../../../lib/capabilities";
import { errorMessage } from "../../../lib/errors";
import { formatDateTime } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { apiKeysQuery } from "../api/list-keys";
import { useRevokeKey } from "../api/revoke-key";
import { useRollKey } from "../api/roll-key";
import { scopeKey } from "../scope-key";
import { useKeyReveal } from "../use-key-reveal";
import { CreateKeyDialog, NewKeyDialog } from "./CreateKeyDialog";
import { HandOutActions } from "./HandOutActions";

type Pending = { action: "roll" | "revoke"; key: ApiKey } | null;

/** The company's keys, masked: reveal for 5 s, copy, roll, revoke (docs/PRODUCT.md §4, §6). */
export function KeysCard() {
  const { t } = useTranslation();
  const { data, isPending, error } = useQuery(apiKeysQuery());
  const [creating, setCreating] = useState(false);
  const [fresh, setFresh] = useState<{ name: string; value: string } | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const roll = useRollKey();
  const revoke = useRevokeKey();
  const reveal = useKeyReveal();

  const failed = (title: string) => (e: unknown) => toast.show({ color: "red", title, message: errorMessage(t, e) });

  const confirm = () => {
    if (!pending) return;
    const { key } = pending;
    if (pending.action === "roll") {
      roll.mutate(key.id, {
        onSuccess: (created) => {
          toast.show({ color: "teal", title: t("apiKeys.rolled"), message: key.name });
          setFresh({ name: created.apiKeyRecord.name, value: created.apiKeyRecord.key_value });
        },
        onError: failed(t("errors.title")),
        onSettled: () => setPending(null),
      });
      return;
    }
    revoke.mutate(key.id, {
      onSuccess: () =>
        toast.show({
          color: "teal",
          title: t("apiKeys.revoked"),
          message: t("apiKeys.revokedText", { name: key.name }),
        }),
      onError: failed(t("apiKeys.revokeFailed")),
      onSettled: () => setPending(null),
    });
  };

  return (
    <Card withBorder padding="lg" radius="md">
      <Group justify="space-between" align="flex-start" mb="md">
        <div>
          <Title order={1} size="h2">
            {t("apiKeys.title")}
          </Title>
          <Text c="dimmed" size="sm" maw={640}>
            {t("apiKeys.subtitle")}
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          {t("apiKeys.create")}
        </Button>
      </Group>
      {isPending || error ? (
        <QueryStatus isPending={isPending} error={error} errorTitle={t("apiKeys.loadFailed")} />
      ) : data.items.length === 0 ? (
        <Stack align="center" gap="xs" py="lg">
          <IconKey size={32} aria-hidden />
          <Text c="dimmed" ta="center">
            {t("apiKeys.empty")}
          </Text>
        </Stack>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }} data-testid="api-keys">
          {data.items.map((k) => (
            <KeyRow
              key={k.id}
              apiKey={k}
              shown={reveal.shown[k.id] ?? null}
              onReveal={() => reveal.toggle(k.id).catch(failed(t("errors.title")))}
              onCopy={() => reveal.copy(k.id)}
              onRoll={() => setPending({ action: "roll", key: k })}
              onRevoke={() => setPending({ action: "revoke", key: k })}
            />
          ))}
        </Stack>
      )}
      <CreateKeyDialog
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(name, value) => {
          setCreating(false);
          setFresh({ name, value });
        }}
      />
      <NewKeyDialog fresh={fresh} onClose={() => setFresh(null)} />
      <ConfirmDialog
        opened={pending !== null}
        title={t(pending?.action === "roll" ? "apiKeys.rollTitle" : "apiKeys.revokeTitle")}
        text={t(pending?.action === "roll" ? "apiKeys.rollText" : "apiKeys.revokeText", {
          name: pending?.key.name ?? "",
        })}
        confirmLabel={t(pending?.action === "roll" ? "apiKeys.roll" : "apiKeys.revoke")}
        busy={roll.isPending || revoke.isPending}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </Card>
  );
}

function KeyRow(props: {
  apiKey: ApiKey;
  shown: string | null;
  onReveal: () => void;
  onCopy: () => void;
  onRoll: () => void;
  onRevoke: () => void;
}) {
  const { t, i18n } = useTranslation();
  const me = useOutletContext<Me>();
  const k = props.apiKey;
  const when = (iso: string) => formatDateTime(iso, i18n.language, me.preferences.timeZone);
  const usable = k.status === "active" || k.status === "expiring";
  // Seeing a key is taking its maker's rights: the server refuses others' keys without administerApiKeys.
  const mayHandOut = k.maker?.id === me.id || holdsAny(me.capabilities, "administerApiKeys");
  const statusColor = { active: "teal", expiring: "yellow", expired: "red", revoked: "red" }[k.status];
  return (
    <Card component="li" withBorder padding="sm" radius="md" data-testid="api-key-row" data-mode={k.mode}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div style={{ minWidth: 0, flex: "1 1 260px" }}>
          <Group gap={6} wrap="wrap">
            <Text fw={600} style={{ overflowWrap: "anywhere" }}>
              {k.name}
            </Text>
            <Badge variant="light" color={k.mode === "live" ? "green" : "orange"}>
              {t(`apiKeys.modes.${k.mode}`)}
            </Badge>
            <Badge variant="light" color={statusColor}>
              {t(`apiKeys.status.${k.status}`, { time: k.expiresAt ? when(k.expiresAt) : "" })}
            </Badge>
          </Group>
          <Group gap={4} wrap="wrap" mt={2} data-testid="api-key-scopes">
            {k.scopes === null ? (
              <Badge variant="light" color="gray" size="sm">
                {t("apiKeys.standardBadge")}
              </Badge>
            ) : (
              k.scopes.map((scope) => (
                <Badge key={scope} variant="light" color="blue" size="sm" tt="none" title={scope}>
                  {t(`apiKeys.scopes.${scopeKey(scope)}`)}
                </Badge>
              ))
            )}
          </Group>
          <Text ff="monospace" size="sm" style={{ overflowWrap: "anywhere" }} data-testid="api-key-value">
            {props.shown ?? k.maskedKey}
          </Text>
          <Text size="xs" c="dimmed" data-testid="api-key-maker">
            {k.maker ? t("apiKeys.madeBy", { name: k.maker.name }) : t("apiKeys.madeByGone")}
          </Text>
          <Text size="xs" c="dimmed" data-testid="api-key-version">
            {k.apiVersion === LATEST_API_VERSION
              ? t("apiKeys.version", { version: k.apiVersion })
              : t("apiKeys.versionOlder", { version: k.apiVersion, latest: LATEST_API_VERSION })}{" "}
            ·{" "}
            <Anchor href={`/docs/changelog${i18n.language === "en" ? "" : "?lang=fr"}`} size="xs">
              {t("apiKeys.changelog")}
            </Anchor>
          </Text>
          <Text size="xs" c="dimmed">
            {t("apiKeys.createdAt", { time: when(k.createdAt) })} ·{" "}
            {k.lastUsedAt ? t("apiKeys.lastUsed", { time: when(k.lastUsedAt) }) : t("apiKeys.neverUsed")}
          </Text>
        </div>
        {usable && (
          <Group gap={4} wrap="nowrap">
            {mayHandOut && (
              <HandOutActions
                apiKey={k}
                shown={props.shown}
                onReveal={props.onReveal}
                onCopy={props.onCopy}
                onRoll={props.onRoll}
              />
            )}
            <Tooltip label={t("apiKeys.revokeLabel", { name: k.name })}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t("apiKeys.revokeLabel", { name: k.name })}
                onClick={props.onRevoke}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      </Group>
    </Card>
  );
}
