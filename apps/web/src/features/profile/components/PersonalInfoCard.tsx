import { Button, Group, Paper, Stack, TextInput, Title } from "@mantine/core";
import type { Me } from "@payflow/contracts/profile";
import { isValidPhone } from "@payflow/contracts/rules";
import { isBlank } from "@payflow/contracts/validation";
import { useTranslation } from "react-i18next";
import { PhoneField } from "../../../components/PhoneField";
import { useFieldForm } from "../../../lib/form";
import { roleLabel } from "../../../lib/roles";
import { toast } from "../../../lib/toast";
import { useUpdateProfile } from "../../accounts";

/** docs/PRODUCT.md §5 Profile: name required, email read-only; the phone is checked only when filled. */
export function PersonalInfoCard({ me }: { me: Me }) {
  const { t } = useTranslation();
  const form = useFieldForm({ name: me.name, phone: me.phone ?? "" }, ({ name, phone }) => [
    isBlank(name) ? { field: "name", code: "nameRequired" } : null,
    !isBlank(phone) && !isValidPhone(phone) ? { field: "phone", code: "invalidPhone" } : null,
  ]);
  const update = useUpdateProfile();

  const submit = form.submit((values) =>
    update.mutate(values, {
      onSuccess: () => toast.show({ color: "teal", message: t("profile.saved") }),
      onError: (e) => form.fail(e),
    }),
  );

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="personal-info">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} size="h4" id="personal-info">
            {t("profile.personalInfo")}
          </Title>
          <TextInput label={t("profile.name")} required maxLength={120} autoComplete="name" {...form.bind("name")} />
          <TextInput label={t("profile.email")} value={me.email} readOnly description={t("profile.emailReadOnly")} />
          <PhoneField label={t("profile.phone")} autoComplete="tel-national" {...form.bind("phone")} />
          <Group grow>
            <TextInput label={t("profile.company")} value={me.company} readOnly />
            {me.isStaff && (
              <TextInput label={t("profile.role")} value={me.roleDisplayName ?? roleLabel(t, me.role)} readOnly />
            )}
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              {t("profile.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
