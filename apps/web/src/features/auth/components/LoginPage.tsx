import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { firstLoginError, type LoginInput } from "@payflow/contracts/validation";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate } from "react-router";
import { PageLoader } from "../../../components/PageLoader";
import { ApiError } from "../../../lib/api";
import { useDocumentHead } from "../../../lib/document-head";
import { errorMessage } from "../../../lib/errors";
import { useMe } from "../api/me";
import { signIn } from "../api/sign-in";
import { homePathFor } from "../hooks/home-path";
import { NoSessionAfterSignIn, useAfterSignIn } from "../hooks/use-auth-redirect";
import { useFieldState } from "../hooks/use-field-state";
import { AuthFrame } from "./AuthFrame";

export function LoginPage() {
  const { t } = useTranslation();
  useDocumentHead(t("pageTitle.login"), t("pageDescription.login"));
  const { data: me, isPending } = useMe();
  const afterSignIn = useAfterSignIn();
  const { values, bind, fail } = useFieldState<LoginInput>({ email: "", password: "" });
  const [busy, setBusy] = useState(false);

  if (isPending) return <PageLoader />;
  if (me && !busy) return <Navigate to={homePathFor(me.role)} replace />;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const invalid = firstLoginError(values);
    if (invalid) return fail(t(`errors.${invalid.code}`), invalid.field);
    setBusy(true);
    try {
      await signIn({ email: values.email.trim(), password: values.password });
      await afterSignIn();
      notifications.show({ color: "teal", message: t("auth.loginSuccess") });
    } catch (error) {
      setBusy(false);
      const field = error instanceof ApiError && error.field ? (error.field as keyof LoginInput) : undefined;
      fail(error instanceof NoSessionAfterSignIn ? t("errors.loginFailedNoUser") : errorMessage(t, error), field);
    }
  };

  return (
    <AuthFrame title={t("auth.loginTitle")} subtitle={t("auth.loginSubtitle")}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t("auth.email")}
            placeholder={t("auth.emailPlaceholder")}
            type="email"
            autoComplete="email"
            {...bind("email")}
            required
            data-autofocus
          />
          <PasswordInput
            label={t("auth.password")}
            placeholder={t("auth.passwordPlaceholder")}
            autoComplete="current-password"
            {...bind("password")}
            required
            visibilityToggleButtonProps={{ "aria-label": t("auth.showPassword") }}
          />
          <Button type="submit" loading={busy} fullWidth>
            {t("auth.loginSubmit")}
          </Button>
          <Text size="sm" ta="center">
            {t("auth.noAccount")}{" "}
            <Anchor component={Link} to="/register">
              {t("auth.registerLink")}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthFrame>
  );
}
