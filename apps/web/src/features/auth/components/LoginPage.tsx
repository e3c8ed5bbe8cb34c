import { PasswordInput, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { firstLoginError, type LoginInput } from "@payflow/contracts/validation";
import { useTranslation } from "react-i18next";
import { useDocumentHead } from "../../../lib/document-head";
import { signIn } from "../api/sign-in";
import { useAuthForm } from "../hooks/use-auth-form";
import { AuthForm } from "./AuthFrame";

export function LoginPage() {
  const { t } = useTranslation();
  useDocumentHead(t("pageTitle.login"), t("pageDescription.login"));
  const form = useAuthForm<LoginInput>({
    initial: { email: "", password: "" },
    check: firstLoginError,
    send: (v) => signIn({ email: v.email.trim(), password: v.password }),
    onSignedIn: () => notifications.show({ color: "teal", message: t("auth.loginSuccess") }),
  });
  const { bind } = form;

  return (
    <AuthForm
      form={form}
      title={t("auth.loginTitle")}
      subtitle={t("auth.loginSubtitle")}
      submitLabel={t("auth.loginSubmit")}
      other={{ prompt: t("auth.noAccount"), label: t("auth.registerLink"), to: "/register" }}
    >
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
    </AuthForm>
  );
}
