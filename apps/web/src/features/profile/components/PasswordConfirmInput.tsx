import { PasswordInput } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The password that confirms a two-step verification change; typing clears its error. */
export function PasswordConfirmInput(props: {
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  description?: string;
}) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      label={t("security.twoFactor.password")}
      description={props.description}
      autoComplete="current-password"
      value={props.value}
      error={props.error}
      onChange={(e) => props.onChange(e.currentTarget.value)}
      required
      data-autofocus
      visibilityToggleButtonProps={{ "aria-label": t("auth.showPassword") }}
    />
  );
}
