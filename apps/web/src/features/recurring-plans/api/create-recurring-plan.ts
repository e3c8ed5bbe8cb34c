import { API } from "@payflow/contracts/paths";
import type { CreateRecurringPlanRequest, RecurringPlanDetail } from "@payflow/contracts/recurring-plans";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { recurringPlansQueryKey } from "./list-recurring-plans";

/** POST /api/recurring-plans: a plan starting today answers with its first invoice issued. */
export function createRecurringPlan(body: CreateRecurringPlanRequest): Promise<RecurringPlanDetail> {
  return api<RecurringPlanDetail>(API.recurringPlans, { method: "POST", body });
}

export const useCreateRecurringPlan = () =>
  useRefreshingMutation(createRecurringPlan, recurringPlansQueryKey, "success");
