import { Button, Group, Paper, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { notifications as toast } from "@mantine/notifications";
import { PASSWORD_MIN_LENGTH } from "@payflow/contracts/constants";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api";
import { errorMessage } from "../../../lib/errors";
import { useChangePassword } from "../api/profile";

type Field = "currentPassword" | "newPassword" | "confirmPassword";
const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * Spec §5: current password, new one of 8+, matching confirmation. A wrong current password
 * shows 'Current password incorrect.' on its field and a passwordUpdateFailed toast.
 */
export function ChangePasswordCard({ onChanged }: { onChanged?: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const change = useChangePassword();

  const set = (key: Field, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.currentPassword) return setErrors({ currentPassword: t("errors.passwordRequired") });
    if (form.newPassword.length < PASSWORD_MIN_LENGTH) return setErrors({ newPassword: t("errors.passwordTooShort") });
    if (form.newPassword !== form.confirmPassword) return setErrors({ confirmPassword: t("errors.passwordMismatch") });
    change.mutate(form, {
      onSuccess: () => {
        setForm(EMPTY);
        toast.show({ color: "teal", message: t("profile.passwordUpdated") });
        onChanged?.();
      },
      onError: (e) => {
        if (e instanceof ApiError && e.code === "currentPasswordIncorrect") {
          setErrors({ currentPassword: t("errors.currentPasswordIncorrect") });
          toast.show({ color: "red", title: t("errors.title"), message: t("errors.passwordUpdateFailed") });
        } else if (e instanceof ApiError && (e.field === "newPassword" || e.field === "confirmPassword")) {
          setErrors({ [e.field]: t(`errors.${e.code}`) });
        } else toast.show({ color: "red", title: t("errors.title"), message: errorMessage(t, e) });
      },
    });
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="change-password">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} size="h4" id="change-password">
            {t("profile.changePassword")}
          </Title>
          <PasswordInput
            label={t("profile.currentPassword")}
            value={form.currentPassword}
            onChange={(e) => set("currentPassword", e.currentTarget.value)}
            error={errors.currentPassword}
            autoComplete="current-password"
            required
          />
          <PasswordInput
            label={t("profile.newPassword")}
            value={form.newPassword}
            onChange={(e) => set("newPassword", e.currentTarget.value)}
            error={errors.newPassword}
            autoComplete="new-password"
            required
          />
          <PasswordInput
            label={t("profile.confirmPassword")}
            value={form.confirmPassword}
            onChange={(e) => set("confirmPassword", e.currentTarget.value)}
            error={errors.confirmPassword}
            autoComplete="new-password"
            required
          />
          <Text size="sm" c="dimmed">
            {t("profile.passwordHint")}
          </Text>
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              {t("profile.updatePassword")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
