import { type Api, autoPage, call, init } from "../request.js";
import type { CreatePayout, ListQuery, Payout, PayoutList, RequestOptions } from "../types.js";

/** Payouts (`/v1/payouts`) to a wallet or a bank account; `amount` in integer XOF. */
export function payouts(api: Api) {
  const list = (query: ListQuery<"/payouts"> = {}, options?: RequestOptions): Promise<PayoutList> =>
    call(api.GET("/payouts", { params: { query }, ...init(options) }));
  return {
    /** Pays `amount` XOF out: `queued` at once, or `pending_approval` above the approval threshold. */
    create: (body: CreatePayout, options?: RequestOptions): Promise<Payout> =>
      call(api.POST("/payouts", { body, ...init(options) })),
    retrieve: (id: string, options?: RequestOptions): Promise<Payout> =>
      call(api.GET("/payouts/{id}", { params: { path: { id } }, ...init(options) })),
    list,
    listAll: (query: ListQuery<"/payouts"> = {}, options?: RequestOptions): AsyncGenerator<Payout> =>
      autoPage((q) => list(q, options), query),
    /** Cancels a payout not yet sent (`pending_approval` or `queued`). */
    cancel: (id: string, options?: RequestOptions): Promise<Payout> =>
      call(api.POST("/payouts/{id}/cancel", { params: { path: { id } }, ...init(options) })),
    /** Takes back a Wave payout succeeded less than 3 days ago. */
    reverse: (id: string, options?: RequestOptions): Promise<Payout> =>
      call(api.POST("/payouts/{id}/reverse", { params: { path: { id } }, ...init(options) })),
  };
}
