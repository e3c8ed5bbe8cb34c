import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconTools } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { en } from "../i18n/en";
import { useDocumentHead } from "../lib/document-head";

/**
 * The honest placeholder for a screen a later piece of work builds: it says so, and shows
 * no invented content.
 */
export function NotAvailableYet({ title, homePath }: { title: string; homePath: string }) {
  const { t } = useTranslation();
  useDocumentHead(t("pageTitle.section", { section: title }));
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Paper withBorder p="xl" radius="md">
        <Center>
          <Stack align="center" gap="sm" maw={480} ta="center">
            <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
              <IconTools size={30} />
            </ThemeIcon>
            <Title order={2} size="h4">
              {t("common.notAvailableTitle")}
            </Title>
            <Text c="dimmed">{t("common.notAvailableText")}</Text>
            <Button component={Link} to={homePath} variant="light">
              {t("common.backHome")}
            </Button>
          </Stack>
        </Center>
      </Paper>
    </Stack>
  );
}

/** The i18n key naming a screen: a navigation item or a section. */
export type ScreenTitleKey = `nav.${keyof typeof en.nav}` | `sections.${keyof typeof en.sections}`;

/** A route's placeholder, named by the i18n key of its title. */
export function LaterScreen({ titleKey, homePath }: { titleKey: ScreenTitleKey; homePath: string }) {
  const { t } = useTranslation();
  return <NotAvailableYet title={t(titleKey)} homePath={homePath} />;
}
