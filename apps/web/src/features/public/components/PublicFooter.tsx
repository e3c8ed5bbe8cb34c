import { Anchor, Container, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export function PublicFooter() {
  const { t } = useTranslation();
  return (
    <Container
      component="footer"
      size="md"
      py="xl"
      style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {t("footer.rights", { year: new Date().getFullYear() })} · {t("footer.poweredBy")}
        </Text>
        <Group gap="md">
          <Anchor component={Link} to="/learn-more" size="sm">
            {t("landing.learnMore")}
          </Anchor>
          <Anchor component={Link} to="/contact" size="sm">
            {t("landing.contact")}
          </Anchor>
        </Group>
      </Group>
    </Container>
  );
}
