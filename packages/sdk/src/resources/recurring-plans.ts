import { type Api, autoPage, call, init } from "../request.js";
import type {
  CreateRecurringPlan,
  ListQuery,
  RecurringPlan,
  RecurringPlanList,
  RequestOptions,
  UpdateRecurringPlan,
} from "../types.js";

/** Recurring plans (`/v1/recurring_plans`): an invoice issued every interval. */
export function recurringPlans(api: Api) {
  const path = (id: string) => ({ params: { path: { id } } });
  const list = (query: ListQuery<"/recurring_plans"> = {}, options?: RequestOptions): Promise<RecurringPlanList> =>
    call(api.GET("/recurring_plans", { params: { query }, ...init(options) }));
  return {
    create: (body: CreateRecurringPlan, options?: RequestOptions): Promise<RecurringPlan> =>
      call(api.POST("/recurring_plans", { body, ...init(options) })),
    retrieve: (id: string, options?: RequestOptions): Promise<RecurringPlan> =>
      call(api.GET("/recurring_plans/{id}", { ...path(id), ...init(options) })),
    /** Changes the next cycles; invoices already issued stay. */
    update: (id: string, body: UpdateRecurringPlan, options?: RequestOptions): Promise<RecurringPlan> =>
      call(api.POST("/recurring_plans/{id}", { ...path(id), body, ...init(options) })),
    pause: (id: string, options?: RequestOptions): Promise<RecurringPlan> =>
      call(api.POST("/recurring_plans/{id}/pause", { ...path(id), ...init(options) })),
    resume: (id: string, options?: RequestOptions): Promise<RecurringPlan> =>
      call(api.POST("/recurring_plans/{id}/resume", { ...path(id), ...init(options) })),
    cancel: (id: string, options?: RequestOptions): Promise<RecurringPlan> =>
      call(api.POST("/recurring_plans/{id}/cancel", { ...path(id), ...init(options) })),
    list,
    listAll: (query: ListQuery<"/recurring_plans"> = {}, options?: RequestOptions): AsyncGenerator<RecurringPlan> =>
      autoPage((q) => list(q, options), query),
  };
}
