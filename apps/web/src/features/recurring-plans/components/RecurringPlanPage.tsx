import "../i18n";
import { Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { RecurringPlanDetail } from "@payflow/contracts/recurring-plans";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { QueryStatus } from "../../../components/QueryStatus";
import { formatXof } from "../../../lib/format";
import { useModeKey } from "../../../lib/test-mode";
import { recurringPlanQuery } from "../api/recurring-plan";
import { IssuedCycles } from "./IssuedCycles";
import { PlanActions, TestClock } from "./PlanActions";
import { PlanStatusBadge } from "./PlanRows";
import { PlanScreen } from "./PlanScreen";
import { PlanContent, PlanSchedule } from "./PlanSummary";

/** /dashboard/recurring-plans/:id (viewTransactions): the plan, its invoices' content, the cycles it issued. */
export function RecurringPlanPage() {
  const section = useTranslation().t("recurringPlans.title");
  const id = useParams().id ?? "";
  return (
    <PlanScreen section={section} capability="viewTransactions">
      <Screen id={id} />
    </PlanScreen>
  );
}

function Screen({ id }: { id: string }) {
  const mode = useModeKey();
  const plan = useQuery(recurringPlanQuery(mode, id));
  if (plan.isPending || plan.error) return <QueryStatus isPending={plan.isPending} error={plan.error} />;
  return (
    <>
      <Header plan={plan.data} />
      {mode === "test" && <TestClock plan={plan.data} />}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <PlanSchedule plan={plan.data} />
        <PlanContent plan={plan.data} />
      </SimpleGrid>
      <IssuedCycles issued={plan.data.issued} />
    </>
  );
}

function Header({ plan }: { plan: RecurringPlanDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <Group justify="space-between" align="flex-start">
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Group gap="sm" wrap="wrap">
          <Title order={1} size="h2" style={{ overflowWrap: "anywhere" }}>
            {t("recurringPlans.detail.heading", { client: plan.clientName })}
          </Title>
          <PlanStatusBadge plan={plan} />
        </Group>
        <Text c="dimmed" size="sm" data-testid="plan-amount">
          {t("recurringPlans.detail.totalTtc")} : {formatXof(plan.totalTtc, i18n.language)}
        </Text>
      </Stack>
      <PlanActions plan={plan} />
    </Group>
  );
}
