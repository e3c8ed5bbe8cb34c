import { Anchor, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export function AreaFooter({ areaPath }: { areaPath: string }) {
  const { t } = useTranslation();
  return (
    <Group
      component="footer"
      justify="space-between"
      mt="xl"
      pt="md"
      gap="xs"
      style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
    >
      <Text size="xs" c="dimmed">
        {t("footer.rights", { year: new Date().getFullYear() })}
      </Text>
      <Group gap="md">
        <Anchor component={Link} to={`${areaPath}/support`} size="xs">
          {t("nav.support")}
        </Anchor>
        {areaPath === "/dashboard" && (
          <>
            <Anchor component={Link} to="/dashboard/documentation" size="xs">
              {t("sections.documentation")}
            </Anchor>
            <Anchor component={Link} to="/dashboard/en-savoir-plus" size="xs">
              {t("sections.enSavoirPlus")}
            </Anchor>
          </>
        )}
        <Anchor component={Link} to="/learn-more#privacy" size="xs">
          {t("sections.learnMore")}
        </Anchor>
      </Group>
    </Group>
  );
}
