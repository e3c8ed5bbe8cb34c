// What other features use of reports (docs/CONVENTIONS.md, "Layers and size"): the balances read
// from the books (the Payouts screen shows what each operator account can pay out).
export { balancesQuery } from "./api/balances";
