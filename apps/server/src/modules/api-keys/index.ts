// The api-keys module's face: what app.ts and other modules may use (docs/CONVENTIONS.md).
// Merchant API keys: the staff routes and the key check the merchant API authenticates with.
export { registerApiKeyRoutes } from "./routes";
export { authenticateKey } from "./service";
