import "../site-i18n";
import { Box, Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LanguageControl } from "../../../components/LanguageControl";
import { Logo } from "../../../components/Logo";
import { ThemeToggle } from "../../../components/ThemeToggle";

/**
 * Header of the public site (docs/PRODUCT.md §2): Learn more, Contact, the language switcher, Login and
 * Try for free. On a phone the links wrap to a second row instead of overflowing.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <Box component="header" px="md" py="sm" style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}>
      <a className="skip-link" href="#main-content">
        {t("app.skipToContent")}
      </a>
      <Group justify="space-between" gap="xs">
        <Link to="/" aria-label={t("app.homeLink")} style={{ textDecoration: "none" }}>
          <Logo />
        </Link>
        <Group gap={6} justify="flex-end" style={{ flexGrow: 1 }}>
          <Group component="nav" aria-label={t("siteChrome.navLabel")} gap={2} wrap="nowrap">
            <Button component={Link} to="/learn-more" variant="subtle" color="gray" size="compact-md" px={8}>
              {t("landing.learnMore")}
            </Button>
            <Button component={Link} to="/contact" variant="subtle" color="gray" size="compact-md" px={8}>
              {t("landing.contact")}
            </Button>
          </Group>
          <Group gap={6} wrap="nowrap">
            <LanguageControl />
            <ThemeToggle />
            <Button component={Link} to="/login" variant="default" size="compact-md">
              {t("landing.login")}
            </Button>
            <Button component={Link} to="/register" size="compact-md" data-testid="header-try-free">
              {t("landing.tryFree")}
            </Button>
          </Group>
        </Group>
      </Group>
    </Box>
  );
}
