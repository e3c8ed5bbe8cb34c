// The security module's face: what app.ts and other modules may use (docs/CONVENTIONS.md).
// A person's own sessions and two-factor sign-in.
export { deleteSessionsExcept } from "./queries";
export { registerSecurityRoutes } from "./routes";
export { confirmTwoFactorCode } from "./service";
