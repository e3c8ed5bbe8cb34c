import { TextInput, type TextInputProps } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The email field of the sign-in, registration and recovery forms (bound by the caller). */
export function EmailInput(props: TextInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t("auth.email")}
      placeholder={t("auth.emailPlaceholder")}
      type="email"
      autoComplete="email"
      required
      {...props}
    />
  );
}
