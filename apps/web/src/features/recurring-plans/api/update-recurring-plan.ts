import { API } from "@payflow/contracts/paths";
import type { RecurringPlanDetail, UpdateRecurringPlanRequest } from "@payflow/contracts/recurring-plans";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { recurringPlansQueryKey } from "./list-recurring-plans";

/** PATCH /api/recurring-plans/{id}: the next cycles change; the invoices already issued stay. */
export function updateRecurringPlan({
  id,
  body,
}: {
  id: string;
  body: UpdateRecurringPlanRequest;
}): Promise<RecurringPlanDetail> {
  return api<RecurringPlanDetail>(API.recurringPlan(id), { method: "PATCH", body });
}

export const useUpdateRecurringPlan = () => useRefreshingMutation(updateRecurringPlan, recurringPlansQueryKey);
