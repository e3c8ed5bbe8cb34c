import { Alert, Anchor, Button, Group, Stack } from "@mantine/core";
import { SIGN_IN_CODE_EXPIRES_MINUTES } from "@payflow/contracts/constants";
import { isValidEmail } from "@payflow/contracts/validation";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { requestEmailCode } from "../api/email-code-request";
import { signInWithEmailCode } from "../api/email-code-sign-in";
import { useAfterSignIn } from "../hooks/use-auth-redirect";
import { useStepForm } from "../hooks/use-step-form";
import { AuthFrame } from "./AuthFrame";
import { CodeInput } from "./CodeInput";
import { EmailInput } from "./EmailInput";

type Props = {
  initialEmail: string;
  onSignedIn: () => void;
  onTwoFactorRequired: () => void;
  onBack: () => void;
};

/** Sign-in with a one-time code sent by email: ask for the code, then type it. */
export function EmailCodeSignIn({ initialEmail, onSignedIn, onTwoFactorRequired, onBack }: Props) {
  const { t } = useTranslation();
  const afterSignIn = useAfterSignIn();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Before the code is sent the email is checked; then the code is required.
  const emailError = (email: string) =>
    isValidEmail(email) ? null : { field: "email" as const, code: "invalidEmail" as const };
  const step = useStepForm({ email: initialEmail, code: "" }, ({ email, code }) => [
    sentTo ? null : emailError(email),
    sentTo && code.trim() === "" ? { field: "code", code: "fieldRequired" } : null,
  ]);

  const sendCode = async (email: string) => {
    await requestEmailCode({ email: email.trim() });
    setSentTo(email.trim());
  };

  const resend = () => {
    const invalid = emailError(step.values.email);
    if (invalid) return step.fail(invalid.code, invalid.field);
    void step.run(() => sendCode(step.values.email));
  };

  const onSubmit = step.submitWith(async ({ email, code }) => {
    if (!sentTo) return sendCode(email);
    const result = await signInWithEmailCode({ email: sentTo, code: code.trim() });
    if ("twoFactorRequired" in result) return onTwoFactorRequired();
    await afterSignIn();
    onSignedIn();
  });

  return (
    <AuthFrame title={t("recovery.emailCodeTitle")} subtitle={t("recovery.emailCodeSubtitle")}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <EmailInput
            {...step.bind("email")}
            onChange={(e) => {
              step.set("email", e.currentTarget.value);
              setSentTo(null);
            }}
            data-autofocus
          />
          {sentTo && (
            <>
              <Alert color="blue" role="status">
                {t("recovery.codeSent", { email: sentTo, minutes: SIGN_IN_CODE_EXPIRES_MINUTES })}
              </Alert>
              <CodeInput
                label={t("recovery.emailCode")}
                value={step.values.code}
                error={step.errors.code}
                onChange={(value) => step.set("code", value)}
              />
            </>
          )}
          <Button type="submit" loading={step.busy} fullWidth mt="xs">
            {sentTo ? t("recovery.signInWithCode") : t("recovery.sendCode")}
          </Button>
          <Group justify="space-between" gap="xs">
            {sentTo ? (
              <Anchor component="button" type="button" size="sm" onClick={resend} disabled={step.busy}>
                {t("recovery.resendCode")}
              </Anchor>
            ) : (
              <span />
            )}
            <Anchor component="button" type="button" size="sm" onClick={onBack}>
              {t("recovery.backToLogin")}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthFrame>
  );
}
