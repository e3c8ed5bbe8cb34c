// The users module's face: what app.ts and other modules may use (docs/CONVENTIONS.md).
// The Users and Team screens.
// The names of the company's people, for screens that say who did something (a payout's approver).
export { memberNames } from "./queries";
export { registerUserRoutes } from "./routes";
