// The error catalogue (errors.*) for this route and everything it shows: routes load it, not components.
import "../../../i18n/error-texts";
import "../i18n-recovery";
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from "@mantine/core";
import { PASSWORD_RESET_EXPIRES_MINUTES } from "@payflow/contracts/constants";
import { firstNewPasswordError, isValidEmail } from "@payflow/contracts/validation";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ApiError } from "../../../lib/api";
import { useDocumentHead } from "../../../lib/document-head";
import { confirmPasswordReset } from "../api/password-reset-confirm";
import { requestPasswordReset } from "../api/password-reset-request";
import { useStepForm } from "../hooks/use-step-form";
import { AuthFrame } from "./AuthFrame";
import { EmailInput } from "./EmailInput";

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
  const [sentTo, setSentTo] = useState<string | null>(null);
  const step = useStepForm({ email: "" }, ({ email }) => [
    isValidEmail(email) ? null : { field: "email", code: "invalidEmail" },
  ]);

  const onSubmit = step.submitWith(async ({ email }) => {
    await requestPasswordReset({ email: email.trim(), language: i18n.language.startsWith("en") ? "en" : "fr" });
    setSentTo(email.trim());
  });

  return (
    <AuthFrame title={t("recovery.resetTitle")} subtitle={t("recovery.resetSubtitle")}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {sentTo && (
            <Alert color="teal" role="status">
              {t("recovery.linkSent", { email: sentTo, minutes: PASSWORD_RESET_EXPIRES_MINUTES })}
            </Alert>
          )}
          <EmailInput {...step.bind("email")} data-autofocus />
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
  const [done, setDone] = useState(false);
  const [linkInvalid, setLinkInvalid] = useState(false);
  const step = useStepForm({ newPassword: "", confirmPassword: "" }, (values) => [firstNewPasswordError(values)]);

  const onSubmit = step.submitWith(
    async (values) => {
      await confirmPasswordReset({ token, ...values });
      setDone(true);
    },
    (error) => {
      if (error instanceof ApiError && error.code === "resetLinkInvalid") setLinkInvalid(true);
      return false;
    },
  );

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
            {...step.bind("newPassword")}
            required
            data-autofocus
            visibilityToggleButtonProps={{ "aria-label": t("auth.showPassword") }}
          />
          <PasswordInput
            label={t("recovery.confirmNewPassword")}
            autoComplete="new-password"
            {...step.bind("confirmPassword")}
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
