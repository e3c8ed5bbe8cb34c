import { type Api, autoPage, call, init } from "../request.js";
import type { CreateRefund, ListQuery, Refund, RefundList, RequestOptions } from "../types.js";

/** Refunds (`/v1/refunds`), whole or part of a succeeded payment; `amount` in integer XOF. */
export function refunds(api: Api) {
  const list = (query: ListQuery<"/refunds"> = {}, options?: RequestOptions): Promise<RefundList> =>
    call(api.GET("/refunds", { params: { query }, ...init(options) }));
  return {
    /** Refunds `amount` XOF (the whole payment without it) of a succeeded payment. */
    create: (body: CreateRefund, options?: RequestOptions): Promise<Refund> =>
      call(api.POST("/refunds", { body, ...init(options) })),
    retrieve: (id: string, options?: RequestOptions): Promise<Refund> =>
      call(api.GET("/refunds/{id}", { params: { path: { id } }, ...init(options) })),
    list,
    listAll: (query: ListQuery<"/refunds"> = {}, options?: RequestOptions): AsyncGenerator<Refund> =>
      autoPage((q) => list(q, options), query),
  };
}
