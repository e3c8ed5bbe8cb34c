import { Anchor, Badge, Group, Text } from "@mantine/core";
import { everyOf } from "@payflow/contracts/recurring-plan-rules";
import type { RecurringPlan } from "@payflow/contracts/recurring-plans";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDay, formatXof } from "../../../lib/format";
import { intervalText, PLAN_STATUS_COLOR } from "../plan-view";
import { type Column, DataTable, RowCards } from "./DataTable";

// The list's rows, as a table or as cards; both carry recurring-plan-row, data-id and data-status.

export function PlanStatusBadge({ plan }: { plan: Pick<RecurringPlan, "status"> }) {
  const { t } = useTranslation();
  const label = t(`recurringPlans.statuses.${plan.status}`);
  return (
    <Badge variant="light" color={PLAN_STATUS_COLOR[plan.status]} data-testid="plan-status">
      {label}
    </Badge>
  );
}

/** The client's name, opening the plan. */
function ClientLink({ plan }: { plan: RecurringPlan }) {
  const to = `/dashboard/recurring-plans/${encodeURIComponent(plan.id)}`;
  return (
    <Anchor component={Link} to={to} fw={600} size="sm" style={{ overflowWrap: "anywhere" }}>
      {plan.clientName}
    </Anchor>
  );
}

const rowProps = {
  rowKey: (plan: RecurringPlan) => plan.id,
  hooks: (plan: RecurringPlan) => ({
    "data-testid": "recurring-plan-row",
    "data-id": plan.id,
    "data-status": plan.status,
  }),
  testId: "recurring-plans-table",
};

function useRowText() {
  const { t, i18n } = useTranslation();
  return {
    interval: (plan: RecurringPlan) => intervalText(t, plan.interval, everyOf(plan.interval, plan.customEvery)),
    next: (plan: RecurringPlan) =>
      plan.nextCycleDate ? formatDay(plan.nextCycleDate, i18n.language) : t("recurringPlans.none"),
    amount: (plan: RecurringPlan) => formatXof(plan.totalTtc, i18n.language),
  };
}

export function PlansTable({ rows }: { rows: RecurringPlan[] }) {
  const { t } = useTranslation();
  const text = useRowText();
  const label = (key: string) => t(`recurringPlans.columns.${key as "client"}`);
  const columns: Column<RecurringPlan>[] = [
    { key: "client", label: label("client"), cell: (plan) => <ClientLink plan={plan} /> },
    { key: "amount", label: label("amount"), end: true, nowrap: true, cell: text.amount },
    { key: "interval", label: label("interval"), cell: text.interval },
    { key: "next", label: label("next"), nowrap: true, cell: text.next },
    { key: "issued", label: label("issued"), end: true, cell: (plan) => plan.cyclesIssued },
    { key: "status", label: label("status"), cell: (plan) => <PlanStatusBadge plan={plan} /> },
  ];
  return <DataTable {...rowProps} rows={rows} columns={columns} label={t("recurringPlans.listLabel")} minWidth={820} />;
}

export function PlanCards({ rows }: { rows: RecurringPlan[] }) {
  const { t } = useTranslation();
  const text = useRowText();
  const card = (plan: RecurringPlan) => (
    <>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <ClientLink plan={plan} />
        <PlanStatusBadge plan={plan} />
      </Group>
      <Text size="sm" fw={600} mt={4}>
        {text.amount(plan)} · {text.interval(plan)}
      </Text>
      {plan.nextCycleDate && <Text size="sm">{t("recurringPlans.cardNext", { date: text.next(plan) })}</Text>}
      <Text size="sm" c="dimmed">
        {t("recurringPlans.cardIssued", { count: plan.cyclesIssued })}
      </Text>
    </>
  );
  return <RowCards {...rowProps} rows={rows} card={card} />;
}
