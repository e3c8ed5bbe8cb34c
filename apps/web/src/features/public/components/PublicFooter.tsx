import "../site-i18n";
import { Anchor, Box, Container, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Logo } from "../../../components/Logo";

const COLUMNS = [
  {
    key: "product",
    links: [
      { key: "features", to: "/learn-more#features" },
      { key: "pricing", to: "/learn-more#pricing" },
      { key: "integrations", to: "/learn-more#integrations" },
      { key: "api", to: "/learn-more#api" },
    ],
  },
  {
    key: "company",
    links: [
      { key: "about", to: "/learn-more#about" },
      { key: "contact", to: "/contact" },
    ],
  },
  {
    key: "legal",
    links: [
      { key: "privacy", to: "/learn-more#privacy" },
      { key: "terms", to: "/learn-more#terms" },
    ],
  },
] as const;

/** Footer of the public pages: product, company and legal links, and who built it. */
export function PublicFooter() {
  const { t } = useTranslation();
  return (
    <Box component="footer" style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}>
      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg">
          <Stack gap="xs">
            <Logo />
            <Text size="sm" c="dimmed">
              {t("siteChrome.tagline")}
            </Text>
          </Stack>
          {COLUMNS.map((column) => (
            <Box component="nav" key={column.key} aria-label={t(`siteChrome.${column.key}`)}>
              <Text fw={700} size="sm" mb="xs" component="h2">
                {t(`siteChrome.${column.key}`)}
              </Text>
              <Stack gap={6}>
                {column.links.map((link) => (
                  <Anchor key={link.key} component={Link} to={link.to} size="sm">
                    {t(`siteChrome.${link.key}`)}
                  </Anchor>
                ))}
              </Stack>
            </Box>
          ))}
        </SimpleGrid>
        {/* Prerendered with the build's year: a page built last year keeps it until its script re-renders it, rather than redrawing the whole page. */}
        <Text size="sm" c="dimmed" mt="xl" suppressHydrationWarning>
          {t("footer.rights", { year: new Date().getFullYear() })} · {t("footer.poweredBy")}
        </Text>
      </Container>
    </Box>
  );
}
