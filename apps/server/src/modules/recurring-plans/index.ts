// The recurring plans module's face (docs/INVOICES.md § Recurring billing): a client billed again
// every cycle, each cycle's invoice issued, certified and sent on its date by the round.

export { toPlan } from "./format";
export { findPlan, listPlans } from "./queries";
export { registerRecurringPlanRoutes } from "./routes";
export { runDuePlans } from "./runner";
export { cancelPlan, createPlan, getPlan, pausePlan, planMadeUnder, resumePlan, updatePlan } from "./service";
