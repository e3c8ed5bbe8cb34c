// The clients module's face: what app.ts and other modules may use (docs/CONVENTIONS.md).
// The company's clients.
export { registerClientRoutes } from "./routes";
