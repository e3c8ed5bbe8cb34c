import { API } from "@payflow/contracts/paths";
import type { RecurringPlanDetail } from "@payflow/contracts/recurring-plans";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { recurringPlansQueryKey } from "./list-recurring-plans";

/** What may be done to a plan; the test clock only in test mode (the server answers 404 in live). */
export type PlanAction = "pause" | "resume" | "cancel" | "advance-test-clock";

/** POST /api/recurring-plans/{id}/{action}: the plan as it is afterwards. */
export function planAction({ id, action }: { id: string; action: PlanAction }): Promise<RecurringPlanDetail> {
  return api<RecurringPlanDetail>(API.recurringPlanAction(id, action), { method: "POST" });
}

export const usePlanAction = () => useRefreshingMutation(planAction, recurringPlansQueryKey);
