import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { WebhookEndpoint } from "@payflow/contracts/webhooks";
import { IconKey, IconRefresh } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { errorMessage } from "../../../lib/errors";
import { toast } from "../../../lib/toast";
import { revealSecret } from "../api/reveal-secret";
import { useRotateSecret } from "../api/rotate-secret";
import { SecretValue } from "./SecretValue";

/** Reveal (audited) and rotation of an endpoint's signing secret. */
export function EndpointSecret({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation();
  const [secret, setSecret] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const rotate = useRotateSecret();
  const failed = (e: unknown) => toast.show({ color: "red", title: t("errors.title"), message: errorMessage(t, e) });
  const onReveal = () =>
    revealSecret(endpoint.id)
      .then((s) => setSecret(s.secret))
      .catch(failed);
  const onRotate = () =>
    rotate.mutate(endpoint.id, {
      onSuccess: (rotated) => {
        toast.show({ color: "teal", title: t("webhooks.rotated"), message: endpoint.url });
        setSecret(rotated.secret);
      },
      onError: failed,
      onSettled: () => setConfirming(false),
    });
  return (
    <>
      <Button size="compact-sm" variant="subtle" leftSection={<IconKey size={14} aria-hidden />} onClick={onReveal}>
        {t("webhooks.revealSecret")}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        leftSection={<IconRefresh size={14} aria-hidden />}
        onClick={() => setConfirming(true)}
      >
        {t("webhooks.rotate")}
      </Button>
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
      <ConfirmDialog
        opened={confirming}
        title={t("webhooks.rotateTitle")}
        text={t("webhooks.rotateText")}
        confirmLabel={t("webhooks.rotate")}
        busy={rotate.isPending}
        onConfirm={onRotate}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

export function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={secret !== null} onClose={onClose} title={t("webhooks.secretTitle")} centered size="lg">
      <Stack gap="sm">
        <Text size="sm">{t("webhooks.secretText")}</Text>
        {secret && <SecretValue value={secret} copyLabel={t("webhooks.copySecret")} />}
        <Group justify="flex-end">
          <Button onClick={onClose}>{t("apiKeys.done")}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
