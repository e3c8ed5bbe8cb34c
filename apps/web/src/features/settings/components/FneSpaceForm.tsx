import "../i18n-invoicing";
import { Anchor, Badge, Button, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import {
  FNE_BASE_URL_MAX_LENGTH,
  FNE_NAME_MAX_LENGTH,
  FNE_PRODUCTION_BASE_URL,
  type FneSpaceInput,
  fneSpaceErrors,
} from "@payflow/contracts/fne-space-rules";
import type { FneSpaceStatus, InvoicingSettings } from "@payflow/contracts/invoicing-settings";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { useFieldForm } from "../../../lib/form";
import { toast } from "../../../lib/toast";
import { useRemoveFneSpace } from "../api/remove-fne-space";
import { useSaveFneSpace } from "../api/save-fne-space";

/**
 * The company's live FNE space (docs/FNE.md § The client). The key is written, never read back: a
 * saved space shows its last 4 characters. Keyed by the save time, so a saved space starts again
 * from an empty key field.
 */
export function FneSpaceForm({ settings }: { settings: InvoicingSettings }) {
  return <SpaceForm key={settings.fne.updatedAt ?? "none"} space={settings.fne} />;
}

/** The establishment's and the point of sale's names, as the space spells them. */
const NAMES = ["establishment", "pointOfSale"] as const;

function SpaceForm({ space }: { space: FneSpaceStatus }) {
  const { t } = useTranslation();
  const form = useFieldForm<FneSpaceInput>(
    {
      apiKey: "",
      establishment: space.establishment ?? "",
      pointOfSale: space.pointOfSale ?? "",
      ncc: space.ncc ?? "",
      baseUrl: space.baseUrl ?? "",
    },
    // Plain http passes here: the server allows it only while its sandboxes run, and says so at the field.
    (v) => fneSpaceErrors(v, { hasKey: space.configured, allowHttp: true }),
  );
  const save = useSaveFneSpace();
  const [advanced, setAdvanced] = useState(space.baseUrl !== null);
  const showAdvanced = advanced || Boolean(form.errors.baseUrl);

  const submit = form.submit((v) =>
    save.mutate(
      {
        ...(v.apiKey ? { apiKey: v.apiKey } : {}),
        establishment: v.establishment,
        pointOfSale: v.pointOfSale,
        ncc: v.ncc,
        baseUrl: v.baseUrl.trim() || null,
      },
      {
        onSuccess: () => toast.show({ color: "teal", message: t("invoicing.fne.saved") }),
        onError: (e) => form.fail(e),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Group gap="sm">
          <Badge color={space.configured ? "teal" : "gray"} variant="light">
            {t(space.configured ? "invoicing.fne.configured" : "invoicing.fne.notConfigured")}
          </Badge>
          {!space.configured && (
            <Text size="sm" c="dimmed">
              {t("invoicing.fne.notConfiguredHint")}
            </Text>
          )}
        </Group>
        <PasswordInput
          label={t("invoicing.fne.apiKey")}
          description={
            space.keyLast4
              ? t("invoicing.fne.apiKeySaved", { last4: `•••• ${space.keyLast4}` })
              : t("invoicing.fne.apiKeyHint")
          }
          required={!space.configured}
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          visibilityToggleButtonProps={{ "aria-label": t("invoicing.fne.showKey") }}
          {...form.bind("apiKey")}
          // Mantine's PasswordInput does not mark its input invalid itself, as its TextInput does.
          aria-invalid={Boolean(form.errors.apiKey)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {NAMES.map((field) => (
            <TextInput
              key={field}
              label={t(`invoicing.fne.${field}`)}
              description={t(`invoicing.fne.${field}Hint`)}
              maxLength={FNE_NAME_MAX_LENGTH}
              required
              {...form.bind(field)}
            />
          ))}
        </SimpleGrid>
        <TextInput
          label={t("invoicing.fne.ncc")}
          description={t("invoicing.fne.nccHint")}
          maxLength={20}
          autoComplete="off"
          required
          maw={320}
          {...form.bind("ncc")}
        />
        {showAdvanced ? (
          <TextInput
            label={t("invoicing.fne.baseUrl")}
            description={t("invoicing.fne.baseUrlHint", { url: FNE_PRODUCTION_BASE_URL })}
            type="url"
            maxLength={FNE_BASE_URL_MAX_LENGTH}
            placeholder={FNE_PRODUCTION_BASE_URL}
            styles={{ description: { overflowWrap: "anywhere" } }}
            {...form.bind("baseUrl")}
          />
        ) : (
          <Anchor component="button" type="button" size="sm" ta="left" onClick={() => setAdvanced(true)}>
            {t("invoicing.fne.advanced")}
          </Anchor>
        )}
        <Group justify="flex-end">
          {space.configured && <RemoveSpace onFailed={form.fail} />}
          <Button type="submit" loading={save.isPending}>
            {t("invoicing.fne.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Removing the space, once confirmed: later live invoices wait until a space is set again. */
function RemoveSpace({ onFailed }: { onFailed: (error: unknown) => void }) {
  const { t } = useTranslation();
  const remove = useRemoveFneSpace();
  const [confirming, confirm] = useDisclosure(false);
  const texts = {
    title: t("invoicing.fne.removeTitle"),
    text: t("invoicing.fne.removeText"),
    confirmLabel: t("invoicing.fne.remove"),
  };
  const onConfirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast.show({ color: "teal", message: t("invoicing.fne.removed") }),
      onError: onFailed,
      onSettled: confirm.close,
    });
  return (
    <>
      <Button variant="subtle" color="red" onClick={confirm.open}>
        {texts.confirmLabel}
      </Button>
      <ConfirmDialog
        {...texts}
        opened={confirming}
        busy={remove.isPending}
        onConfirm={onConfirm}
        onClose={confirm.close}
      />
    </>
  );
}
