import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { API_KEY_NAME_MAX, type ApiKeyScope } from "@payflow/contracts/api-keys";
import type { Mode } from "@payflow/contracts/payment-rules";
import { isBlank } from "@payflow/contracts/validation";
import { useTranslation } from "react-i18next";
import { useFieldForm } from "../../../lib/form";
import { toast } from "../../../lib/toast";
import { useCreateKey } from "../api/create-key";
import { type KeyAccess, KeyAccessField } from "./KeyAccessField";
import { SecretValue } from "./SecretValue";

type Values = { keyName: string; mode: Mode; access: KeyAccess; scopes: ApiKeyScope[] };
const EMPTY: Values = { keyName: "", mode: "test", access: "standard", scopes: [] };

/** Names a new key, picks its mode and access; the full key is then shown once by NewKeyDialog. */
export function CreateKeyDialog(props: {
  opened: boolean;
  onClose: () => void;
  onCreated: (name: string, value: string) => void;
}) {
  const { t } = useTranslation();
  const form = useFieldForm<Values>(EMPTY, ({ keyName, access, scopes }) => [
    isBlank(keyName) ? { field: "keyName", code: "apiKeyNameRequired" } : null,
    access === "restricted" && scopes.length === 0 ? { field: "scopes", code: "apiKeyScopesRequired" } : null,
  ]);
  const create = useCreateKey();
  const close = () => {
    form.reset(EMPTY);
    props.onClose();
  };
  const onSubmit = form.submit(({ keyName, mode, access, scopes }) =>
    create.mutate(
      { keyName, mode, scopes: access === "restricted" ? scopes : null },
      {
        onSuccess: (created) => {
          toast.show({
            color: "teal",
            title: t("apiKeys.created"),
            message: t("apiKeys.createdText", { name: created.apiKeyRecord.name }),
          });
          form.reset(EMPTY);
          props.onCreated(created.apiKeyRecord.name, created.apiKeyRecord.key_value);
        },
        onError: (e) => form.fail(e, undefined, t("apiKeys.createFailed")),
      },
    ),
  );
  return (
    <Modal opened={props.opened} onClose={close} title={t("apiKeys.create")} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t("apiKeys.name")}
            placeholder={t("apiKeys.namePlaceholder")}
            required
            maxLength={API_KEY_NAME_MAX}
            data-autofocus
            {...form.bind("keyName")}
          />
          <div>
            <Text size="sm" fw={500} mb={4} id="api-key-mode-label">
              {t("apiKeys.mode")}
            </Text>
            <SegmentedControl
              aria-labelledby="api-key-mode-label"
              value={form.values.mode}
              onChange={(v) => {
                form.set("mode", v as Mode);
                form.set("scopes", []);
              }}
              data={[
                { value: "test", label: t("apiKeys.modes.test") },
                { value: "live", label: t("apiKeys.modes.live") },
              ]}
            />
          </div>
          <KeyAccessField
            mode={form.values.mode}
            access={form.values.access}
            scopes={form.values.scopes}
            error={form.errors.scopes}
            onAccess={(access) => form.set("access", access)}
            onScopes={(scopes) => form.set("scopes", scopes)}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t("apiKeys.create")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The full value of a key just created or rolled. */
export function NewKeyDialog({
  fresh,
  onClose,
}: {
  fresh: { name: string; value: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={fresh !== null} onClose={onClose} title={t("apiKeys.newKeyTitle")} centered size="lg">
      <Stack gap="sm">
        <Alert color="yellow" variant="light">
          {t("apiKeys.newKeyText")}
        </Alert>
        <Text fw={600}>{fresh?.name}</Text>
        {fresh && <SecretValue value={fresh.value} copyLabel={t("apiKeys.copy", { name: fresh.name })} />}
        <Group justify="flex-end">
          <Button onClick={onClose}>{t("apiKeys.done")}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
