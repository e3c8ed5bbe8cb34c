import { z } from "zod";
import { WEBHOOK_EVENT_TYPES } from "./webhooks";

// GET /v1/events/stream: a test key's company's events as they happen, over one server-sent
// events connection (docs/API.md § The CLI). The CLI's `payflow listen` reads it and hands each
// event to a developer's local server as a webhook, so no public address is needed.

export const V1EventStreamQuery = z
  .object({
    types: z
      .string()
      .regex(/^[a-z_.]+(,[a-z_.]+)*$/, { error: "parameterInvalid" })
      .refine((v) => v.split(",").every((t) => (WEBHOOK_EVENT_TYPES as readonly string[]).includes(t)), {
        error: "parameterInvalid",
      })
      .optional()
      .meta({ description: "Only these webhook event types, comma-separated; all of them by default" }),
  })
  .strict();
export type V1EventStreamQuery = z.infer<typeof V1EventStreamQuery>;

/** One SSE message's data (its `event:` is the type, its `id:` the stream's place). */
export const V1StreamedEvent = z.object({
  id: z.string().meta({ description: "The event's id: the webhook-id a delivery of it carries" }),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  body: z.string().meta({ description: "The webhook's body, byte for byte as an endpoint receives it" }),
});
export type V1StreamedEvent = z.infer<typeof V1StreamedEvent>;

/** GET /v1/logs/stream: one request a key of the company made, as it was answered. */
export const V1RequestLogLine = z.object({
  method: z.string(),
  path: z.string().meta({ description: "The address asked, with its query" }),
  status: z.number().int(),
  error_code: z.string().nullable().meta({ description: "The refusal's code; null for a success" }),
  duration_ms: z.number().int(),
  request_id: z.string().meta({ description: "X-Request-Id of the answer" }),
  api_key: z.string().meta({ description: "The key's id (not the key)" }),
  created_at: z.string(),
});
export type V1RequestLogLine = z.infer<typeof V1RequestLogLine>;
