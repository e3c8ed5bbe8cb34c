import { type Api, autoPage, call, init } from "../request.js";
import type { Event, EventList, ListQuery, RequestOptions } from "../types.js";

/** Events (`/v1/events`): every event of the payments engine, with the same `data` as its webhook. */
export function events(api: Api) {
  const list = (query: ListQuery<"/events"> = {}, options?: RequestOptions): Promise<EventList> =>
    call(api.GET("/events", { params: { query }, ...init(options) }));
  return {
    retrieve: (id: string, options?: RequestOptions): Promise<Event> =>
      call(api.GET("/events/{id}", { params: { path: { id } }, ...init(options) })),
    list,
    /** Every event matching the query: to backfill what a webhook receiver missed. */
    listAll: (query: ListQuery<"/events"> = {}, options?: RequestOptions): AsyncGenerator<Event> =>
      autoPage((q) => list(q, options), query),
  };
}
