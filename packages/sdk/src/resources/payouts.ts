import { type Api, at, call, init, listing } from "../request.js";
import type { CreatePayout, ListQuery, Payout, RequestOptions } from "../types.js";

/** Payouts (`/v1/payouts`) to a wallet or a bank account; `amount` in integer XOF. */
export function payouts(api: Api) {
  return {
    ...listing((query: ListQuery<"/payouts">, options?: RequestOptions) =>
      call(api.GET("/payouts", { params: { query }, ...init(options) })),
    ),
    /** Pays `amount` XOF out: `queued` at once, or `pending_approval` above the approval threshold. */
    create: (body: CreatePayout, options?: RequestOptions): Promise<Payout> =>
      call(api.POST("/payouts", { body, ...init(options) })),
    retrieve: (id: string, options?: RequestOptions): Promise<Payout> =>
      call(api.GET("/payouts/{id}", at(id, options))),
    /** Cancels a payout not yet sent (`pending_approval` or `queued`). */
    cancel: (id: string, options?: RequestOptions): Promise<Payout> =>
      call(api.POST("/payouts/{id}/cancel", at(id, options))),
    /** Takes back a Wave payout succeeded less than 3 days ago. */
    reverse: (id: string, options?: RequestOptions): Promise<Payout> =>
      call(api.POST("/payouts/{id}/reverse", at(id, options))),
  };
}
