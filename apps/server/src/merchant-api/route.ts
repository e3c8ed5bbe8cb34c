import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import { V1Error } from "@payflow/contracts";
import { z } from "zod";
import { declareAccess } from "../http/access";

const error = (description: string) => ({ description, content: { "application/json": { schema: V1Error } } });

const V1_ERRORS = {
  400: error("The request does not match the contract (`param` names the field)"),
  401: error("Missing, unknown, revoked or expired API key"),
  404: error("No such object in this account and mode"),
  409: error("The object's state does not allow it, or the same Idempotency-Key is still being processed"),
  422: error("A valid request the payment rules refuse, or an Idempotency-Key reused with other parameters"),
  429: error("Too many requests for this key (see Retry-After and RateLimit-* headers)"),
};

const security = [{ bearerAuth: [] }];

/** One merchant API endpoint: authenticated by a secret key, documented in /v1/openapi.json. */
export function defineV1Route<R extends RouteConfig>(config: R) {
  declareAccess(config.method, `/v1${config.path.replaceAll(/\/{(.+?)}/g, "/:$1")}`, "apiKey");
  return createRoute({ ...config, security, responses: { ...V1_ERRORS, ...config.responses } } as unknown as R);
}

export const v1Json = <S extends z.ZodType>(schema: S, description = "OK") =>
  ({ description, content: { "application/json": { schema } } }) as const;

export const v1Body = <S extends z.ZodType>(schema: S) =>
  ({ required: true, content: { "application/json": { schema } } }) as const;

/** Idempotency-Key, accepted on every POST. */
export const IdempotencyHeaders = z.object({
  "idempotency-key": z
    .string()
    .max(255)
    .optional()
    .meta({ description: "Any unique string (a UUID): the first answer is kept 24 h and replayed for a retry" }),
});
