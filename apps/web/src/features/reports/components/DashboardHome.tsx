import "../dashboard-i18n";
import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { hasCapability } from "@payflow/contracts/capabilities";
import type { Me } from "@payflow/contracts/profile";
import { IconChartBar, IconHelp, IconReceipt, IconSettings, IconUsersGroup } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link, useOutletContext } from "react-router";
import { useDocumentHead } from "../../../lib/document-head";
import { formatTime } from "../../../lib/format";
import { firstName, shownName } from "../../../lib/names";
import { useModeKey } from "../../../lib/test-mode";
import { meQuery } from "../../accounts";
import { dashboardSummaryQuery } from "../api/summary";
import { BalancesPanel } from "./BalancesPanel";
import { OperatorStatusPanel } from "./OperatorStatusPanel";
import { RecentLoginSessions } from "./RecentLoginSessions";
import { StatCards } from "./StatCards";

const VolumeChart = lazy(() => import("../../../components/VolumeChart"));

const QUICK_ACTIONS = [
  { key: "transactions", to: "/dashboard/transactions", icon: IconReceipt },
  { key: "clients", to: "/dashboard/clients", icon: IconUsersGroup },
  { key: "reports", to: "/dashboard/reports", icon: IconChartBar },
  { key: "settings", to: "/dashboard/settings", icon: IconSettings },
] as const;

export function DashboardHome() {
  const { t, i18n } = useTranslation();
  const me = useOutletContext<Me>();
  const { dataUpdatedAt } = useQuery(meQuery());
  useDocumentHead(t("pageTitle.dashboard"));
  const showSessions = hasCapability(me.capabilities, "manageUsers");
  const mayView = hasCapability(me.capabilities, "viewDashboard");
  const summary = useQuery(dashboardSummaryQuery(useModeKey(), me.preferences.timeZone));
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2" data-testid="welcome">
          {t("home.welcome", { name: firstName(shownName(t, me)) })}
        </Title>
        <Text c="dimmed">{t("home.subtitle")}</Text>
        <Text size="xs" c="dimmed" mt={4}>
          {t("common.lastUpdated", {
            time: formatTime(new Date(dataUpdatedAt || Date.now()), i18n.language, me.preferences.timeZone),
          })}
        </Text>
      </div>

      {mayView && <StatCards summary={summary.data} isPending={summary.isPending} error={summary.error} />}
      {mayView && summary.data && (
        <Card withBorder padding="lg" radius="md">
          <Title order={2} size="h4" mb="sm">
            {t("home.chartTitle")}
          </Title>
          {summary.data.daily.every((d) => d.amount === 0) ? (
            <Text c="dimmed" size="sm" data-testid="chart-empty">
              {t("home.chartEmpty")}
            </Text>
          ) : (
            <Suspense fallback={<Skeleton h={220} />}>
              <VolumeChart data={summary.data.daily} label={t("home.chartSeries")} />
            </Suspense>
          )}
        </Card>
      )}

      {mayView && <BalancesPanel />}

      {mayView && <OperatorStatusPanel />}

      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <Card withBorder padding="lg" radius="md" style={{ gridColumn: "span 2" }}>
          <Title order={2} size="h4" mb="md">
            {t("home.quickActions")}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {QUICK_ACTIONS.map(({ key, to, icon: Icon }) => (
              <Button
                key={key}
                component={Link}
                to={to}
                variant="light"
                justify="flex-start"
                leftSection={<Icon size={18} />}
              >
                {t(`nav.${key}`)}
              </Button>
            ))}
          </SimpleGrid>
        </Card>
        <Card withBorder padding="lg" radius="md">
          <Group gap="xs" mb="xs">
            <IconHelp size={20} aria-hidden />
            <Title order={2} size="h4">
              {t("home.helpTitle")}
            </Title>
          </Group>
          <Text size="sm" c="dimmed" mb="md">
            {t("home.helpText")}
          </Text>
          <Stack gap="xs">
            <Button component={Link} to="/dashboard/support">
              {t("home.helpButton")}
            </Button>
            <Button component={Link} to="/dashboard/documentation" variant="default">
              {t("home.docsButton")}
            </Button>
          </Stack>
        </Card>
      </SimpleGrid>

      {showSessions && <RecentLoginSessions timeZone={me.preferences.timeZone} />}
    </Stack>
  );
}
