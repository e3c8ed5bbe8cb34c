import { Button, Group, Paper, Stack, TextInput, Title } from "@mantine/core";
import { notifications as toast } from "@mantine/notifications";
import type { Me } from "@payflow/contracts/profile";
import { isValidPhone } from "@payflow/contracts/validation";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PhoneField } from "../../../components/PhoneField";
import { ApiError } from "../../../lib/api";
import { errorMessage } from "../../../lib/errors";
import { roleLabel } from "../../../lib/roles";
import { useUpdateProfile } from "../../auth/api/profile";

/** Spec §5 Profile: name required, email read-only; the phone is checked only when filled. */
export function PersonalInfoCard({ me }: { me: Me }) {
  const { t } = useTranslation();
  const [name, setName] = useState(me.name);
  const [phone, setPhone] = useState(me.phone ?? "");
  const [errors, setErrors] = useState<{ name?: string; phone?: string }>({});
  const update = useUpdateProfile();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setErrors({ name: t("errors.nameRequired") });
    if (phone.trim() && !isValidPhone(phone)) return setErrors({ phone: t("errors.invalidPhone") });
    update.mutate(
      { name, phone },
      {
        onSuccess: () => toast.show({ color: "teal", message: t("profile.saved") }),
        onError: (e) => {
          if (e instanceof ApiError && (e.field === "name" || e.field === "phone")) {
            setErrors({ [e.field]: t(`errors.${e.code}`) });
          } else toast.show({ color: "red", title: t("errors.title"), message: errorMessage(t, e) });
        },
      },
    );
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="personal-info">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} size="h4" id="personal-info">
            {t("profile.personalInfo")}
          </Title>
          <TextInput
            label={t("profile.name")}
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setErrors((x) => ({ ...x, name: undefined }));
            }}
            error={errors.name}
            required
            maxLength={120}
            autoComplete="name"
          />
          <TextInput label={t("profile.email")} value={me.email} readOnly description={t("profile.emailReadOnly")} />
          <PhoneField
            label={t("profile.phone")}
            value={phone}
            onChange={(e) => {
              setPhone(e.currentTarget.value);
              setErrors((x) => ({ ...x, phone: undefined }));
            }}
            error={errors.phone}
            autoComplete="tel-national"
          />
          <Group grow>
            <TextInput label={t("profile.company")} value={me.company} readOnly />
            <TextInput label={t("profile.role")} value={me.roleDisplayName ?? roleLabel(t, me.role)} readOnly />
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
