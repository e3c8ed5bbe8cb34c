import "../i18n";
import { Button, NativeSelect, Stack } from "@mantine/core";
import { RECURRING_PLAN_STATUSES, type RecurringPlanStatus } from "@payflow/contracts/recurring-plan-rules";
import { IconCalendarRepeat, IconPlus } from "@tabler/icons-react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { EmptyList, LoadMore } from "../../../components/ListStates";
import { QueryStatus } from "../../../components/QueryStatus";
import { CapabilityScreen } from "../../../components/RequireCapability";
import { ScreenHeader } from "../../../components/ScreenHeader";
import { useModeKey } from "../../../lib/test-mode";
import { usePhone } from "../../../lib/use-phone";
import { recurringPlansQuery } from "../api/list-recurring-plans";
import { useCanBill } from "../use-can-bill";
import { PlanCards, PlansTable } from "./PlanRows";

const statusOf = (value: string | null): RecurringPlanStatus | null =>
  (RECURRING_PLAN_STATUSES as readonly string[]).includes(value ?? "") ? (value as RecurringPlanStatus) : null;

/** /dashboard/recurring-plans (viewTransactions): the plans, filtered by status, a page at a time. */
export function RecurringPlansPage() {
  const title = useTranslation().t("recurringPlans.title");
  return (
    <CapabilityScreen section={title} capability="viewTransactions">
      <PlanList />
    </CapabilityScreen>
  );
}

function PlanList() {
  const { t } = useTranslation();
  const canMake = useCanBill();
  // The filter is in the address, so going back to the list keeps it.
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get("status"));
  const list = useInfiniteQuery(recurringPlansQuery(useModeKey(), status));
  const phone = usePhone();
  const rows = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="lg">
      <ScreenHeader title={t("recurringPlans.title")} subtitle={t("recurringPlans.subtitle")}>
        {canMake && (
          <Button component={Link} to="/dashboard/recurring-plans/new" leftSection={<IconPlus size={16} aria-hidden />}>
            {t("recurringPlans.new")}
          </Button>
        )}
      </ScreenHeader>
      <NativeSelect
        label={t("recurringPlans.statusFilter")}
        maw={260}
        value={status ?? ""}
        onChange={(e) => setParams(e.currentTarget.value ? { status: e.currentTarget.value } : {}, { replace: true })}
        data={[
          { value: "", label: t("recurringPlans.allStatuses") },
          ...RECURRING_PLAN_STATUSES.map((s) => ({ value: s, label: t(`recurringPlans.statuses.${s}`) })),
        ]}
      />
      {list.isPending || list.error ? (
        <QueryStatus isPending={list.isPending} error={list.error} />
      ) : rows.length === 0 ? (
        <EmptyList
          icon={<IconCalendarRepeat size={32} aria-hidden />}
          text={t(status ? "recurringPlans.noMatch" : "recurringPlans.empty")}
          testId="recurring-plans-empty"
        />
      ) : phone ? (
        <PlanCards rows={rows} />
      ) : (
        <PlansTable rows={rows} />
      )}
      <LoadMore list={list} label={t("recurringPlans.loadMore")} />
    </Stack>
  );
}
