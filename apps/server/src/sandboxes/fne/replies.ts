import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { FneErrorBody, FneFieldErrors } from "../../fne/types";

// The FNE sandbox's error answers, in the platform's shape: `{message, error, statusCode,
// errors}` (errors: per field, the rule broken and its message). The 401s carry no `errors`, as
// the live platform's do not; an unknown route answers only `{"error":"not_found"}`.

export type Refusal = { status: ContentfulStatusCode; body: FneErrorBody | { error: string } };

export const refusal = (
  status: ContentfulStatusCode,
  message: string,
  error: string,
  errors: FneFieldErrors = {},
): Refusal => ({ status, body: { message, error, statusCode: status, errors } });

export const send = (c: Context, r: Refusal) => c.json(r.body, r.status);

export const KEY_REQUIRED: Refusal = {
  status: 401,
  body: { message: "API Key is required", error: "unauthorized", statusCode: 401 },
};
export const KEY_INVALID: Refusal = {
  status: 401,
  body: { message: "Invalid API Key", error: "unauthorized", statusCode: 401 },
};
export const NOT_FOUND: Refusal = { status: 404, body: { error: "not_found" } };

/** A zero sticker stock (or a certification that failed after the invoice was stored). */
export const SIGNING_ERROR = refusal(500, "Error signing invoice", "invoice_signing_error");

/** A refusal of the request's fields. */
export const invalid = (message: string, errors: FneFieldErrors) => refusal(400, message, "bad_request", errors);

/** One field's refusal: `{ [field]: { [rule]: message } }`. */
export const fieldError = (field: string, rule: string, message: string): FneFieldErrors => ({
  [field]: { [rule]: message },
});
