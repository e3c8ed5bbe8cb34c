// The profile module's face: what app.ts and other modules may use (docs/CONVENTIONS.md).
// The signed-in person's own profile, preferences and password.
export { registerProfileRoutes } from "./routes";
