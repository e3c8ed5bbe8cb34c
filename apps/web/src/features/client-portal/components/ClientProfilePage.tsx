import "../i18n";
import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import type { Me } from "@payflow/contracts/profile";
import { isBlank, isValidPhone } from "@payflow/contracts/validation";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import "../../../components/password-change.i18n";
import { PasswordChangeForm } from "../../../components/PasswordChangeForm";
import { PhoneField } from "../../../components/PhoneField";
import { useDocumentHead } from "../../../lib/document-head";
import { useFieldForm } from "../../../lib/form";
import { useUpdateProfile } from "../../auth/api/profile";
import { SecuritySection } from "../../profile/components/SecuritySection";

/** Spec §2 client profile: name, email (read-only), phone, company; and the password change. */
export function ClientProfilePage() {
  const { t } = useTranslation();
  const me = useOutletContext<Me>();
  useDocumentHead(t("pageTitle.section", { section: t("client.profile.title") }));
  const form = useFieldForm({ name: me.name, phone: me.phone ?? "" });
  const update = useUpdateProfile();

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const { name, phone } = form.values;
    if (isBlank(name)) return form.fail("nameRequired", "name");
    if (phone.trim() !== "" && !isValidPhone(phone)) return form.fail("invalidPhone", "phone");
    update.mutate(
      { name, phone },
      {
        onSuccess: () => notifications.show({ color: "teal", message: t("client.profile.profileUpdateSuccess") }),
        onError: (e) => form.fail(e),
      },
    );
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t("client.profile.title")}
        </Title>
        <Text c="dimmed">{t("client.profile.subtitle")}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder padding="lg" radius="md">
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="sm">
              <TextInput label={t("client.profile.name")} required maxLength={120} {...form.bind("name")} />
              <TextInput
                label={t("client.profile.email")}
                description={t("client.profile.emailReadOnly")}
                value={me.email}
                readOnly
              />
              <PhoneField label={t("client.profile.phone")} {...form.bind("phone")} />
              <TextInput label={t("client.profile.company")} value={me.company} readOnly />
              <Group justify="flex-end">
                <Button type="submit" loading={update.isPending}>
                  {t("client.profile.save")}
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
        <Card withBorder padding="lg" radius="md">
          <Title order={2} size="h4" mb="sm">
            {t("passwordChange.title")}
          </Title>
          <PasswordChangeForm />
        </Card>
      </SimpleGrid>
      <SecuritySection />
    </Stack>
  );
}
