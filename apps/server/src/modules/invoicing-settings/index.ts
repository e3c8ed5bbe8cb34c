// The invoicing-settings module's face: what app.ts and other modules may use (docs/CONVENTIONS.md).
// A company's invoice numbering and its live FNE space (its key kept encrypted); a live
// certification asks for the space.
export { liveFneSpace } from "./live-space";
export { registerInvoicingSettingsRoutes } from "./routes";
