// @payflow/sdk: a typed client for PayFlow's merchant API (/v1), its types generated from the
// API's OpenAPI document (scripts/generate.ts). Amounts are integer XOF throughout.
export { API_VERSION, createPayFlow, DEFAULT_BASE_URL, type PayFlow, type PayFlowOptions } from "./client.js";
export { type ApiErrorBody, PayFlowConnectionError, PayFlowError, PayFlowSignatureError } from "./errors.js";
export type { components, paths } from "./generated/schema.js";
export type * from "./types.js";
export { verifyWebhook, type WebhookEvent, type WebhookHeaders } from "./webhooks.js";
