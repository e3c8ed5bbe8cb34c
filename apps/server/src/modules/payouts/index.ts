// The payouts module's face (docs/PAYOUTS.md): money out to wallets, with approvals, limits and
// funds reserved in the books; the dashboard's routes, the operators' notifications, the
// sender's round, and what the merchant API (/v1/payouts) calls.
export { fromV1Line } from "./batch-lines";
export { batchDetail as batchDetailOf, findBatch, findBatchByIdempotencyKey } from "./batch-queries";
export { registerPayoutBatchRoutes } from "./batch-routes";
export { createBatch } from "./batches";
export { registerPayoutCallbackRoutes } from "./callbacks";
export { approvePayout, cancelPayout, refusePayout } from "./decisions";
export { findPayout, findPayoutByIdempotencyKey, listPayouts, type PayoutRow } from "./queries";
export { type CarriedRefund, carryRefund, type RefundFollower } from "./refund-carrier";
export { reversePayout } from "./reversal";
export { registerPayoutRoutes } from "./routes";
export { checkRefundFunds, lockPayouts } from "./rules";
export { sendDuePayouts } from "./sender";
export { toPayout, toV1PayoutObject } from "./serialize";
export { createPayout, type PayoutCreator } from "./service";
export { registerPayoutSettingsRoutes } from "./settings-routes";
