import { Button, Code, Group, Image, List, Modal, Stack, Text, TextInput, Title } from "@mantine/core";
import type { TwoFactorEnrolment } from "@payflow/contracts/security";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFieldForm } from "../../../lib/form";
import { toast } from "../../../lib/toast";
import { useStartTwoFactor } from "../api/two-factor-enable";
import { useConfirmTwoFactor } from "../api/two-factor-verify";
import { PasswordConfirmInput } from "./PasswordConfirmInput";

/** Enrolment: password, then QR code + key + backup codes, then a first code from the app. */
export function TwoFactorEnrolModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  // The password step, then the code step; an empty field is marked only, the server's refusal
  // marked on the field it names and toasted.
  const form = useFieldForm({ password: "", code: "" }, ({ password, code }) => [
    !enrolment && password === "" ? { field: "password", code: "passwordRequired" } : null,
    enrolment && code.trim() === "" ? { field: "code", code: "fieldRequired" } : null,
  ]);
  const fail = (error: unknown) => form.fail(error);

  const onPassword = form.submit(
    ({ password }) => start.mutate({ password }, { onSuccess: setEnrolment, onError: fail }),
    { toast: false },
  );

  const onCode = form.submit(
    ({ code }) =>
      confirm.mutate(
        { code: code.trim() },
        {
          onSuccess: () => {
            toast.show({ color: "teal", message: t("security.twoFactor.enabled") });
            onClose();
          },
          onError: fail,
        },
      ),
    { toast: false },
  );

  return (
    <Modal opened onClose={onClose} title={t("security.twoFactor.enrolTitle")} size="lg" centered>
      {!enrolment ? (
        <form onSubmit={onPassword} noValidate>
          <Stack gap="sm">
            <PasswordConfirmInput
              description={t("security.twoFactor.passwordHelp")}
              value={form.values.password}
              error={form.errors.password ?? null}
              onChange={(value) => form.set("password", value)}
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
              {...form.bind("code")}
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
