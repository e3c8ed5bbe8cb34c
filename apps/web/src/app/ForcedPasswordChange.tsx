import { Button, Center, Paper, Stack, Text, Title } from "@mantine/core";
import type { Me } from "@payflow/contracts/profile";
import { useTranslation } from "react-i18next";
import { Logo } from "../components/Logo";
import { PasswordChangeForm } from "../features/accounts";
import { useSignOut } from "../features/accounts/hooks/use-sign-out";
import { useDocumentHead } from "../lib/document-head";

/**
 * Shown instead of the area to a user whose account was made by someone else with a
 * temporary password (profile.must_change_password): nothing else until it is changed.
 */
export function ForcedPasswordChange({ me }: { me: Me }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  useDocumentHead(t("pageTitle.section", { section: t("passwordChange.forcedTitle") }));
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={460} component="main">
        <Stack gap="md">
          <Logo />
          <div>
            <Title order={1} size="h3">
              {t("passwordChange.forcedTitle")}
            </Title>
            <Text c="dimmed" size="sm">
              {t("passwordChange.forcedText")}
            </Text>
            <Text size="sm" mt={4} fw={500}>
              {me.email}
            </Text>
          </div>
          <PasswordChangeForm forced />
          <Button variant="subtle" onClick={() => void signOut()}>
            {t("passwordChange.logout")}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
