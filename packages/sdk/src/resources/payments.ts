import { type Api, at, call, init, listing } from "../request.js";
import type { CreatePayment, ListQuery, Payment, RequestOptions } from "../types.js";

/** Payments (`/v1/payments`): `amount` is an integer number of XOF. */
export function payments(api: Api) {
  return {
    ...listing((query: ListQuery<"/payments">, options?: RequestOptions) =>
      call(api.GET("/payments", { params: { query }, ...init(options) })),
    ),
    /**
     * Creates a payment of `amount` XOF (an integer, 100 to 10,000,000). Send the payer to its
     * `checkout_url`, or give `operator` and `phone` to ask the operator at once (`next_action`).
     */
    create: (body: CreatePayment, options?: RequestOptions): Promise<Payment> =>
      call(api.POST("/payments", { body, ...init(options) })),
    retrieve: (id: string, options?: RequestOptions): Promise<Payment> =>
      call(api.GET("/payments/{id}", at(id, options))),
    /** Cancels a payment still pending. */
    cancel: (id: string, options?: RequestOptions): Promise<Payment> =>
      call(api.POST("/payments/{id}/cancel", at(id, options))),
  };
}
