import { type Api, call, init } from "../request.js";
import type { Balance, RequestOptions } from "../types.js";

/** The balance (`/v1/balance`) in the key's mode: available and pending integer XOF, net of fees. */
export function balance(api: Api) {
  return {
    retrieve: (options?: RequestOptions): Promise<Balance> => call(api.GET("/balance", init(options))),
  };
}
