// The operator-credentials module's face: what app.ts and other modules may use (docs/CONVENTIONS.md).
// The company's operator credentials, kept encrypted; a live payment asks for its set.
export { registerOperatorCredentialRoutes } from "./routes";
export { credentialsFor } from "./service";
