// The users module's face: what app.ts and other modules may use (docs/CONVENTIONS.md).
// The Users and Team screens.
export { registerUserRoutes } from "./routes";
