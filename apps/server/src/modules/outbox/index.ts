// The outbox module's face: what app.ts and other modules may use (docs/CONVENTIONS.md).
// The email outbox as admins read it.
export { registerOutboxRoutes } from "./routes";
