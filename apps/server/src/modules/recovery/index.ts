// The recovery module's face: what app.ts and other modules may use (docs/CONVENTIONS.md).
// Password reset and the links that prove an email.
export { registerRecoveryRoutes } from "./routes";
