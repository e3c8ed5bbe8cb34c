// What other features use of invoices (docs/CONVENTIONS.md, "Layers and size"): an invoice's
// state and overdue badges, which the client portal shows as the business's screens do.
export { OverdueBadge, StateBadge } from "./components/InvoiceBadges";
// An invoice's lines as typed and their live totals, which a recurring plan's form shares.
export { emptyLine, type LineValues, type LiveTotals, lineRequest, liveTotals, zeroIfEmpty } from "./line-values";
