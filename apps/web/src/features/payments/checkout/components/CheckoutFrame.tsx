import { Box, Container, Group, Text } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LanguageControl } from "../../../../components/LanguageControl";
import { Logo } from "../../../../components/Logo";
import { ThemeToggle } from "../../../../components/ThemeToggle";

/**
 * The payer's page around its content: PayFlow's mark (not a link: the payer stays on their
 * payment), the language and theme switches, one narrow column that fits a 375 px phone.
 */
export function CheckoutFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" bg="var(--mantine-color-body)">
      <Group component="header" justify="space-between" px="md" py="sm" wrap="nowrap" gap="xs">
        <Logo size={24} />
        <Group gap={6} wrap="nowrap">
          <LanguageControl />
          <ThemeToggle />
        </Group>
      </Group>
      <Container component="main" id="main-content" size={480} px="md" pb="xl">
        {children}
      </Container>
      <Group component="footer" justify="center" gap={6} pb="lg" px="md">
        <IconLock size={14} aria-hidden />
        <Text size="sm" c="dimmed">
          {t("checkout.securedBy")}
        </Text>
      </Group>
    </Box>
  );
}
