import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import { ErrorBody, type KeyAction, V1_ERROR_STATUSES, V1Error, type V1ErrorStatus } from "@payflow/contracts";
import type { z } from "zod";
import { type Access, declareAccess, requireAccess } from "./access";
import { requireKeyAction } from "./key-access";

// Every endpoint is defined here, on one of PayFlow's surfaces (docs/ARCHITECTURE.md § Access,
// docs/API.md): the dashboard API (/api…, a session, each route its own access checked before
// validation, `{ error: { code, message, field? } }`) or the merchant API (/v1, a secret key
// checked by the merchant API's own middleware, Stripe-like errors, its own OpenAPI document).
// The surface decides the path the route's access is declared under, the error answers each
// route documents and the security scheme.

/** A JSON body contract. */
export function jsonBody<S extends z.ZodType>(schema: S) {
  return { required: true, content: { "application/json": { schema } } } as const;
}

/** A JSON response contract. */
export function jsonResponse<S extends z.ZodType>(schema: S, description = "OK") {
  return { description, content: { "application/json": { schema } } } as const;
}

/** A file answer (a PDF, a PNG) of this media type, described by its file's name. */
export function binaryResponse(type: string, description: string) {
  return { description, content: { [type]: { schema: { type: "string" as const, format: "binary" } } } };
}

const DASHBOARD_ERRORS = {
  400: jsonResponse(ErrorBody, "Invalid request (code says which rule failed)"),
  401: jsonResponse(ErrorBody, "No valid session"),
  403: jsonResponse(ErrorBody, "Not allowed for this role"),
  404: jsonResponse(ErrorBody, "Not found, or belongs to another company"),
  429: jsonResponse(ErrorBody, "Rate limited"),
};

/** A merchant API error answer: its description followed by the codes answered with this status. */
export function v1Error(status: V1ErrorStatus, description: string) {
  const codes = V1_ERROR_STATUSES[status].map((code) => `\`${code}\``).join(", ");
  return jsonResponse(V1Error, `${description}. Codes: ${codes}`);
}

const V1_ERRORS = {
  400: v1Error(400, "The request does not match the contract (`param` names the field)"),
  401: v1Error(401, "Missing, unknown, revoked or expired API key"),
  403: v1Error(
    403,
    "The key's scopes do not allow this (`insufficient_scope`), or its maker may not do it in this mode (`api_key_maker_not_allowed`)",
  ),
  404: v1Error(404, "No such object in this account and mode"),
  409: v1Error(409, "The object's state does not allow it, or the same Idempotency-Key is still being processed"),
  422: v1Error(
    422,
    "A well-formed request the payment rules refuse, or an Idempotency-Key reused with other parameters",
  ),
  429: v1Error(429, "Too many requests for this key (see Retry-After and RateLimit-* headers)"),
};

/** Only where a body is sent. */
const V1_BODY_ERRORS = { 413: v1Error(413, "The body is over 1 MB") };

type DashboardRoute = {
  surface?: "dashboard";
  access: Access;
  /** Open before a forced password change is done. */
  beforePasswordChange?: true;
};
/**
 * The merchant API's routes all take a secret key (access "apiKey"), checked by its middleware,
 * and name what they do: the key's scopes and its maker's rights must allow it (key-access.ts).
 */
type V1Route = {
  surface: "v1";
  action: KeyAction;
  /** camelCase, unique in /v1 (`createPayment`): a generated client's method name. */
  operationId: string;
  /** A few words a reference page lists the operation by. */
  summary: string;
};

const v1OperationIds = new Set<string>();

/** A generated client names its methods after operation ids: each one camelCase and said once. */
function checkOperationId(id: string) {
  if (!/^[a-z][A-Za-z0-9]*$/.test(id)) throw new Error(`/v1 operationId "${id}" is not camelCase`);
  if (v1OperationIds.has(id)) throw new Error(`/v1 operationId "${id}" is given twice`);
  v1OperationIds.add(id);
}

const colonPath = (path: string) => path.replaceAll(/\/{(.+?)}/g, "/:$1");

/**
 * One endpoint: its contract (request/response zod schemas, which also feed the surface's
 * OpenAPI document) and the access it requires, declared for the guard test.
 */
export function defineRoute<R extends RouteConfig>(config: R & (DashboardRoute | V1Route)) {
  const route = config as RouteConfig & (DashboardRoute | V1Route);
  if (route.surface === "v1") {
    const { surface: _surface, action, ...rest } = route;
    checkOperationId(route.operationId);
    declareAccess(route.method, `/v1${colonPath(route.path)}`, "apiKey");
    const errors = route.request?.body ? { ...V1_ERRORS, ...V1_BODY_ERRORS } : V1_ERRORS;
    return createRoute({
      ...rest,
      security: [{ bearerAuth: [] }],
      description: [rest.description, `Needs a key whose scopes and maker allow \`${action}\`.`]
        .filter(Boolean)
        .join("\n\n"),
      middleware: [requireKeyAction(action)],
      responses: { ...errors, ...rest.responses },
    }) as unknown as R;
  }
  const { surface: _surface, access, beforePasswordChange, ...rest } = route;
  declareAccess(route.method, colonPath(route.path), access);
  return createRoute({
    ...rest,
    responses: { ...DASHBOARD_ERRORS, ...rest.responses },
    middleware: [requireAccess(access, { beforePasswordChange: beforePasswordChange === true })],
  }) as unknown as R;
}
