import { type Api, at, call, init, listing } from "../request.js";
import type { CreateRecurringPlan, ListQuery, RecurringPlan, RequestOptions, UpdateRecurringPlan } from "../types.js";

/** Recurring plans (`/v1/recurring_plans`): an invoice issued every interval. */
export function recurringPlans(api: Api) {
  return {
    ...listing((query: ListQuery<"/recurring_plans">, options?: RequestOptions) =>
      call(api.GET("/recurring_plans", { params: { query }, ...init(options) })),
    ),
    create: (body: CreateRecurringPlan, options?: RequestOptions): Promise<RecurringPlan> =>
      call(api.POST("/recurring_plans", { body, ...init(options) })),
    retrieve: (id: string, options?: RequestOptions): Promise<RecurringPlan> =>
      call(api.GET("/recurring_plans/{id}", at(id, options))),
    /** Changes the next cycles; invoices already issued stay. */
    update: (id: string, body: UpdateRecurringPlan, options?: RequestOptions): Promise<RecurringPlan> =>
      call(api.POST("/recurring_plans/{id}", { ...at(id, options), body })),
    pause: (id: string, options?: RequestOptions): Promise<RecurringPlan> =>
      call(api.POST("/recurring_plans/{id}/pause", at(id, options))),
    resume: (id: string, options?: RequestOptions): Promise<RecurringPlan> =>
      call(api.POST("/recurring_plans/{id}/resume", at(id, options))),
    cancel: (id: string, options?: RequestOptions): Promise<RecurringPlan> =>
      call(api.POST("/recurring_plans/{id}/cancel", at(id, options))),
  };
}
