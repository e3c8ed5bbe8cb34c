// The live module's face: what app.ts and other modules may use (docs/CONVENTIONS.md).
// The live payment stream (server-sent events) of the staff app and the portal.
export { registerLiveRoutes } from "./routes";
