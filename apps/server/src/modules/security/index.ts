// The security module's face: what app.ts and other modules may use (docs/CONVENTIONS.md).
// A person's own sessions and two-factor sign-in; the step-up the dangerous acts ask for.
export { deleteSessionsExcept } from "./queries";
export { registerSecurityRoutes } from "./routes";
export { requireStepUp, stepUp } from "./step-up";
