// The sessions module's face: what app.ts and other modules may use (docs/CONVENTIONS.md).
// The company's recent login sessions.
export { registerSessionRoutes } from "./routes";
