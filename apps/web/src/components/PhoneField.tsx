import { Text, TextInput, type TextInputProps } from "@mantine/core";
import { PHONE_PREFIX } from "@payflow/contracts/constants";
import { useTranslation } from "react-i18next";

/** A Côte d'Ivoire number: the +225 prefix is fixed, the person types the 10 digits. */
export function PhoneField(props: TextInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      type="tel"
      inputMode="tel"
      placeholder="0102030405"
      leftSection={
        <Text size="sm" aria-label={t("auth.phonePrefix")}>
          {PHONE_PREFIX}
        </Text>
      }
      leftSectionWidth={52}
      maxLength={20}
      {...props}
    />
  );
}
