// The support module's face: what app.ts and other modules may use (docs/CONVENTIONS.md).
// Contact messages and the support inbox.
export { registerSupportRoutes } from "./routes";
