// The reports module's face: what app.ts and other modules may use (docs/CONVENTIONS.md).
// Dashboard figures, reports and their download; the money figures the merchant API and the background totals share.
export { registerReportDownload } from "./download";
export { registerReportRoutes } from "./routes";
export { compactTotals } from "./totals";
