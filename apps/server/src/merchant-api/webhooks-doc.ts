import type { OpenAPIHono } from "@hono/zod-openapi";
import { WebhookPayload } from "@payflow/contracts";
import { z } from "zod";
import type { AppEnv } from "../http/types";

// The OpenAPI 3.1 `webhooks` section of /v1/openapi.json: what PayFlow POSTs to an endpoint for
// each event type (docs/API.md § Webhooks) — the body (WebhookPayload, the same `data` as
// GET /v1/events) and the Standard Webhooks headers modules/webhooks/delivery.ts sends.

const SignatureHeaders = z.object({
  "webhook-id": z.string().meta({
    description: "The same on every retry of one event to one endpoint: drop duplicates by it",
    example: "msg_2Rk8sQ0bXy4Zp1mN8sTb4VcE",
  }),
  "webhook-timestamp": z.string().meta({ description: "Unix seconds of this attempt", example: "1764576000" }),
  "webhook-signature": z.string().meta({
    description:
      'v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}"> keyed with the endpoint\'s secret (space-separated during a rotation)',
    example: "v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=",
  }),
});

/** `payment.success` → `paymentSuccessWebhook`: each webhook's operation id. */
const operationIdOf = (type: string) => `${type.replaceAll(/[._]([a-z])/g, (_, c: string) => c.toUpperCase())}Webhook`;

/** `payment.success` → `PaymentSuccessWebhook`: its body's schema name. */
const schemaNameOf = (type: string) => operationIdOf(type).replace(/^./, (c) => c.toUpperCase());

export function registerV1Webhooks(app: OpenAPIHono<AppEnv>) {
  // How the receiver knows it is PayFlow: the signature header, checked with the endpoint's secret.
  app.openAPIRegistry.registerComponent("securitySchemes", "webhookSignature", {
    type: "apiKey",
    in: "header",
    name: "webhook-signature",
    description:
      "Standard Webhooks: verify the signature of the raw body with the endpoint's `whsec_…` secret (`new Webhook(secret).verify(rawBody, headers)` of the standardwebhooks package)",
  });
  for (const option of WebhookPayload.options) {
    const type = option.shape.type.value;
    app.openAPIRegistry.registerWebhook({
      method: "post",
      path: type,
      operationId: operationIdOf(type),
      tags: ["Webhooks"],
      security: [{ webhookSignature: [] }],
      summary: `${type} sent to the endpoint`,
      description: `PayFlow POSTs this to each enabled endpoint of the mode subscribed to \`${type}\`${
        type === "webhook.test" ? " (sent on demand, whatever the subscription)" : ""
      }. Answer any 2xx to acknowledge it; anything else, or no answer within the time limit, is retried with growing delays; 410 disables the endpoint.`,
      request: {
        headers: SignatureHeaders,
        body: {
          required: true,
          content: { "application/json": { schema: option.meta({ id: schemaNameOf(type) }) } },
        },
      },
      responses: {
        200: { description: "Received (any 2xx)" },
        410: { description: "Gone: PayFlow disables the endpoint and stops sending" },
      },
    });
  }
}
