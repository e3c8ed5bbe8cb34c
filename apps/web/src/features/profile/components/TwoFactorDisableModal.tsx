import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useFieldForm } from "../../../lib/form";
import { toast } from "../../../lib/toast";
import { useDisableTwoFactor } from "../api/two-factor-disable";
import { PasswordConfirmInput } from "./PasswordConfirmInput";

/** Confirms turning two-step verification off with the password. */
export function TwoFactorDisableModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  const form = useFieldForm({ password: "" }, ({ password }) => [
    password === "" ? { field: "password", code: "passwordRequired" } : null,
  ]);

  // A missing password is marked at its field only; the server's refusal is marked and toasted.
  const onSubmit = form.submit(
    (body) =>
      disable.mutate(body, {
        onSuccess: () => {
          toast.show({ color: "teal", message: t("security.twoFactor.disabled") });
          onClose();
        },
        onError: (error) => form.fail(error, "password"),
      }),
    { toast: false },
  );

  return (
    <Modal opened onClose={onClose} title={t("security.twoFactor.disableTitle")} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t("security.twoFactor.disableText")}</Text>
          <PasswordConfirmInput
            value={form.values.password}
            error={form.errors.password ?? null}
            onChange={(value) => form.set("password", value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" color="red" loading={disable.isPending}>
              {t("security.twoFactor.disable")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
