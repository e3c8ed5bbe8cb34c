import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import { ErrorBody, type KeyAction } from "@payflow/contracts";
import type { z } from "zod";
import { type Access, declareAccess, requireAccess } from "./access";
import { requireKeyAction } from "./key-access";
import { type V1ErrorCode, v1Responses } from "./v1-responses";

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
  /** The error codes its own rules answer, beyond those every operation can (v1-responses.ts). */
  errors?: readonly V1ErrorCode[];
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
    const { surface: _surface, action, errors = [], ...rest } = route;
    checkOperationId(route.operationId);
    declareAccess(route.method, `/v1${colonPath(route.path)}`, "apiKey");
    const query = route.request?.query as { shape?: Record<string, unknown> } | undefined;
    const operation = {
      method: route.method,
      path: route.path,
      body: route.request?.body !== undefined,
      cursor: query?.shape?.starting_after !== undefined,
      errors,
    };
    return createRoute({
      ...rest,
      security: [{ bearerAuth: [] }],
      description: [rest.description, `Needs a key whose scopes and maker allow \`${action}\`.`]
        .filter(Boolean)
        .join("\n\n"),
      middleware: [requireKeyAction(action)],
      responses: v1Responses(operation, rest.responses as Parameters<typeof v1Responses>[1]),
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
