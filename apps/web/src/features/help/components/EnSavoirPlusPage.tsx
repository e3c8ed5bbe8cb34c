import "../i18n";
import { Anchor, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RichText } from "../../../components/RichText";
import { useDocumentHead } from "../../../lib/document-head";

const SECTIONS = ["what", "payment", "roles", "data"] as const;

/** /dashboard/en-savoir-plus: what PayFlow is, for the people who use it. */
export function EnSavoirPlusPage() {
  const { t } = useTranslation();
  useDocumentHead(t("pageTitle.section", { section: t("help.about.title") }));
  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Title order={1} size="h2">
          {t("help.about.title")}
        </Title>
        <Text c="dimmed">{t("help.about.intro")}</Text>
      </div>
      {SECTIONS.map((key) => (
        <Card key={key} withBorder padding="lg" component="section" aria-labelledby={`about-${key}-title`}>
          <Title order={2} size="h3" mb="sm" id={`about-${key}-title`}>
            {t(`help.about.sections.${key}.title`)}
          </Title>
          <RichText text={t(`help.about.sections.${key}.body`)} />
        </Card>
      ))}
      <Group gap="lg">
        <Anchor component={Link} to="/dashboard/documentation">
          {t("help.about.docs")}
        </Anchor>
        <Anchor component={Link} to="/learn-more#privacy">
          {t("help.about.privacy")}
        </Anchor>
        <Anchor component={Link} to="/learn-more#terms">
          {t("help.about.terms")}
        </Anchor>
      </Group>
    </Stack>
  );
}
