import { Button, Code, Group, Image, List, Modal, Stack, Text, TextInput, Title } from "@mantine/core";
import type { TwoFactorEnrolment } from "@payflow/contracts/security";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api";
import { errorMessage } from "../../../lib/errors";
import { toast } from "../../../lib/toast";
import { useStartTwoFactor } from "../api/two-factor-enable";
import { useConfirmTwoFactor } from "../api/two-factor-verify";
import { PasswordConfirmInput } from "./PasswordConfirmInput";

/** Enrolment: password, then QR code + key + backup codes, then a first code from the app. */
export function TwoFactorEnrolModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);

  const fail = (error: unknown) => {
    const message = errorMessage(t, error);
    if (error instanceof ApiError && (error.field === "password" || error.field === "code")) setFieldError(message);
    toast.show({ color: "red", title: t("errors.title"), message });
  };

  const onPassword = (event: React.FormEvent) => {
    event.preventDefault();
    if (password === "") return setFieldError(t("errors.passwordRequired"));
    start.mutate({ password }, { onSuccess: setEnrolment, onError: fail });
  };

  const onCode = (event: React.FormEvent) => {
    event.preventDefault();
    if (code.trim() === "") return setFieldError(t("errors.fieldRequired"));
    confirm.mutate(
      { code: code.trim() },
      {
        onSuccess: () => {
          toast.show({ color: "teal", message: t("security.twoFactor.enabled") });
          onClose();
        },
        onError: fail,
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t("security.twoFactor.enrolTitle")} size="lg" centered>
      {!enrolment ? (
        <form onSubmit={onPassword} noValidate>
          <Stack gap="sm">
            <PasswordConfirmInput
              description={t("security.twoFactor.passwordHelp")}
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
              <Button type="submit" loading={start.isPending}>
                {t("security.twoFactor.continue")}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <form onSubmit={onCode} noValidate>
          <Stack gap="sm">
            <Text size="sm">{t("security.twoFactor.scan")}</Text>
            <Image
              src={enrolment.qrCode}
              alt={t("security.twoFactor.qrAlt")}
              w={200}
              h={200}
              mx="auto"
              bg="white"
              p={4}
              radius="sm"
            />
            <Text size="sm">{t("security.twoFactor.manual")}</Text>
            <Code block aria-label={t("security.twoFactor.secretLabel")} data-testid="totp-secret">
              {enrolment.secret}
            </Code>
            <Title order={4} size="h5" mt="xs">
              {t("security.twoFactor.backupTitle")}
            </Title>
            <Text size="sm" c="dimmed">
              {t("security.twoFactor.backupText")}
            </Text>
            <List spacing={2} size="sm" ff="monospace" data-testid="backup-codes" style={{ columns: 2 }}>
              {enrolment.backupCodes.map((c) => (
                <List.Item key={c}>{c}</List.Item>
              ))}
            </List>
            <TextInput
              label={t("security.twoFactor.code")}
              value={code}
              error={fieldError}
              onChange={(e) => {
                setCode(e.currentTarget.value);
                setFieldError(null);
              }}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={12}
              required
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t("common.cancel")}
              </Button>
              <Button type="submit" loading={confirm.isPending}>
                {t("security.twoFactor.confirm")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
