import "../i18n-recovery";
import { Anchor, Group, PasswordInput } from "@mantine/core";
import { firstLoginError, type LoginInput } from "@payflow/contracts/validation";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useDocumentHead } from "../../../lib/document-head";
import { useUntilHydrated } from "../../../lib/hydrated";
import { toast } from "../../../lib/toast";
import { signIn } from "../api/sign-in";
import { useAuthForm } from "../hooks/use-auth-form";
import { AuthForm } from "./AuthFrame";
import { EmailCodeSignIn } from "./EmailCodeSignIn";
import { EmailInput } from "./EmailInput";
import { TwoFactorStep } from "./TwoFactorStep";

type Step = "password" | "twoFactor" | "emailCode";

export function LoginPage() {
  const { t } = useTranslation();
  useDocumentHead(t("pageTitle.login"), t("pageDescription.login"));
  const [step, setStep] = useState<Step>("password");
  const signedIn = () => toast.show({ color: "teal", message: t("auth.loginSuccess") });
  const form = useAuthForm<LoginInput>({
    initial: { email: "", password: "" },
    check: firstLoginError,
    send: (v) => signIn({ email: v.email.trim(), password: v.password }),
    onSignedIn: signedIn,
    onTwoFactorRequired: () => setStep("twoFactor"),
  });
  const { bind } = form;
  const untilHydrated = useUntilHydrated();

  if (step === "twoFactor") return <TwoFactorStep onSignedIn={signedIn} onBack={() => setStep("password")} />;
  if (step === "emailCode") {
    return (
      <EmailCodeSignIn
        initialEmail={bind("email").value}
        onSignedIn={signedIn}
        onTwoFactorRequired={() => setStep("twoFactor")}
        onBack={() => setStep("password")}
      />
    );
  }
  return (
    <AuthForm
      form={form}
      title={t("auth.loginTitle")}
      subtitle={t("auth.loginSubtitle")}
      submitLabel={t("auth.loginSubmit")}
      other={{ prompt: t("auth.noAccount"), label: t("auth.registerLink"), to: "/register" }}
    >
      <EmailInput {...bind("email")} data-autofocus />
      <PasswordInput
        label={t("auth.password")}
        placeholder={t("auth.passwordPlaceholder")}
        autoComplete="current-password"
        {...bind("password")}
        required
        visibilityToggleButtonProps={{ "aria-label": t("auth.showPassword"), ...untilHydrated }}
      />
      <Group justify="space-between" gap="xs">
        <Anchor component={Link} to="/reset-password" size="sm">
          {t("recovery.forgotPassword")}
        </Anchor>
        <Anchor component="button" type="button" size="sm" onClick={() => setStep("emailCode")} {...untilHydrated}>
          {t("recovery.emailCodeLink")}
        </Anchor>
      </Group>
    </AuthForm>
  );
}
