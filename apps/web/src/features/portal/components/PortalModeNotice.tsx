import { Alert, Anchor, Badge, Group, Text, Title } from "@mantine/core";
import type { Mode } from "@payflow/contracts/payment-rules";
import { IconFlask } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** Which payments the portal shows: real ones, or (test mode) the business's test data. */
export function PortalModeBadge({ mode }: { mode: Mode }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={mode === "test" ? "orange" : "teal"} data-testid="portal-mode" data-mode={mode}>
      {mode === "test" ? t("client.transactions.testMode") : t("client.transactions.liveMode")}
    </Badge>
  );
}

/** In test mode: none of these payments is real, and the way back to the real ones. */
export function PortalTestModeAlert({ company }: { company: string }) {
  const { t } = useTranslation();
  return (
    <Alert variant="light" color="orange" icon={<IconFlask />} data-testid="portal-test-mode">
      {t("client.transactions.testModeNotice", { company })}{" "}
      <Anchor component={Link} to="/client-dashboard/transactions" inherit>
        {t("client.transactions.showLive")}
      </Anchor>
    </Alert>
  );
}

/** A portal page's title with the mode it shows, and what it lists once known. */
export function PortalPageHeader({ title, mode, subtitle }: { title: string; mode: Mode; subtitle: string | null }) {
  return (
    <div>
      <Group gap="sm" align="center">
        <Title order={1} size="h2">
          {title}
        </Title>
        <PortalModeBadge mode={mode} />
      </Group>
      {subtitle && <Text c="dimmed">{subtitle}</Text>}
    </div>
  );
}
