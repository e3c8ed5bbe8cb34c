import type { Client } from "openapi-fetch";
import { errorFromResponse } from "./errors.js";
import type { paths } from "./generated/schema.js";
import type { Page, RequestOptions } from "./types.js";

/** The typed openapi-fetch client every resource asks through. */
export type Api = Client<paths>;

/** The data of an answer, or the typed PayFlowError of a refusal. */
export async function call<R extends { data?: unknown; error?: unknown; response: Response }>(
  pending: Promise<R>,
): Promise<Exclude<R["data"], undefined>> {
  const { data, error, response } = await pending;
  if (!response.ok || error !== undefined) throw errorFromResponse(response, error);
  return data as Exclude<R["data"], undefined>;
}

/** The fetch options of one call: the caller's Idempotency-Key (the SDK's own otherwise) and signal. */
export function init(options: RequestOptions = {}) {
  return {
    ...(options.idempotencyKey === undefined ? {} : { headers: { "Idempotency-Key": options.idempotencyKey } }),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
  };
}

/** The options of a call on one object: its id in the path, the caller's options. */
export const at = (id: string, options?: RequestOptions) => ({ params: { path: { id } }, ...init(options) });

interface Cursors {
  starting_after?: string;
  ending_before?: string;
}

/**
 * Every object of a list, page after page, following the cursor: `starting_after` the last id
 * of each page (or, for a list started with `ending_before`, back through the first id).
 * Pages are asked for one at a time, as the loop reaches them.
 */
export async function* autoPage<T extends { id: string }, Q extends Cursors>(
  page: (query: Q) => Promise<Page<T>>,
  query: Q,
): AsyncGenerator<T, void, undefined> {
  const backwards = query.ending_before !== undefined;
  let next: Q = query;
  for (;;) {
    const { data, has_more } = await page(next);
    yield* data;
    const cursor = backwards ? data[0] : data[data.length - 1];
    if (!has_more || cursor === undefined) return;
    next = backwards ? { ...next, ending_before: cursor.id } : { ...next, starting_after: cursor.id };
  }
}

/**
 * A list's two readings from its one-page call: `list(query)`, one page (newest first, `limit`
 * 1 to 100); `listAll(query)`, every object matching the query, page after page, for
 * `for await (const object of …)`.
 */
export function listing<Q extends Cursors, T extends { id: string }>(
  page: (query: Q, options?: RequestOptions) => Promise<Page<T>>,
) {
  return {
    list: (query: Q = {} as Q, options?: RequestOptions): Promise<Page<T>> => page(query, options),
    listAll: (query: Q = {} as Q, options?: RequestOptions): AsyncGenerator<T, void, undefined> =>
      autoPage((q) => page(q, options), query),
  };
}
