import "../i18n";
import { Stack, Title } from "@mantine/core";
import type { Me } from "@payflow/contracts/profile";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { useDocumentHead } from "../../../lib/document-head";
import { ChangePasswordCard } from "./ChangePasswordCard";
import { PersonalInfoCard } from "./PersonalInfoCard";

/** Spec §2 Profile: personal info (email read-only) and the password change. */
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
      <ChangePasswordCard />
    </Stack>
  );
}
