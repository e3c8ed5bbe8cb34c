import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/errors";
import { toast } from "../../../lib/toast";
import { useDisableTwoFactor } from "../api/two-factor-disable";
import { PasswordConfirmInput } from "./PasswordConfirmInput";

/** Confirms turning two-step verification off with the password. */
export function TwoFactorDisableModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (password === "") return setFieldError(t("errors.passwordRequired"));
    disable.mutate(
      { password },
      {
        onSuccess: () => {
          toast.show({ color: "teal", message: t("security.twoFactor.disabled") });
          onClose();
        },
        onError: (error) => {
          const message = errorMessage(t, error);
          setFieldError(message);
          toast.show({ color: "red", title: t("errors.title"), message });
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t("security.twoFactor.disableTitle")} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t("security.twoFactor.disableText")}</Text>
          <PasswordConfirmInput
            value={password}
            error={fieldError}
            onChange={(value) => {
              setPassword(value);
              setFieldError(null);
            }}
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
