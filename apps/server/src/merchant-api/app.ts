import { OpenAPIHono } from "@hono/zod-openapi";
import { MAX_BODY_BYTES } from "@payflow/contracts";
import type { Hono } from "hono";
import { declareAccess } from "../http/access";
import { limitBody } from "../http/body-limit";
import { AppError } from "../http/errors";
import { inputCheck } from "../http/input-check";
import type { AppEnv } from "../http/types";
import { registerV1Headers } from "../http/v1-responses";
import { apiKeyAuth } from "./auth";
import { snake, V1ValidationError } from "./errors";
import { registerV1EventStream } from "./event-stream";
import { registerV1Events } from "./events";
import { withExamples } from "./examples";
import { idempotency } from "./idempotency";
import { registerV1Invoices } from "./invoices";
import { apiRateLimit } from "./limits";
import { registerV1LogsStream } from "./logs-stream";
import { registerV1Operators } from "./operators";
import { registerV1PaymentLinks } from "./payment-links";
import { registerV1Payments } from "./payments";
import { registerV1PayoutBatches } from "./payout-batches";
import { registerV1Payouts } from "./payouts";
import { registerV1RecurringPlans } from "./recurring-plans";
import { registerV1Refunds } from "./refunds";
import { requestLog } from "./request-log";
import { apiVersion } from "./versions";
import { registerV1WebhookEndpoints } from "./webhook-endpoints";
import { registerV1Webhooks } from "./webhooks-doc";

// The merchant API, mounted at /v1: Bearer secret keys (sk_test_ / sk_live_, the key decides
// the mode), snake_case JSON, Stripe-like lists, Idempotency-Key on POSTs, per-key rate limits,
// its own error shape and its own OpenAPI 3.1 document (/v1/openapi.json).

/** The document's own part (the paths come from the routes); also what scripts/openapi-lint.mjs lints. */
export function v1Document(version: string) {
  return {
    openapi: "3.1.0",
    info: {
      title: "PayFlow merchant API",
      version,
      description:
        "Take Mobile Money (Wave, Orange Money, MTN MoMo, Moov Money) and bank payments in XOF. Amounts are integers in XOF. Test keys (`sk_test_…`) see and create test data only, live keys live data only. This document describes the latest API version; a key answers in the version current when it was made, a request may ask another with the `PayFlow-Version` header, and every answer names its version in that header (changes: /docs/changelog).",
    },
    servers: [{ url: "/v1" }],
  };
}

/** /v1/openapi.json: the routes' document with an example on every component schema (examples.ts). */
export function v1OpenApi(v1: OpenAPIHono<AppEnv>, version: string) {
  return withExamples(v1.getOpenAPI31Document(v1Document(version)));
}

export function createMerchantApi(version: string) {
  const v1 = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        const issue = result.error.issues[0];
        const code = issue?.code === "unrecognized_keys" ? "parameterUnknown" : (issue?.message ?? "parameterInvalid");
        const path =
          issue?.code === "unrecognized_keys" ? (issue as { keys?: string[] }).keys?.[0] : issue?.path.join(".");
        // A value outside an enum: the refusal lists what the field takes.
        const allowed = issue?.code === "invalid_value" ? (issue.values as unknown[]).map(String) : undefined;
        throw new V1ValidationError(
          /^[a-z][A-Za-z]+$/.test(code) ? code : "parameterInvalid",
          path ? snake(String(path)) : undefined,
          allowed,
        );
      }
    },
  });
  v1.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    description: "A secret key: `sk_test_…` for test mode, `sk_live_…` for live mode",
  });
  registerV1Headers(v1.openAPIRegistry);
  v1.use(
    "*",
    limitBody(MAX_BODY_BYTES, () => {
      throw new AppError("payloadTooLarge");
    }),
  );
  v1.use("*", inputCheck());
  v1.use("*", async (c, next) => {
    // The reference document is public; everything else needs a key.
    if (c.req.path === "/v1/openapi.json") return next();
    return apiKeyAuth()(c, next);
  });
  // Every request a key made, refused ones too, for `payflow logs tail`.
  v1.use("*", requestLog());
  // After the key (its pinned version), before the idempotency layer (whose kept answer is in the latest shape).
  v1.use("*", apiVersion());
  v1.use("*", apiRateLimit());
  v1.use("*", idempotency());

  registerV1Payments(v1);
  registerV1Refunds(v1);
  registerV1Payouts(v1);
  registerV1PayoutBatches(v1);
  // Before /events/{id}, which would take "stream" for an id.
  registerV1EventStream(v1);
  registerV1LogsStream(v1);
  registerV1Events(v1);
  registerV1WebhookEndpoints(v1);
  registerV1Operators(v1);
  registerV1PaymentLinks(v1);
  registerV1Invoices(v1);
  registerV1RecurringPlans(v1);
  registerV1Webhooks(v1);

  // Built once, on the first request: the routes are all registered by then.
  let document: ReturnType<typeof v1OpenApi> | undefined;
  v1.get("/openapi.json", (c) => {
    document ??= v1OpenApi(v1, version);
    return c.json(document);
  });
  return v1;
}

/** Mounts the merchant API at /v1 and declares its routes (the guard test checks every one). */
export function mountMerchantApi(app: Hono<AppEnv>, version: string) {
  const v1 = createMerchantApi(version);
  declareAccess("GET", "/v1/openapi.json", "public");
  app.route("/v1", v1);
  // Unknown merchant API paths answer in its own error shape.
  declareAccess("ALL", "/v1/*", "public");
  app.all("/v1/*", () => {
    throw new AppError("notFound");
  });
}

export const isMerchantApi = (path: string) => path === "/v1" || path.startsWith("/v1/");
