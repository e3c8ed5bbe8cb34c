import "../i18n";
import { Anchor, Box, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconApi, IconHelp, IconKey } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RichText } from "../../../components/RichText";
import { useDocumentHead } from "../../../lib/document-head";

const SECTIONS = [
  "gettingStarted",
  "modes",
  "accounts",
  "operators",
  "apiKeys",
  "webhooks",
  "acceptPayment",
  "verifyWebhooks",
  "testNumbers",
  "goLive",
] as const;
const CARDS = [
  { key: "apiKeys", to: "/dashboard/api-keys", icon: IconKey },
  // Served by the server itself (Scalar), outside the app's routes.
  { key: "apiReference", href: "/docs/api", icon: IconApi },
  { key: "support", to: "/dashboard/support", icon: IconHelp },
] as const;

/** /dashboard/documentation: the product's guides, and the way to the merchant API's reference. */
export function DocumentationPage() {
  const { t } = useTranslation();
  useDocumentHead(t("pageTitle.section", { section: t("help.docs.title") }));
  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Title order={1} size="h2">
          {t("help.docs.title")}
        </Title>
        <Text c="dimmed">{t("help.docs.intro")}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {CARDS.map(({ key, icon: Icon, ...target }) => (
          <Card key={key} withBorder padding="lg" data-testid="docs-card">
            <Group wrap="nowrap" align="flex-start">
              <ThemeIcon size={40} variant="light" aria-hidden>
                <Icon size={22} />
              </ThemeIcon>
              <div>
                <Title order={2} size="h4">
                  {t(`help.docs.cards.${key}.title`)}
                </Title>
                <Text size="sm" c="dimmed" mb="sm">
                  {t(`help.docs.cards.${key}.text`)}
                </Text>
                {"href" in target ? (
                  <Button component="a" href={target.href} variant="light" size="xs">
                    {t(`help.docs.cards.${key}.action`)}
                  </Button>
                ) : (
                  <Button component={Link} to={target.to} variant="light" size="xs">
                    {t(`help.docs.cards.${key}.action`)}
                  </Button>
                )}
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <Box component="nav" aria-label={t("help.docs.toc")}>
        <Group gap="md" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {SECTIONS.map((key) => (
            <li key={key}>
              <Anchor href={`#doc-${key}`} size="sm">
                {t(`help.docs.sections.${key}.title`)}
              </Anchor>
            </li>
          ))}
        </Group>
      </Box>
      {SECTIONS.map((key) => (
        <Card
          key={key}
          withBorder
          padding="lg"
          component="section"
          id={`doc-${key}`}
          aria-labelledby={`doc-${key}-title`}
        >
          <Title order={2} size="h3" mb="sm" id={`doc-${key}-title`}>
            {t(`help.docs.sections.${key}.title`)}
          </Title>
          <RichText text={t(`help.docs.sections.${key}.body`)} />
        </Card>
      ))}
    </Stack>
  );
}
