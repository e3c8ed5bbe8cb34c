import "../learn-more-i18n";
import { Anchor, Box, Button, Container, Divider, Group, Stack, Text, Title } from "@mantine/core";
import { POLICY_LAST_UPDATED } from "@payflow/contracts/constants";
import { IconArrowLeft } from "@tabler/icons-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { RichText } from "../../../components/RichText";
import { useDocumentHead } from "../../../lib/document-head";
import { useUntilHydrated } from "../../../lib/hydrated";
import { PublicFooter } from "./PublicFooter";
import { SiteHeader } from "./SiteHeader";

const PRODUCT_SECTIONS = ["about", "features", "pricing", "integrations", "api", "security"] as const;
const PRIVACY = ["controller", "data", "purposes", "retention", "sharing", "rights", "contact"] as const;
const TERMS = ["purpose", "account", "payments", "use", "testMode", "liability", "changes", "law"] as const;
const ALL_SECTIONS = [...PRODUCT_SECTIONS, "privacy", "terms"] as const;

/** Scrolls to the section the address names (#pricing…) when the page opens or the hash changes. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}

function PolicyDate() {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${POLICY_LAST_UPDATED}T00:00:00Z`),
  );
  return (
    <Text size="sm" c="dimmed" mb="md" data-testid="policy-date">
      <time dateTime={POLICY_LAST_UPDATED}>{t("learnMore.lastUpdated", { date })}</time>
    </Text>
  );
}

function Policy({ id, keys }: { id: "privacy" | "terms"; keys: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-title`} py="lg" style={{ scrollMarginTop: 16 }}>
      <Title order={2} id={`${id}-title`} mb={4}>
        {t(`learnMore.${id}.title`)}
      </Title>
      <PolicyDate />
      {keys.map((key) => (
        <Box key={key} mb="md">
          <Title order={3} size="h4" mb="xs">
            {t(`learnMore.${id}.sections.${key}.title` as "learnMore.privacy.sections.data.title")}
          </Title>
          <RichText text={t(`learnMore.${id}.sections.${key}.body` as "learnMore.privacy.sections.data.body")} />
        </Box>
      ))}
      {id === "privacy" && (
        <Anchor component={Link} to="/contact">
          {t("landing.contact")}
        </Anchor>
      )}
    </Box>
  );
}

/** /learn-more (docs/PRODUCT.md §2): about, features, pricing, integrations, api, security, privacy, terms. */
export function LearnMorePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentHead(t("pageTitle.learnMore"), t("pageDescription.learnMore"));
  useScrollToHash();
  const untilHydrated = useUntilHydrated();
  return (
    <Box>
      <SiteHeader />
      <Container component="main" id="main-content" size="md" py="xl">
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={16} />}
          px={4}
          mb="md"
          // Back where the reader came from; straight home when they arrived here directly.
          onClick={() => (window.history.state?.idx > 0 ? navigate(-1) : navigate("/"))}
          {...untilHydrated}
        >
          {t("learnMore.back")}
        </Button>
        <Title order={1}>{t("learnMore.title")}</Title>
        <Text size="lg" c="dimmed" mt="sm">
          {t("learnMore.intro")}
        </Text>
        <Box component="nav" aria-label={t("learnMore.toc")} my="lg">
          <Group gap="xs" component="ul" style={{ listStyle: "none", padding: 0 }}>
            {ALL_SECTIONS.map((key) => (
              <li key={key}>
                <Anchor href={`#${key}`} size="sm">
                  {t(`learnMore.${key}.title`)}
                </Anchor>
              </li>
            ))}
          </Group>
        </Box>
        <Stack gap={0}>
          {PRODUCT_SECTIONS.map((key) => (
            <Box
              key={key}
              component="section"
              id={key}
              aria-labelledby={`${key}-title`}
              py="lg"
              style={{ scrollMarginTop: 16 }}
            >
              <Title order={2} id={`${key}-title`} mb="sm">
                {t(`learnMore.${key}.title`)}
              </Title>
              <RichText text={t(`learnMore.${key}.body`)} />
              {key === "pricing" && (
                <Button component={Link} to="/contact">
                  {t("learnMore.pricing.cta")}
                </Button>
              )}
              {key === "api" && (
                <Button component={Link} to="/dashboard/api-keys" variant="light">
                  {t("learnMore.api.cta")}
                </Button>
              )}
            </Box>
          ))}
          <Divider my="lg" />
          <Policy id="privacy" keys={PRIVACY} />
          <Divider my="lg" />
          <Policy id="terms" keys={TERMS} />
        </Stack>
      </Container>
      <PublicFooter />
    </Box>
  );
}
