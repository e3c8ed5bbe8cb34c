// The audit module's face: what app.ts and other modules may use (docs/CONVENTIONS.md).
// The audit log: every security-relevant change records itself here, in its own transaction.
export { registerAuditRoutes } from "./routes";
export { recordAudit } from "./service";
