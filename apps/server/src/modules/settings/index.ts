// The settings module's face: what app.ts and other modules may use (docs/CONVENTIONS.md).
// The company's settings (commission, payment delay, the accounting export's chart of accounts).

export { accountingAccountsOf, registerAccountingSettingsRoutes } from "./accounting";
export { registerSettingsRoutes } from "./routes";
