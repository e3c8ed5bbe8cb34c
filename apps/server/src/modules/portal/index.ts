// The portal module's face: what app.ts and other modules may use (docs/CONVENTIONS.md).
// The client portal's own reads.
export { registerPortalRoutes } from "./routes";
