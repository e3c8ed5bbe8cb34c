import {
  API_VERSION_HEADER,
  API_VERSIONS,
  type ApiVersion,
  isApiVersion,
  LATEST_API_VERSION,
} from "@payflow/contracts";
import type { MiddlewareHandler } from "hono";
import { AppError } from "../../http/errors";
import type { AppEnv } from "../../http/types";
import { renderIn } from "./render";

/**
 * The version a merchant API answer is made in: `PayFlow-Version` when the request names one
 * (an unknown one is refused, 400 api_version_unknown), else the key's pinned version, else
 * (the public reference document) the latest. Said in the answer's `PayFlow-Version` header,
 * set before the route runs; a JSON answer in an older version is rewritten once the route
 * answered — outside the idempotency layer, so a replayed answer is rendered for its caller too.
 */
export function apiVersion(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const asked = c.req.header(API_VERSION_HEADER);
    if (asked !== undefined && !isApiVersion(asked.trim())) {
      throw new AppError("apiVersionUnknown", {
        field: API_VERSION_HEADER,
        params: { versions: API_VERSIONS.join(", ") },
      });
    }
    const version: ApiVersion =
      (asked?.trim() as ApiVersion | undefined) || c.get("apiKey")?.apiVersion || LATEST_API_VERSION;
    c.set("apiVersion", version);
    c.header(API_VERSION_HEADER, version);
    await next();
    if (version === LATEST_API_VERSION) return;
    const res = c.res;
    // Refusals have one shape in every version; only an object answered is rendered.
    if (res.status >= 400 || !res.headers.get("content-type")?.includes("application/json")) return;
    const body = await res.json();
    c.res = new Response(JSON.stringify(renderIn(version, body)), {
      status: res.status,
      headers: res.headers,
    });
  };
}
