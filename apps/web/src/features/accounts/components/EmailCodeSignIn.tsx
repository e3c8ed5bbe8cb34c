import { Alert, Anchor, Button, Group, Stack, TextInput } from "@mantine/core";
import { SIGN_IN_CODE_EXPIRES_MINUTES } from "@payflow/contracts/constants";
import { isValidEmail } from "@payflow/contracts/validation";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { requestEmailCode } from "../api/email-code-request";
import { signInWithEmailCode } from "../api/email-code-sign-in";
import { useAfterSignIn } from "../hooks/use-auth-redirect";
import { useStepSubmit } from "../hooks/use-step-submit";
import { AuthFrame } from "./AuthFrame";
import { CodeInput } from "./CodeInput";

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
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const step = useStepSubmit(["email", "code"] as const);

  const send = () => {
    if (!isValidEmail(email)) return step.fail(t("errors.invalidEmail"), "email");
    void step.run(async () => {
      await requestEmailCode({ email: email.trim() });
      setSentTo(email.trim());
    });
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!sentTo) return send();
    if (code.trim() === "") return step.fail(t("errors.fieldRequired"), "code");
    void step.run(async () => {
      const result = await signInWithEmailCode({ email: sentTo, code: code.trim() });
      if ("twoFactorRequired" in result) return onTwoFactorRequired();
      await afterSignIn();
      onSignedIn();
    });
  };

  return (
    <AuthFrame title={t("recovery.emailCodeTitle")} subtitle={t("recovery.emailCodeSubtitle")}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t("auth.email")}
            placeholder={t("auth.emailPlaceholder")}
            type="email"
            autoComplete="email"
            value={email}
            error={step.errors.email}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              setSentTo(null);
              step.clear("email");
            }}
            required
            data-autofocus
          />
          {sentTo && (
            <>
              <Alert color="blue" role="status">
                {t("recovery.codeSent", { email: sentTo, minutes: SIGN_IN_CODE_EXPIRES_MINUTES })}
              </Alert>
              <CodeInput
                label={t("recovery.emailCode")}
                value={code}
                error={step.errors.code}
                onChange={(value) => {
                  setCode(value);
                  step.clear("code");
                }}
              />
            </>
          )}
          <Button type="submit" loading={step.busy} fullWidth mt="xs">
            {sentTo ? t("recovery.signInWithCode") : t("recovery.sendCode")}
          </Button>
          <Group justify="space-between" gap="xs">
            {sentTo ? (
              <Anchor component="button" type="button" size="sm" onClick={send} disabled={step.busy}>
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
