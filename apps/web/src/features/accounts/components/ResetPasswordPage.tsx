// The error catalogue (errors.*) for this route and everything it shows: routes load it, not components.
import "../../../i18n/error-texts";
import "../i18n-recovery";
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { PASSWORD_MIN_LENGTH, PASSWORD_RESET_EXPIRES_MINUTES } from "@payflow/contracts/constants";
import { isValidEmail } from "@payflow/contracts/validation";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ApiError } from "../../../lib/api";
import { useDocumentHead } from "../../../lib/document-head";
import { confirmPasswordReset } from "../api/password-reset-confirm";
import { requestPasswordReset } from "../api/password-reset-request";
import { useStepSubmit } from "../hooks/use-step-submit";
import { AuthFrame } from "./AuthFrame";

/**
 * /reset-password: without a token, ask for a link by email; with the link's token, choose the
 * new password. Public, and loads no dashboard code.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  useDocumentHead(t("recovery.pageTitle"));
  const [params] = useSearchParams();
  const token = params.get("token");
  return token ? <NewPasswordForm token={token} /> : <RequestLinkForm />;
}

function BackToLogin() {
  const { t } = useTranslation();
  return (
    <Text size="sm" ta="center">
      <Anchor component={Link} to="/login">
        {t("recovery.backToLogin")}
      </Anchor>
    </Text>
  );
}

function RequestLinkForm() {
  const { t, i18n } = useTranslation();
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const step = useStepSubmit(["email"] as const);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) return step.fail(t("errors.invalidEmail"), "email");
    void step.run(async () => {
      await requestPasswordReset({ email: email.trim(), language: i18n.language.startsWith("en") ? "en" : "fr" });
      setSentTo(email.trim());
    });
  };

  return (
    <AuthFrame title={t("recovery.resetTitle")} subtitle={t("recovery.resetSubtitle")}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {sentTo && (
            <Alert color="teal" role="status">
              {t("recovery.linkSent", { email: sentTo, minutes: PASSWORD_RESET_EXPIRES_MINUTES })}
            </Alert>
          )}
          <TextInput
            label={t("auth.email")}
            placeholder={t("auth.emailPlaceholder")}
            type="email"
            autoComplete="email"
            value={email}
            error={step.errors.email}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              step.clear("email");
            }}
            required
            data-autofocus
          />
          <Button type="submit" loading={step.busy} fullWidth mt="xs">
            {t("recovery.sendLink")}
          </Button>
          <BackToLogin />
        </Stack>
      </form>
    </AuthFrame>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ newPassword: "", confirmPassword: "" });
  const [done, setDone] = useState(false);
  const [linkInvalid, setLinkInvalid] = useState(false);
  const step = useStepSubmit(["newPassword", "confirmPassword"] as const);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (values.newPassword.length < PASSWORD_MIN_LENGTH) return step.fail(t("errors.passwordTooShort"), "newPassword");
    if (values.newPassword !== values.confirmPassword) {
      return step.fail(t("errors.passwordMismatch"), "confirmPassword");
    }
    void step.run(
      async () => {
        await confirmPasswordReset({ token, ...values });
        setDone(true);
      },
      (error) => {
        if (error instanceof ApiError && error.code === "resetLinkInvalid") setLinkInvalid(true);
        return false;
      },
    );
  };

  const field = (name: keyof typeof values) => ({
    value: values[name],
    error: step.errors[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      step.clear(name);
    },
  });

  if (done) {
    return (
      <AuthFrame title={t("recovery.newPasswordTitle")} subtitle={t("recovery.newPasswordSubtitle")}>
        <Stack gap="sm">
          <Alert color="teal" role="status">
            {t("recovery.passwordReset")}
          </Alert>
          <Button component={Link} to="/login" fullWidth>
            {t("auth.loginLink")}
          </Button>
        </Stack>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title={t("recovery.newPasswordTitle")} subtitle={t("recovery.newPasswordSubtitle")}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {linkInvalid && (
            <Alert color="red" role="alert">
              <Stack gap={4}>
                <span>{t("errors.resetLinkInvalid")}</span>
                <Anchor component={Link} to="/reset-password" size="sm">
                  {t("recovery.requestNewLink")}
                </Anchor>
              </Stack>
            </Alert>
          )}
          <PasswordInput
            label={t("recovery.newPassword")}
            description={t("auth.passwordHint")}
            autoComplete="new-password"
            {...field("newPassword")}
            required
            data-autofocus
            visibilityToggleButtonProps={{ "aria-label": t("auth.showPassword") }}
          />
          <PasswordInput
            label={t("recovery.confirmNewPassword")}
            autoComplete="new-password"
            {...field("confirmPassword")}
            required
            visibilityToggleButtonProps={{ "aria-label": t("auth.showPassword") }}
          />
          <Button type="submit" loading={step.busy} fullWidth mt="xs">
            {t("recovery.savePassword")}
          </Button>
          <BackToLogin />
        </Stack>
      </form>
    </AuthFrame>
  );
}
