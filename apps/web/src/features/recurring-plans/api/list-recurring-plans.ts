import { API } from "@payflow/contracts/paths";
import type { RecurringPlanStatus } from "@payflow/contracts/recurring-plan-rules";
import type { RecurringPlan } from "@payflow/contracts/recurring-plans";
import { infiniteQueryOptions, keepPreviousData } from "@tanstack/react-query";
import { api } from "../../../lib/api";

// Keys start with "recurring-plans" and carry the mode, so a mode switch reads the other mode's
// plans and a write refreshes the list and an open plan together.

export const recurringPlansQueryKey = ["recurring-plans"] as const;

export type RecurringPlanPage = { items: RecurringPlan[]; nextCursor: string | null };

/** GET /api/recurring-plans: one keyset page of 25 after `cursor`, only the status asked when given. */
export function fetchRecurringPlans(
  status: RecurringPlanStatus | null,
  cursor: string | null,
): Promise<RecurringPlanPage> {
  const params = new URLSearchParams({ limit: "25" });
  if (status) params.set("status", status);
  if (cursor) params.set("cursor", cursor);
  return api<RecurringPlanPage>(`${API.recurringPlans}?${params}`);
}

export const recurringPlansQuery = (mode: "test" | "live", status: RecurringPlanStatus | null) =>
  infiniteQueryOptions({
    queryKey: [...recurringPlansQueryKey, "list", mode, status],
    queryFn: ({ pageParam }) => fetchRecurringPlans(status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
