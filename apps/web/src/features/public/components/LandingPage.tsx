import { Box, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PublicHeader } from "../../../components/PublicHeader";
import { useDocumentHead } from "../../../lib/document-head";
import { PublicFooter } from "./PublicFooter";

/** The public home. The full landing (features, benefits, testimonials, FAQ) is built with the public-site work. */
export function LandingPage() {
  const { t } = useTranslation();
  useDocumentHead(t("pageTitle.landing"), t("pageDescription.landing"));
  return (
    <Box>
      <PublicHeader>
        <Button component={Link} to="/learn-more" variant="subtle" color="gray" size="compact-md" visibleFrom="sm">
          {t("landing.learnMore")}
        </Button>
        <Button component={Link} to="/contact" variant="subtle" color="gray" size="compact-md" visibleFrom="sm">
          {t("landing.contact")}
        </Button>
        <Button component={Link} to="/login" variant="default" size="compact-md">
          {t("landing.login")}
        </Button>
      </PublicHeader>
      <Container component="main" id="main-content" size="md" py={{ base: 48, sm: 96 }}>
        <Stack gap="lg" align="flex-start">
          <Title order={1} fz={{ base: 32, sm: 48 }} lh={1.15}>
            {t("landing.headline")}
          </Title>
          <Text fz={{ base: "md", sm: "lg" }} c="dimmed" maw={640}>
            {t("landing.subline")}
          </Text>
          <Group>
            <Button component={Link} to="/register" size="md">
              {t("landing.tryFree")}
            </Button>
            <Button component={Link} to="/learn-more" size="md" variant="default">
              {t("landing.learnMore")}
            </Button>
          </Group>
        </Stack>
      </Container>
      <PublicFooter />
    </Box>
  );
}
