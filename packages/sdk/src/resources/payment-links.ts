import { type Api, at, call, init, listing } from "../request.js";
import type { CreatePaymentLink, ListQuery, PaymentLink, RequestOptions, UpdatePaymentLink } from "../types.js";

/** Payment links (`/v1/payment_links`): one address, many payers; amounts in integer XOF. */
export function paymentLinks(api: Api) {
  return {
    ...listing((query: ListQuery<"/payment_links">, options?: RequestOptions) =>
      call(api.GET("/payment_links", { params: { query }, ...init(options) })),
    ),
    create: (body: CreatePaymentLink, options?: RequestOptions): Promise<PaymentLink> =>
      call(api.POST("/payment_links", { body, ...init(options) })),
    /** The link with its totals. */
    retrieve: (id: string, options?: RequestOptions): Promise<PaymentLink> =>
      call(api.GET("/payment_links/{id}", at(id, options))),
    update: (id: string, body: UpdatePaymentLink, options?: RequestOptions): Promise<PaymentLink> =>
      call(api.POST("/payment_links/{id}", { ...at(id, options), body })),
    deactivate: (id: string, options?: RequestOptions): Promise<PaymentLink> =>
      call(api.POST("/payment_links/{id}/deactivate", at(id, options))),
  };
}
