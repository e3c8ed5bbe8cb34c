// The payment-accounts module's face: what app.ts and other modules may use (docs/CONVENTIONS.md).
// The accounts a company collects on.
export { lockCompanyAccounts } from "./queries";
export { registerPaymentAccountRoutes } from "./routes";
