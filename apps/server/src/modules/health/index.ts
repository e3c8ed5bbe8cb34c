// The health module's face: what app.ts and other modules may use (docs/CONVENTIONS.md).
// The health check.
export { registerHealthRoutes } from "./routes";
