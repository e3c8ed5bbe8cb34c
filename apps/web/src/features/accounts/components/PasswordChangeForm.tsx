import "../i18n-password-change";
import { Button, Group, PasswordInput, Stack } from "@mantine/core";
import { PASSWORD_MAX_LENGTH } from "@payflow/contracts/rules";
import { firstPasswordChangeError, type PasswordChangeInput } from "@payflow/contracts/validation";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api";
import { useFieldForm } from "../../../lib/form";
import { toast } from "../../../lib/toast";
import { useChangePassword } from "../api/change-password";

const EMPTY: PasswordChangeInput = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * POST /api/me/password. On success the server has set a fresh session cookie and cleared a
 * forced first-login change; the signed-in user is reloaded.
 */
export function PasswordChangeForm({ forced = false }: { forced?: boolean }) {
  const { t } = useTranslation();
  const form = useFieldForm(EMPTY, (v) => [firstPasswordChangeError(v)]);
  const change = useChangePassword();

  const onSubmit = form.submit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        toast.show({
          color: "teal",
          title: t("passwordChange.updated"),
          message: t("passwordChange.updatedText"),
        });
        form.reset(EMPTY);
      },
      // docs/PRODUCT.md §5: a wrong current password shows currentPasswordIncorrect and a passwordUpdateFailed toast.
      onError: (e) =>
        e instanceof ApiError && e.code === "currentPasswordIncorrect"
          ? form.fail(e, "currentPassword", t("errors.passwordUpdateFailed"))
          : form.fail(e),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <PasswordInput
          label={t(forced ? "passwordChange.forcedCurrent" : "passwordChange.currentPassword")}
          autoComplete="current-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          {...form.bind("currentPassword")}
        />
        <PasswordInput
          label={t("passwordChange.newPassword")}
          description={t("passwordChange.newPasswordHint")}
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          {...form.bind("newPassword")}
        />
        <PasswordInput
          label={t("passwordChange.confirmPassword")}
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          {...form.bind("confirmPassword")}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            {t("passwordChange.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
