import "../i18n";
import { Paper, Stack, Title } from "@mantine/core";
import type { Me } from "@payflow/contracts/profile";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { useDocumentHead } from "../../../lib/document-head";
import { PasswordChangeForm } from "../../accounts";
import { PersonalInfoCard } from "./PersonalInfoCard";
import { SecuritySection } from "./SecuritySection";

/** docs/PRODUCT.md §2 Profile: personal info (email read-only), the password change, then sessions and two-step verification. */
export function ProfilePage() {
  const { t } = useTranslation();
  const me = useOutletContext<Me>();
  useDocumentHead(t("profile.title"));
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1} size="h2">
        {t("profile.title")}
      </Title>
      <PersonalInfoCard me={me} />
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="change-password">
        <Title order={2} size="h4" id="change-password" mb="sm">
          {t("passwordChange.title")}
        </Title>
        <PasswordChangeForm />
      </Paper>
      <SecuritySection />
    </Stack>
  );
}
