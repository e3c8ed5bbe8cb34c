import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { PHONE_PREFIX } from "@payflow/contracts/constants";
import { firstRegistrationError, type RegistrationInput } from "@payflow/contracts/validation";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate } from "react-router";
import { PageLoader } from "../../../components/PageLoader";
import { ApiError } from "../../../lib/api";
import { useDocumentHead } from "../../../lib/document-head";
import { errorMessage } from "../../../lib/errors";
import { useMe } from "../api/me";
import { register } from "../api/register";
import { homePathFor } from "../hooks/home-path";
import { NoSessionAfterSignIn, useAfterSignIn } from "../hooks/use-auth-redirect";
import { useFieldState } from "../hooks/use-field-state";
import { AuthFrame } from "./AuthFrame";

type Field = keyof RegistrationInput;
const EMPTY: RegistrationInput = { name: "", email: "", phone: "", company: "", password: "", confirmPassword: "" };

export function RegisterPage() {
  const { t, i18n } = useTranslation();
  useDocumentHead(t("pageTitle.register"), t("pageDescription.register"));
  const { data: me, isPending } = useMe();
  const afterSignIn = useAfterSignIn();
  const { values, bind, fail } = useFieldState<RegistrationInput>(EMPTY);
  const [busy, setBusy] = useState(false);

  if (isPending) return <PageLoader />;
  if (me && !busy) return <Navigate to={homePathFor(me.role)} replace />;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    // Spec §5: checks in order; the first failure is shown as an error toast.
    const invalid = firstRegistrationError(values);
    if (invalid) return fail(t(`errors.${invalid.code}`), invalid.field);
    setBusy(true);
    try {
      const result = await register({ ...values, language: i18n.language.startsWith("en") ? "en" : "fr" });
      if (result.warnings.includes("clientRecordFailed")) {
        notifications.show({ color: "yellow", title: t("errors.warning"), message: t("errors.clientRecordFailed") });
      }
      await afterSignIn();
      notifications.show({ color: "teal", title: t("auth.registerSuccess"), message: t("auth.registerSuccessText") });
    } catch (error) {
      setBusy(false);
      const field = error instanceof ApiError && error.field ? (error.field as Field) : undefined;
      fail(error instanceof NoSessionAfterSignIn ? t("errors.loginFailedNoUser") : errorMessage(t, error), field);
    }
  };

  return (
    <AuthFrame title={t("auth.registerTitle")} subtitle={t("auth.registerSubtitle")}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t("auth.fullName")}
            placeholder={t("auth.fullNamePlaceholder")}
            autoComplete="name"
            {...bind("name")}
            required
            maxLength={120}
          />
          <TextInput
            label={t("auth.email")}
            placeholder={t("auth.emailPlaceholder")}
            type="email"
            autoComplete="email"
            {...bind("email")}
            required
            maxLength={254}
          />
          <TextInput
            label={t("auth.phone")}
            placeholder={t("auth.phonePlaceholder")}
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            leftSection={
              <Text size="sm" aria-label={t("auth.phonePrefix")}>
                {PHONE_PREFIX}
              </Text>
            }
            leftSectionWidth={52}
            {...bind("phone")}
            required
            maxLength={20}
          />
          <TextInput
            label={t("auth.company")}
            placeholder={t("auth.companyPlaceholder")}
            autoComplete="organization"
            {...bind("company")}
            required
            maxLength={160}
          />
          <PasswordInput
            label={t("auth.password")}
            description={t("auth.passwordHint")}
            autoComplete="new-password"
            {...bind("password")}
            required
            maxLength={128}
            visibilityToggleButtonProps={{ "aria-label": t("auth.showPassword") }}
          />
          <PasswordInput
            label={t("auth.confirmPassword")}
            autoComplete="new-password"
            {...bind("confirmPassword")}
            required
            maxLength={128}
            visibilityToggleButtonProps={{ "aria-label": t("auth.showPassword") }}
          />
          <Button type="submit" loading={busy} fullWidth mt="xs">
            {t("auth.registerSubmit")}
          </Button>
          <Text size="sm" ta="center">
            {t("auth.haveAccount")}{" "}
            <Anchor component={Link} to="/login">
              {t("auth.loginLink")}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthFrame>
  );
}
