import { Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useDocumentHead } from "../../../lib/document-head";
import { SecuritySection } from "./SecuritySection";

/**
 * Minimal profile page of the security branch: the lead's full profile page (personal info,
 * password) replaces it at merge and renders <SecuritySection /> at its end.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  useDocumentHead(t("pageTitle.section", { section: t("nav.profile") }));
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t("nav.profile")}
      </Title>
      <SecuritySection />
    </Stack>
  );
}
