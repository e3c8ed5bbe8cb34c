import { type Api, autoPage, call, init } from "../request.js";
import type {
  CreatePaymentLink,
  ListQuery,
  PaymentLink,
  PaymentLinkList,
  RequestOptions,
  UpdatePaymentLink,
} from "../types.js";

/** Payment links (`/v1/payment_links`): one address, many payers; amounts in integer XOF. */
export function paymentLinks(api: Api) {
  const path = (id: string) => ({ params: { path: { id } } });
  const list = (query: ListQuery<"/payment_links"> = {}, options?: RequestOptions): Promise<PaymentLinkList> =>
    call(api.GET("/payment_links", { params: { query }, ...init(options) }));
  return {
    create: (body: CreatePaymentLink, options?: RequestOptions): Promise<PaymentLink> =>
      call(api.POST("/payment_links", { body, ...init(options) })),
    /** The link with its totals. */
    retrieve: (id: string, options?: RequestOptions): Promise<PaymentLink> =>
      call(api.GET("/payment_links/{id}", { ...path(id), ...init(options) })),
    update: (id: string, body: UpdatePaymentLink, options?: RequestOptions): Promise<PaymentLink> =>
      call(api.POST("/payment_links/{id}", { ...path(id), body, ...init(options) })),
    deactivate: (id: string, options?: RequestOptions): Promise<PaymentLink> =>
      call(api.POST("/payment_links/{id}/deactivate", { ...path(id), ...init(options) })),
    list,
    listAll: (query: ListQuery<"/payment_links"> = {}, options?: RequestOptions): AsyncGenerator<PaymentLink> =>
      autoPage((q) => list(q, options), query),
  };
}
