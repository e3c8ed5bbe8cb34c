import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import { V1Error } from "@payflow/contracts";
import { z } from "zod";
import { declareAccess } from "../http/access";
import { V1_ERROR_STATUSES } from "./errors";

/** An error answer, its description followed by the codes answered with this status. */
const error = (status: keyof typeof V1_ERROR_STATUSES, description: string) => ({
  description: `${description}. Codes: ${V1_ERROR_STATUSES[status].map((code) => `\`${code}\``).join(", ")}`,
  content: { "application/json": { schema: V1Error } },
});

const V1_ERRORS = {
  400: error(400, "The request does not match the contract (`param` names the field)"),
  401: error(401, "Missing, unknown, revoked or expired API key"),
  404: error(404, "No such object in this account and mode"),
  409: error(409, "The object's state does not allow it, or the same Idempotency-Key is still being processed"),
  422: error(422, "A well-formed request the payment rules refuse, or an Idempotency-Key reused with other parameters"),
  429: error(429, "Too many requests for this key (see Retry-After and RateLimit-* headers)"),
};

/** Only where a body is sent. */
const BODY_ERRORS = { 413: error(413, "The body is over 1 MB") };

/** Where an operator is asked (creating a payment, refunding one). */
export const OPERATOR_ERRORS = {
  502: error(502, "The operator did not answer in time or failed; the payment is kept"),
};

const security = [{ bearerAuth: [] }];

/** One merchant API endpoint: authenticated by a secret key, documented in /v1/openapi.json. */
export function defineV1Route<R extends RouteConfig>(config: R) {
  declareAccess(config.method, `/v1${config.path.replaceAll(/\/{(.+?)}/g, "/:$1")}`, "apiKey");
  const errors = config.request?.body ? { ...V1_ERRORS, ...BODY_ERRORS } : V1_ERRORS;
  return createRoute({ ...config, security, responses: { ...errors, ...config.responses } } as unknown as R);
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
