// What other features use of invoices (docs/CONVENTIONS.md, "Layers and size"): an invoice's
// state and overdue badges, which the client portal shows as the business's screens do.

// The sections' card and number fields, which a plan's form lays out the same way.
export { Section, useNumberProps } from "./components/FormParts";
export { OverdueBadge, StateBadge } from "./components/InvoiceBadges";
// A draft's lines and reminder schedule as fields, which a recurring plan's form shares (each of
// its cycles is an invoice).
export { LineFields, type LinesForm } from "./components/LineFields";
export { ReminderFields, type ReminderForm } from "./components/ReminderFields";
// An invoice's lines as typed and their live totals, which a recurring plan's form shares.
export {
  emptyLine,
  type LineValues,
  type LiveTotals,
  lineRequest,
  lineValues,
  liveTotals,
  zeroIfEmpty,
} from "./line-values";
export { type ReminderValues, reminderRules, reminderValues, scheduleOf } from "./reminder-values";
