import { type Api, at, call, init, listing } from "../request.js";
import type { CreateRefund, ListQuery, Refund, RequestOptions } from "../types.js";

/** Refunds (`/v1/refunds`), whole or part of a succeeded payment; `amount` in integer XOF. */
export function refunds(api: Api) {
  return {
    ...listing((query: ListQuery<"/refunds">, options?: RequestOptions) =>
      call(api.GET("/refunds", { params: { query }, ...init(options) })),
    ),
    /** Refunds `amount` XOF (the whole payment without it) of a succeeded payment. */
    create: (body: CreateRefund, options?: RequestOptions): Promise<Refund> =>
      call(api.POST("/refunds", { body, ...init(options) })),
    retrieve: (id: string, options?: RequestOptions): Promise<Refund> =>
      call(api.GET("/refunds/{id}", at(id, options))),
  };
}
