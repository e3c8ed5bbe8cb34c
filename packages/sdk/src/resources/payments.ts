import { type Api, autoPage, call, init } from "../request.js";
import type { CreatePayment, ListQuery, Payment, PaymentList, RequestOptions } from "../types.js";

/** Payments (`/v1/payments`): `amount` is an integer number of XOF. */
export function payments(api: Api) {
  const list = (query: ListQuery<"/payments"> = {}, options?: RequestOptions): Promise<PaymentList> =>
    call(api.GET("/payments", { params: { query }, ...init(options) }));
  return {
    /**
     * Creates a payment of `amount` XOF (an integer, 100 to 10,000,000). Send the payer to its
     * `checkout_url`, or give `operator` and `phone` to ask the operator at once (`next_action`).
     */
    create: (body: CreatePayment, options?: RequestOptions): Promise<Payment> =>
      call(api.POST("/payments", { body, ...init(options) })),
    retrieve: (id: string, options?: RequestOptions): Promise<Payment> =>
      call(api.GET("/payments/{id}", { params: { path: { id } }, ...init(options) })),
    /** One page, newest first (filters `status`, `operator`, `reference`, `created[gte]`/`[lte]`). */
    list,
    /** Every payment matching the query, page after page: `for await (const payment of …)`. */
    listAll: (query: ListQuery<"/payments"> = {}, options?: RequestOptions): AsyncGenerator<Payment> =>
      autoPage((q) => list(q, options), query),
    /** Cancels a payment still pending. */
    cancel: (id: string, options?: RequestOptions): Promise<Payment> =>
      call(api.POST("/payments/{id}/cancel", { params: { path: { id } }, ...init(options) })),
  };
}
