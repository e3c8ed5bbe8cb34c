import type { OpenAPIHono, RouteConfig } from "@hono/zod-openapi";
import { V1_ERROR_STATUSES, V1Error, type V1ErrorStatus } from "@payflow/contracts";

// What every merchant API operation documents beside its own answer (docs/API.md § Errors,
// § Rate limits, § Idempotency): the error answers it can give — each status with the codes
// this operation can answer — and the headers that come with them.

/** A merchant API error code (docs/API.md's table). */
export type V1ErrorCode = (typeof V1_ERROR_STATUSES)[V1ErrorStatus][number];

const STATUS_OF = new Map<string, V1ErrorStatus>(
  Object.entries(V1_ERROR_STATUSES).flatMap(([status, codes]) =>
    codes.map((code) => [code, Number(status) as V1ErrorStatus] as const),
  ),
);

const DESCRIPTIONS: Record<V1ErrorStatus, string> = {
  400: "The request does not match the contract (`param` names the field)",
  401: "Missing, unknown, revoked or expired API key",
  403: "The key's scopes do not allow this, or its maker may not do it in this mode",
  404: "No such object in this account and mode",
  409: "The object's state does not allow it, or the same Idempotency-Key is still being processed",
  413: "The body is over 1 MB",
  422: "A well-formed request the rules refuse, or an Idempotency-Key reused with other parameters",
  429: "Too many requests for this key: wait the seconds of Retry-After",
  500: "Something went wrong on PayFlow's side; a retry with the same Idempotency-Key is safe",
  502: "The operator did not answer in time or failed; the object is kept",
};

const ref = (name: string) => ({ $ref: `#/components/headers/${name}` });

/** A header holding a count of requests or seconds. */
const count = (description: string, minimum: number, example: number) => ({
  description,
  schema: { type: "integer" as const, minimum, example },
});

/** The headers, once in components; the answers point at them. */
const HEADERS = {
  "RateLimit-Limit": count(
    "Requests allowed per second for this key (PAYFLOW_API_RATE_LIMIT); absent when there is no limit",
    1,
    25,
  ),
  "RateLimit-Remaining": count("Requests left in the current second for this key", 0, 24),
  "RateLimit-Reset": count("Seconds until the count starts again", 0, 1),
  "Retry-After": count("Seconds to wait before trying again", 0, 1),
  "Idempotent-Replayed": {
    description:
      "`true` when this is the kept answer of an earlier request with the same Idempotency-Key (nothing was done again)",
    schema: { type: "string" as const, enum: ["true"] },
  },
};

/** Puts the headers in the document's components (createMerchantApi). */
export function registerV1Headers(registry: OpenAPIHono["openAPIRegistry"]) {
  for (const [name, header] of Object.entries(HEADERS)) registry.registerComponent("headers", name, header);
}

const RATE_LIMIT_HEADERS = {
  "RateLimit-Limit": ref("RateLimit-Limit"),
  "RateLimit-Remaining": ref("RateLimit-Remaining"),
  "RateLimit-Reset": ref("RateLimit-Reset"),
};

type Response = { description: string; headers?: Record<string, unknown>; content?: unknown };

/** What an operation is, for the answers it documents. */
export type V1Operation = {
  method: string;
  path: string;
  /** Whether it takes a body (malformed JSON, a body over 1 MB). */
  body: boolean;
  /** Whether its query names an object (starting_after, ending_before): unknown, 404. */
  cursor: boolean;
  /** The codes its own rules answer, beyond those of every operation. */
  errors: readonly V1ErrorCode[];
};

/** The codes every operation of this kind can answer. */
function commonCodes(op: V1Operation): V1ErrorCode[] {
  const codes: V1ErrorCode[] = [
    "parameter_invalid",
    "parameter_unknown",
    // A PayFlow-Version header naming no version (docs/API.md § Versions).
    "api_version_unknown",
    "invalid_api_key",
    "api_key_revoked",
    "insufficient_scope",
    "api_key_maker_not_allowed",
    "rate_limited",
  ];
  if (op.path.includes("{") || op.cursor) codes.push("resource_missing");
  if (op.body) codes.push("malformed_json", "payload_too_large");
  // Only POSTs take an Idempotency-Key (merchant-api/idempotency.ts).
  if (op.method === "post") codes.push("idempotency_in_progress", "idempotency_key_reused");
  return codes;
}

/**
 * The operation's answers: its own, with the rate limit headers (and Idempotent-Replayed on a
 * POST), then one error answer per status it can give, listing that status's codes.
 */
export function v1Responses(op: V1Operation, own: Record<string, Response>) {
  const post = op.method === "post";
  const replayed = post ? { "Idempotent-Replayed": ref("Idempotent-Replayed") } : {};
  const headers = { ...RATE_LIMIT_HEADERS, ...replayed };
  const byStatus = new Map<V1ErrorStatus, V1ErrorCode[]>();
  for (const code of new Set([...commonCodes(op), ...op.errors])) {
    const status = STATUS_OF.get(code) as V1ErrorStatus;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const answers: Record<string, Response> = {};
  for (const [status, response] of Object.entries(own)) {
    answers[status] = { ...response, headers: { ...headers, ...response.headers } };
  }
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    const listed = codes.map((code) => `\`${code}\``).join(", ");
    answers[status] = {
      description: `${DESCRIPTIONS[status]}. Codes: ${listed}`,
      headers: status === 429 ? { ...headers, "Retry-After": ref("Retry-After") } : headers,
      content: { "application/json": { schema: V1Error } },
    };
  }
  return answers as RouteConfig["responses"];
}
