import { type ErrorCode, V1_ERROR_STATUSES, type V1Error } from "@payflow/contracts";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { type AppError, asAppError } from "../http/errors";
import type { AppEnv } from "../http/types";

// The merchant API's errors: `{ error: { type, code, message, param? } }` with stable
// snake_case codes (docs/API.md lists them). Each code has one status, whether the contract or
// the service refuses: the contracts' V1_ERROR_STATUSES, the table docs/API.md and
// /v1/openapi.json show. A
// request that does not match the contract is 400; a well-formed one the payment rules refuse
// (an amount out of range, another network's number, a missing operator key…) is 422.

type V1Type = V1Error["error"]["type"];

/** A request that does not match its contract (wrong type, missing field, unknown field). */
export class V1ValidationError extends Error {
  constructor(
    readonly code: string,
    readonly param?: string,
    /** The values an enum takes, when the refused value was not one of them. */
    readonly allowed?: string[],
  ) {
    super(code);
  }
}

export const snake = (value: string) => value.replaceAll(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const CODE_OVERRIDES: Partial<Record<ErrorCode, string>> = {
  notFound: "resource_missing",
  unauthorized: "invalid_api_key",
  apiKeyMissing: "invalid_api_key",
  validationFailed: "parameter_invalid",
  unknownField: "parameter_unknown",
};

const STATUS_OF_CODE = new Map<string, ContentfulStatusCode>(
  Object.entries(V1_ERROR_STATUSES).flatMap(([status, codes]) =>
    codes.map((code) => [code, Number(status) as ContentfulStatusCode] as const),
  ),
);

/** A field's name as the merchant sees it: body fields in snake_case, headers as they are spelt. */
const paramName = (field: string) => (/^[a-z][A-Za-z0-9.]*$/.test(field) ? snake(field) : field);

function typeOf(status: number, code: ErrorCode): V1Type {
  if (status === 401) return "authentication_error";
  if (status === 403) return "permission_error";
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
    const code = snake(err.code);
    const allowed = err.allowed?.length ? ` Expected one of: ${err.allowed.join(", ")}.` : "";
    const message = `Invalid request: ${code}${err.param ? ` (${err.param})` : ""}.${allowed}`;
    return c.json(v1ErrorBody("invalid_request_error", code, message, err.param), STATUS_OF_CODE.get(code) ?? 400);
  }
  const known = asAppError(err);
  if (!known) {
    c.get("log")?.error("unhandled error", { error: err });
    return c.json(v1ErrorBody("api_error", "internal_error", "Something went wrong on our side."), 500);
  }
  return fromAppError(c, known);
}

function fromAppError(c: Context<AppEnv>, err: AppError): Response {
  const code = CODE_OVERRIDES[err.code] ?? snake(err.code);
  // An undocumented refusal of the service's rules is 422 too (the dashboard API says 400).
  const status = STATUS_OF_CODE.get(code) ?? (err.status === 400 ? 422 : err.status);
  if (err.options.retryAfterSeconds !== undefined) c.header("Retry-After", String(err.options.retryAfterSeconds));
  const param = err.options.field ? paramName(err.options.field) : undefined;
  return c.json(v1ErrorBody(typeOf(status, err.code), code, err.message, param), status);
}
