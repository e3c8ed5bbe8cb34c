import { type Api, at, call, init, listing } from "../request.js";
import type { Event, ListQuery, RequestOptions } from "../types.js";

/** Events (`/v1/events`): every event of the payments engine, with the same `data` as its webhook. */
export function events(api: Api) {
  return {
    ...listing((query: ListQuery<"/events">, options?: RequestOptions) =>
      call(api.GET("/events", { params: { query }, ...init(options) })),
    ),
    retrieve: (id: string, options?: RequestOptions): Promise<Event> => call(api.GET("/events/{id}", at(id, options))),
  };
}
