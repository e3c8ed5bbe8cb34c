import { Badge, Card, Group, List, SimpleGrid, Skeleton, Text, ThemeIcon } from "@mantine/core";
import { SALE_FILTER } from "@payflow/contracts/payment-rules";
import type { DashboardSummary } from "@payflow/contracts/reports";
import { IconAlertTriangle, IconCash, IconClockHour4, IconUserPlus } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { QueryStatus } from "../../../components/QueryStatus";
import { formatXof } from "../../../lib/format";

/** The four cards of the home (docs/PRODUCT.md §2), from the current mode's real rows; each opens its list. */
export function StatCards({
  summary,
  isPending,
  error,
}: {
  summary: DashboardSummary | undefined;
  isPending: boolean;
  error: unknown;
}) {
  const { t, i18n } = useTranslation();
  if (error) return <QueryStatus isPending={false} error={error} />;
  if (isPending || !summary) {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="lg" aria-busy="true">
        {[1, 2, 3, 4].map((k) => (
          <Skeleton key={k} h={118} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  const alerts = summary.alerts.reduce((n, a) => n + a.count, 0);
  const day = summary.today;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="lg" data-testid="stat-cards">
      <StatCard
        testId="stat-volume"
        to={`/dashboard/transactions?status=${SALE_FILTER}&from=${day}&to=${day}`}
        icon={<IconCash size={20} />}
        color="teal"
        title={t("home.stats.volume")}
        value={formatXof(summary.volumeToday, i18n.language)}
        change={summary.volumeChange}
        noComparison={t("home.stats.noSalesYesterday")}
      />
      <StatCard
        testId="stat-clients"
        to="/dashboard/clients"
        icon={<IconUserPlus size={20} />}
        color="blue"
        title={t("home.stats.newClients")}
        value={String(summary.newClientsToday)}
        change={summary.newClientsChange}
        noComparison={t("home.stats.noClientsYesterday")}
      />
      <StatCard
        testId="stat-pending"
        to="/dashboard/transactions?status=pending"
        icon={<IconClockHour4 size={20} />}
        color="yellow"
        title={t("home.stats.pending")}
        value={String(summary.pendingPayments)}
      />
      <StatCard
        testId="stat-alerts"
        to={
          summary.alerts.some((a) => a.kind === "webhooksFailing")
            ? "/dashboard/api-keys"
            : "/dashboard/transactions?status=pending"
        }
        icon={<IconAlertTriangle size={20} />}
        color={alerts > 0 ? "red" : "gray"}
        title={t("home.stats.alerts")}
        value={String(alerts)}
      >
        {alerts === 0 ? (
          <Text size="xs" c="dimmed">
            {t("home.stats.noAlerts")}
          </Text>
        ) : (
          <List size="xs" spacing={2}>
            {summary.alerts.map((a) => (
              <List.Item key={a.kind}>
                {t(`home.alerts.${a.kind}`, { count: a.count, items: a.items.join(", ") })}
              </List.Item>
            ))}
          </List>
        )}
      </StatCard>
    </SimpleGrid>
  );
}

function StatCard(props: {
  testId: string;
  to: string;
  icon: ReactNode;
  color: string;
  title: string;
  value: string;
  /** The change against yesterday in %, null when yesterday had nothing to compare with. */
  change?: number | null;
  noComparison?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" radius="md" component={Link} to={props.to} data-testid={props.testId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text size="sm" c="dimmed" fw={500}>
          {props.title}
        </Text>
        <ThemeIcon variant="light" color={props.color} aria-hidden>
          {props.icon}
        </ThemeIcon>
      </Group>
      <Text fw={700} size="xl" mt={4} data-testid={`${props.testId}-value`}>
        {props.value}
      </Text>
      {props.change === null && (
        <Text size="xs" c="dimmed" mt={2}>
          {props.noComparison}
        </Text>
      )}
      {props.change !== undefined && props.change !== null && (
        <Group gap={6} mt={2}>
          <Badge variant="light" color={props.change >= 0 ? "teal" : "red"} size="sm">
            {`${props.change > 0 ? "+" : ""}${props.change} %`}
          </Badge>
          <Text size="xs" c="dimmed">
            {t("home.stats.vsYesterday")}
          </Text>
        </Group>
      )}
      {props.children}
    </Card>
  );
}
