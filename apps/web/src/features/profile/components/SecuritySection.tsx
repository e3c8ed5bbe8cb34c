import "../i18n-security";
import { Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { SessionsCard } from "./SessionsCard";
import { TwoFactorCard } from "./TwoFactorCard";

/** The profile's security part: two-step verification and the person's active sessions. */
export function SecuritySection() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" component="section" aria-labelledby="security-title">
      <Title order={2} size="h3" id="security-title">
        {t("security.title")}
      </Title>
      <TwoFactorCard />
      <SessionsCard />
    </Stack>
  );
}
