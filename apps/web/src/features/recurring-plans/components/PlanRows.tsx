import { Anchor, Badge, Card, Group, Paper, Stack, Table, Text } from "@mantine/core";
import { everyOf } from "@payflow/contracts/recurring-plan-rules";
import type { RecurringPlan } from "@payflow/contracts/recurring-plans";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { TableScroll } from "../../../components/TableScroll";
import { formatDay, formatXof } from "../../../lib/format";
import { intervalText, PLAN_STATUS_COLOR } from "../plan-view";

// The list's rows: a table on wide screens, one card per plan on a phone (nothing to scroll
// sideways at 375 px). Both carry the same hooks: recurring-plan-row, data-id, data-status.

const detailPath = (id: string) => `/dashboard/recurring-plans/${encodeURIComponent(id)}`;

export function PlanStatusBadge({ plan }: { plan: Pick<RecurringPlan, "status"> }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={PLAN_STATUS_COLOR[plan.status]} style={{ flexShrink: 0 }} data-testid="plan-status">
      {t(`recurringPlans.statuses.${plan.status}`)}
    </Badge>
  );
}

function ClientLink({ plan }: { plan: RecurringPlan }) {
  const { t } = useTranslation();
  return (
    <Anchor
      component={Link}
      to={detailPath(plan.id)}
      fw={600}
      size="sm"
      style={{ overflowWrap: "anywhere" }}
      aria-label={t("recurringPlans.open", { client: plan.clientName })}
    >
      {plan.clientName}
    </Anchor>
  );
}

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
  return (
    <Card withBorder padding={0} radius="md">
      <TableScroll label={t("recurringPlans.listLabel")} minWidth={820}>
        <Table striped highlightOnHover verticalSpacing="sm" data-testid="recurring-plans-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("recurringPlans.columns.client")}</Table.Th>
              <Table.Th style={{ textAlign: "right" }}>{t("recurringPlans.columns.amount")}</Table.Th>
              <Table.Th>{t("recurringPlans.columns.interval")}</Table.Th>
              <Table.Th>{t("recurringPlans.columns.next")}</Table.Th>
              <Table.Th style={{ textAlign: "right" }}>{t("recurringPlans.columns.issued")}</Table.Th>
              <Table.Th>{t("recurringPlans.columns.status")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((plan) => (
              <Table.Tr key={plan.id} data-testid="recurring-plan-row" data-id={plan.id} data-status={plan.status}>
                <Table.Td>
                  <ClientLink plan={plan} />
                </Table.Td>
                <Table.Td style={{ textAlign: "right", whiteSpace: "nowrap" }}>{text.amount(plan)}</Table.Td>
                <Table.Td>{text.interval(plan)}</Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>{text.next(plan)}</Table.Td>
                <Table.Td style={{ textAlign: "right" }}>{plan.cyclesIssued}</Table.Td>
                <Table.Td>
                  <PlanStatusBadge plan={plan} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </Card>
  );
}

export function PlanCards({ rows }: { rows: RecurringPlan[] }) {
  const { t } = useTranslation();
  const text = useRowText();
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: "none" }} data-testid="recurring-plans-table">
      {rows.map((plan) => (
        <Paper
          component="li"
          key={plan.id}
          withBorder
          radius="md"
          p="sm"
          data-testid="recurring-plan-row"
          data-id={plan.id}
          data-status={plan.status}
        >
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
        </Paper>
      ))}
    </Stack>
  );
}
