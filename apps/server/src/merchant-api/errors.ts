import type { ErrorCode, V1Error } from "@payflow/contracts";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { type AppError, asAppError } from "../http/errors";
import type { AppEnv } from "../http/types";

// The merchant API's errors: `{ error: { type, code, message, param? } }` with stable
// snake_case codes (docs/API.md lists them). A body the contract refuses is 400; a valid body
// the payment rules refuse (another network's number, a missing operator key…) is 422.

type V1Type = V1Error["error"]["type"];

/** A request that does not match its contract (wrong type, missing field, unknown field). */
export class V1ValidationError extends Error {
  constructor(
    readonly code: string,
    readonly param?: string,
  ) {
    super(code);
  }
}

export const snake = (value: string) => value.replaceAll(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const CODE_OVERRIDES: Partial<Record<ErrorCode, string>> = {
  notFound: "resource_missing",
  unauthorized: "invalid_api_key",
  validationFailed: "parameter_invalid",
  unknownField: "parameter_unknown",
};

function typeOf(status: number, code: ErrorCode): V1Type {
  if (status === 401) return "authentication_error";
  if (status === 429) return "rate_limit_error";
  if (code === "idempotencyKeyReused" || code === "idempotencyInProgress") return "idempotency_error";
  if (status >= 500) return "api_error";
  return "invalid_request_error";
}

export function v1ErrorBody(type: V1Type, code: string, message: string, param?: string): V1Error {
  return { error: { type, code, message, ...(param ? { param } : {}) } };
}

/** Every failure under /v1, in the merchant API's shape. */
export function v1ErrorResponse(c: Context<AppEnv>, err: Error): Response {
  if (err instanceof V1ValidationError) {
    const message = `Invalid request: ${snake(err.code)}${err.param ? ` (${err.param})` : ""}.`;
    return c.json(v1ErrorBody("invalid_request_error", snake(err.code), message, err.param), 400);
  }
  const known = asAppError(err);
  if (!known) {
    c.get("log")?.error("unhandled error", { error: err });
    return c.json(v1ErrorBody("api_error", "internal_error", "Something went wrong on our side."), 500);
  }
  return fromAppError(c, known);
}

function fromAppError(c: Context<AppEnv>, err: AppError): Response {
  // The service's rules refuse a well-formed request: 422 (the dashboard API says 400).
  const status: ContentfulStatusCode =
    err.status === 400 && !["malformedJson", "validationFailed", "unknownField", "payloadTooLarge"].includes(err.code)
      ? 422
      : err.status;
  if (err.options.retryAfterSeconds !== undefined) c.header("Retry-After", String(err.options.retryAfterSeconds));
  const code = CODE_OVERRIDES[err.code] ?? snake(err.code);
  return c.json(
    v1ErrorBody(typeOf(status, err.code), code, err.message, err.options.field ? snake(err.options.field) : undefined),
    status,
  );
}
