import { API } from "@payflow/contracts/paths";
import type { RecurringPlanDetail } from "@payflow/contracts/recurring-plans";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { recurringPlansQueryKey } from "./list-recurring-plans";

/** GET /api/recurring-plans/{id}: the plan with the cycles it issued. */
export function fetchRecurringPlan(id: string): Promise<RecurringPlanDetail> {
  return api<RecurringPlanDetail>(API.recurringPlan(id));
}

export const recurringPlanQuery = (mode: "test" | "live", id: string) =>
  queryOptions({
    queryKey: [...recurringPlansQueryKey, "detail", mode, id],
    queryFn: () => fetchRecurringPlan(id),
  });
