import "../landing-i18n";
import { Box, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useDocumentHead } from "../../../lib/document-head";
import { Benefits, Faq, Features, PaymentMethods, Testimonials } from "./LandingSections";
import { PublicFooter } from "./PublicFooter";
import { SiteHeader } from "./SiteHeader";

/** The public home (docs/PRODUCT.md §2): hero, 4 features, 6 benefits, 3 testimonials, 5 FAQ, call to action. */
export function LandingPage() {
  const { t } = useTranslation();
  useDocumentHead(t("pageTitle.landing"), t("pageDescription.landing"));
  return (
    <Box>
      <SiteHeader />
      <main id="main-content">
        <Container size="lg" py={{ base: 40, sm: 88 }}>
          <Stack gap="lg" align="flex-start" maw={760}>
            <Text fw={700} c="var(--mantine-primary-color-light-color)" size="sm" tt="uppercase">
              {t("site.hero.eyebrow")}
            </Text>
            <Title order={1} fz={{ base: 32, sm: 48 }} lh={1.15}>
              {t("landing.headline")}
            </Title>
            <Text fz={{ base: "md", sm: "lg" }} c="dimmed">
              {t("landing.subline")}
            </Text>
            <Group>
              <Button component={Link} to="/register" size="md">
                {t("landing.tryFree")}
              </Button>
              <Button component={Link} to="/learn-more" size="md" variant="default">
                {t("site.hero.secondary")}
              </Button>
            </Group>
            <Text size="sm" c="dimmed">
              {t("site.hero.note")}
            </Text>
          </Stack>
          <PaymentMethods />
        </Container>
        <Features />
        <Benefits />
        <Testimonials />
        <Faq />
        <Box component="section" aria-labelledby="cta-title" py={{ base: 48, sm: 72 }} bg="payflow.8" c="white">
          <Container size="md" ta="center">
            <Title order={2} id="cta-title">
              {t("site.cta.title")}
            </Title>
            <Text mt="sm" mb="lg">
              {t("site.cta.text")}
            </Text>
            <Group justify="center">
              <Button component={Link} to="/register" size="md" variant="white" color="payflow.8">
                {t("landing.tryFree")}
              </Button>
              <Button component={Link} to="/contact" size="md" variant="outline" color="white">
                {t("site.cta.contact")}
              </Button>
            </Group>
          </Container>
        </Box>
      </main>
      <PublicFooter />
    </Box>
  );
}
