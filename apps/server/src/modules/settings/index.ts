// The settings module's face: what app.ts and other modules may use (docs/CONVENTIONS.md).
// The company's settings (commission, payment delay).
export { registerSettingsRoutes } from "./routes";
