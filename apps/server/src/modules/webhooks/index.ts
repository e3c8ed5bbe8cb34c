// The webhooks module's face: endpoints (dashboard and /v1), the fan-out of a payment event to
// the endpoints that subscribed (called by the payments engine in the event's transaction) and
// the delivery worker. docs/API.md § Webhooks describes what a receiver gets.
export { deliverDue } from "./delivery";
export { fanOut, fanOutAll, fanOutPart, webhookBody } from "./fanout";
export { registerWebhookRoutes } from "./routes";
export { newSecret, sealSecret } from "./secrets";
export * as endpoints from "./service";
