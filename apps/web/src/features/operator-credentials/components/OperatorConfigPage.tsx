import "../i18n";
import { Badge, Button, Card, Group, PasswordInput, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { firstCredentialError, OPERATOR_NAMES } from "@payflow/contracts/operator-credential-rules";
import type { OperatorCredentialStatus } from "@payflow/contracts/operator-credentials";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { QueryStatus } from "../../../components/QueryStatus";
import { RequireCapability } from "../../../components/RequireCapability";
import { useDocumentHead } from "../../../lib/document-head";
import { useFieldForm } from "../../../lib/form";
import { toast } from "../../../lib/toast";
import { operatorCredentialsQuery } from "../api/list-credentials";
import { useRemoveOperatorCredentials } from "../api/remove-credentials";
import { useSaveOperatorCredentials } from "../api/save-credentials";

/** /dashboard/operator-api-config (manageOperatorCredentials: admins unless a role is given it). */
export function OperatorConfigPage() {
  const { t } = useTranslation();
  useDocumentHead(t("pageTitle.section", { section: t("operatorConfig.title") }));
  return (
    <RequireCapability capability="manageOperatorCredentials">
      <Screen />
    </RequireCapability>
  );
}

function Screen() {
  const { t } = useTranslation();
  const { data, isPending, error } = useQuery(operatorCredentialsQuery());
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t("operatorConfig.title")}
        </Title>
        <Text c="dimmed">{t("operatorConfig.subtitle")}</Text>
      </div>
      {isPending || error ? (
        <QueryStatus isPending={isPending} error={error} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {data.items.map((s) => (
            // Keyed by the save time so a saved form starts again from empty fields.
            <OperatorCard key={`${s.operator}:${s.updatedAt ?? ""}`} status={s} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function OperatorCard({ status }: { status: OperatorCredentialStatus }) {
  const { t } = useTranslation();
  const operator = OPERATOR_NAMES[status.operator];
  const form = useFieldForm<Record<string, string>>(
    Object.fromEntries(status.fields.map((f) => [f.field, ""])),
    (values) => [firstCredentialError(status.operator, values)],
  );
  const save = useSaveOperatorCredentials();
  const remove = useRemoveOperatorCredentials();
  const [confirming, confirm] = useDisclosure(false);

  const onSubmit = form.submit((typed) => {
    const values = Object.fromEntries(Object.entries(typed).filter(([, v]) => v !== ""));
    save.mutate(
      { operator: status.operator, values },
      {
        onSuccess: () =>
          toast.show({
            color: "teal",
            title: t("operatorConfig.operatorApiKeysUpdated"),
            message: t("operatorConfig.operatorApiKeysUpdatedText", { operator }),
          }),
        onError: (e) => form.fail(e),
      },
    );
  });

  const onRemove = () =>
    remove.mutate(status.operator, {
      onSuccess: () =>
        toast.show({
          color: "teal",
          title: t("operatorConfig.removed"),
          message: t("operatorConfig.removedText", { operator }),
        }),
      onError: (e) => form.fail(e),
      onSettled: confirm.close,
    });

  return (
    <Card withBorder padding="lg" radius="md" data-testid={`operator-${status.operator}`}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h4">
              {operator}
            </Title>
            <Badge color={status.configured ? "teal" : "gray"} variant="light">
              {t(status.configured ? "operatorConfig.configured" : "operatorConfig.notConfigured")}
            </Badge>
          </Group>
          {status.fields.map((f, i) => (
            <Stack key={f.field} gap="sm">
              {f.optional && !status.fields[i - 1]?.optional && (
                <div>
                  <Title order={3} size="h6">
                    {t("operatorConfig.payoutFields")}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t("operatorConfig.payoutFieldsHint")}
                  </Text>
                </div>
              )}
              <PasswordInput
                label={t(`operatorConfig.fields.${f.field}` as "operatorConfig.fields.apiKey")}
                description={
                  f.configured
                    ? f.last4
                      ? t("operatorConfig.savedHint", { last4: `••••${f.last4}` })
                      : t("operatorConfig.savedNoHint")
                    : undefined
                }
                required={!f.configured && !f.optional}
                autoComplete="off"
                spellCheck={false}
                maxLength={512}
                visibilityToggleButtonProps={{ "aria-label": t("operatorConfig.show") }}
                {...form.bind(f.field)}
              />
            </Stack>
          ))}
          <Group justify="flex-end" mt="xs">
            {status.configured && (
              <Button variant="subtle" color="red" onClick={confirm.open}>
                {t("operatorConfig.remove")}
              </Button>
            )}
            <Button type="submit" loading={save.isPending}>
              {t("operatorConfig.save")}
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirming}
        title={t("operatorConfig.removeTitle")}
        text={t("operatorConfig.removeText", { operator })}
        confirmLabel={t("operatorConfig.remove")}
        busy={remove.isPending}
        onConfirm={onRemove}
        onClose={confirm.close}
      />
    </Card>
  );
}
