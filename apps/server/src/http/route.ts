import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import { ErrorBody } from "@payflow/contracts";
import type { z } from "zod";
import { type Access, declareAccess, requireAccess } from "./access";

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: ErrorBody } },
});

const STANDARD_ERRORS = {
  400: errorResponse("Invalid request (code says which rule failed)"),
  401: errorResponse("No valid session"),
  403: errorResponse("Not allowed for this role"),
  404: errorResponse("Not found, or belongs to another company"),
  429: errorResponse("Rate limited"),
};

/**
 * One endpoint: its contract (request/response zod schemas, which also feed the OpenAPI
 * document) and the access it requires, checked before the request is validated.
 */
export function defineRoute<R extends RouteConfig>(
  config: R & { access: Access /** Open before a forced password change is done. */; beforePasswordChange?: true },
) {
  const { access, beforePasswordChange, ...rest } = config;
  declareAccess(config.method, config.path.replaceAll(/\/{(.+?)}/g, "/:$1"), access);
  return createRoute({
    ...rest,
    responses: { ...STANDARD_ERRORS, ...rest.responses },
    middleware: [requireAccess(access, { beforePasswordChange: beforePasswordChange === true })],
  } as unknown as R);
}

/** A JSON body contract for defineRoute. */
export function jsonBody<S extends z.ZodType>(schema: S) {
  return { required: true, content: { "application/json": { schema } } } as const;
}

/** A JSON response contract for defineRoute. */
export function jsonResponse<S extends z.ZodType>(schema: S, description = "OK") {
  return { description, content: { "application/json": { schema } } } as const;
}
