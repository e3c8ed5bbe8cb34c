import { Anchor, Button, Group, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api";
import { signInTwoFactor } from "../api/sign-in-two-factor";
import { useAfterSignIn } from "../hooks/use-auth-redirect";
import { useStepForm } from "../hooks/use-step-form";
import { AuthFrame } from "./AuthFrame";
import { CodeInput } from "./CodeInput";

/** The code step after a right password (or email code) on an account with two-factor. */
export function TwoFactorStep({ onSignedIn, onBack }: { onSignedIn: () => void; onBack: () => void }) {
  const { t } = useTranslation();
  const afterSignIn = useAfterSignIn();
  const [method, setMethod] = useState<"totp" | "backupCode">("totp");
  const step = useStepForm({ code: "" }, ({ code }) => [
    code.trim() === "" ? { field: "code", code: "fieldRequired" } : null,
  ]);

  const onSubmit = step.submitWith(
    async ({ code }) => {
      await signInTwoFactor({ code: code.trim(), method });
      await afterSignIn();
      onSignedIn();
    },
    (error) => {
      // The challenge is gone (expired or too many wrong codes): start again from the password.
      if (error instanceof ApiError && error.code === "twoFactorChallengeExpired") {
        step.fail("twoFactorChallengeExpired");
        onBack();
        return true;
      }
      return false;
    },
  );

  return (
    <AuthFrame
      title={t("recovery.twoFactorTitle")}
      subtitle={method === "totp" ? t("recovery.twoFactorSubtitle") : t("recovery.backupSubtitle")}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <CodeInput
            label={method === "totp" ? t("recovery.code") : t("recovery.backupCode")}
            value={step.values.code}
            error={step.errors.code}
            onChange={(value) => step.set("code", value)}
            numeric={method === "totp"}
            autoFocus
          />
          <Button type="submit" loading={step.busy} fullWidth mt="xs">
            {t("recovery.verify")}
          </Button>
          <Group justify="space-between" gap="xs">
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => {
                setMethod((m) => (m === "totp" ? "backupCode" : "totp"));
                step.set("code", "");
              }}
            >
              {method === "totp" ? t("recovery.useBackupCode") : t("recovery.useApp")}
            </Anchor>
            <Anchor component="button" type="button" size="sm" onClick={onBack}>
              {t("recovery.backToLogin")}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthFrame>
  );
}
