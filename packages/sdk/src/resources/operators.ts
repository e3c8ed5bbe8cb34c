import { type Api, call, init } from "../request.js";
import type { OperatorHealthList, RequestOptions } from "../types.js";

/** Operators (`/v1/operators`): each one's status and figures over the last 15 minutes. */
export function operators(api: Api) {
  return {
    list: (options?: RequestOptions): Promise<OperatorHealthList> => call(api.GET("/operators", init(options))),
  };
}
