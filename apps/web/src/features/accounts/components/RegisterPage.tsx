import { PasswordInput, Text, TextInput } from "@mantine/core";
import { PHONE_PREFIX } from "@payflow/contracts/constants";
import { PASSWORD_MAX_LENGTH } from "@payflow/contracts/rules";
import { firstRegistrationError, type RegistrationInput, registrationErrors } from "@payflow/contracts/validation";
import { useTranslation } from "react-i18next";
import { useDocumentHead } from "../../../lib/document-head";
import { useUntilHydrated } from "../../../lib/hydrated";
import { toast } from "../../../lib/toast";
import { register } from "../api/register";
import { useAuthForm } from "../hooks/use-auth-form";
import { AuthForm } from "./AuthFrame";
import { EmailInput } from "./EmailInput";

const EMPTY: RegistrationInput = { name: "", email: "", phone: "", company: "", password: "", confirmPassword: "" };

export function RegisterPage() {
  const { t, i18n } = useTranslation();
  useDocumentHead(t("pageTitle.register"), t("pageDescription.register"));
  const form = useAuthForm<RegistrationInput>({
    initial: EMPTY,
    check: firstRegistrationError,
    checkAll: registrationErrors,
    send: async (v) => {
      const result = await register({ ...v, language: i18n.language.startsWith("en") ? "en" : "fr" });
      // docs/PRODUCT.md §4: a missing client record is only a warning; registration goes on.
      if (result.warnings.includes("clientRecordFailed")) {
        toast.show({ color: "yellow", title: t("errors.warning"), message: t("errors.clientRecordFailed") });
      }
    },
    onSignedIn: () =>
      toast.show({ color: "teal", title: t("auth.registerSuccess"), message: t("auth.registerSuccessText") }),
  });
  const { bind } = form;
  const untilHydrated = useUntilHydrated();

  return (
    <AuthForm
      form={form}
      title={t("auth.registerTitle")}
      subtitle={t("auth.registerSubtitle")}
      submitLabel={t("auth.registerSubmit")}
      other={{ prompt: t("auth.haveAccount"), label: t("auth.loginLink"), to: "/login" }}
    >
      <TextInput
        label={t("auth.fullName")}
        placeholder={t("auth.fullNamePlaceholder")}
        autoComplete="name"
        {...bind("name")}
        required
        maxLength={120}
      />
      <EmailInput {...bind("email")} maxLength={254} />
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
        maxLength={PASSWORD_MAX_LENGTH}
        visibilityToggleButtonProps={{ "aria-label": t("auth.showPassword"), ...untilHydrated }}
      />
      <PasswordInput
        label={t("auth.confirmPassword")}
        autoComplete="new-password"
        {...bind("confirmPassword")}
        required
        maxLength={PASSWORD_MAX_LENGTH}
        visibilityToggleButtonProps={{ "aria-label": t("auth.showPassword"), ...untilHydrated }}
      />
    </AuthForm>
  );
}
