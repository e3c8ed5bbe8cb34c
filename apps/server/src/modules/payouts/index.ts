// The payouts module's face (docs/PAYOUTS.md): money out to wallets, with approvals, limits and
// funds reserved in the books; the dashboard's routes, the operators' notifications, the
// sender's round, and what the merchant API (/v1/payouts) calls.
export { registerPayoutCallbackRoutes } from "./callbacks";
export { approvePayout, cancelPayout, refusePayout } from "./decisions";
export { findPayout, findPayoutByIdempotencyKey, listPayouts, type PayoutRow } from "./queries";
export { registerPayoutRoutes } from "./routes";
export { sendDuePayouts } from "./sender";
export { toPayout, toV1PayoutObject } from "./serialize";
export { createPayout, type PayoutCreator } from "./service";
export { registerPayoutSettingsRoutes } from "./settings-routes";
