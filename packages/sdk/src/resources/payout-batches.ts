import { type Api, at, call, init } from "../request.js";
import type { CreatePayoutBatch, PayoutBatch, RequestOptions } from "../types.js";

/** Payout batches (`/v1/payout_batches`): up to 10,000 payouts at once, each line with its own `reference`. */
export function payoutBatches(api: Api) {
  return {
    create: (body: CreatePayoutBatch, options?: RequestOptions): Promise<PayoutBatch> =>
      call(api.POST("/payout_batches", { body, ...init(options) })),
    /** The batch with each line's result. */
    retrieve: (id: string, options?: RequestOptions): Promise<PayoutBatch> =>
      call(api.GET("/payout_batches/{id}", at(id, options))),
  };
}
