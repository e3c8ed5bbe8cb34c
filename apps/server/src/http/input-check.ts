import type { MiddlewareHandler } from "hono";
import { AppError } from "./errors";
import type { AppEnv } from "./types";

// PostgreSQL cannot store a NUL character and JSON cannot carry a lone UTF-16 surrogate as
// text: such values used to reach the database and come back as 500s (or, for a lone
// surrogate, be stored mangled). They are refused as 400 before anything else runs.

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function acceptable(text: string): boolean {
  return !text.includes("\u0000") && !LONE_SURROGATE.test(text);
}

/** Every string in a parsed JSON value (keys included) is acceptable. */
function acceptableDeep(value: unknown, depth = 0): boolean {
  if (depth > 64) return false;
  if (typeof value === "string") return acceptable(value);
  if (Array.isArray(value)) return value.every((v) => acceptableDeep(v, depth + 1));
  if (value && typeof value === "object") {
    return Object.entries(value).every(([k, v]) => acceptable(k) && acceptableDeep(v, depth + 1));
  }
  return true;
}

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function inputCheck(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = c.req.url;
    const raw = url.slice(url.indexOf("/", url.indexOf("//") + 2));
    let decoded: string;
    try {
      decoded = decodeURIComponent(raw.replaceAll("+", " "));
    } catch {
      throw new AppError("validationFailed");
    }
    if (!acceptable(decoded)) throw new AppError("validationFailed");
    if (BODY_METHODS.has(c.req.method) && (c.req.header("content-type") ?? "").includes("json")) {
      const text = await c.req.text();
      if (text !== "") {
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          throw new AppError("malformedJson");
        }
        if (!acceptableDeep(body)) throw new AppError("validationFailed");
      }
    }
    await next();
  };
}
