// The ledger module's face: what app.ts and other modules may use (docs/CONVENTIONS.md).
// The books (docs/LEDGER.md): PostgreSQL posts every money event itself (migration 0019); this
// module runs what happens later (settlements), checks the books against the payments, and
// reads them.

export { balancesOf, operatorOfAccount } from "./balances";
export { checkLedger, type LedgerDifference } from "./check";
export { checkDueBalances, scheduleBalanceChecks } from "./operator-balance";
export { registerLedgerRoutes } from "./routes";
export { settleDue } from "./settle";
