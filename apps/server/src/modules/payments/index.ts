// The payments module's face: what the rest of the server may use. The engine (engine/) is the
// only code that changes a payment's state or writes its events; the surfaces (surfaces/: the
// dashboard, the POS, the checkout page, operator callbacks, the export) and the merchant API
// call it through here. docs/ARCHITECTURE.md § Payments draws the path of a creation.

export { cancelPayment } from "./engine/cancel";
export { PAYMENT_CODE_ALPHABET } from "./engine/codes";
// The engine: every change of a payment.
export { type CreateInput, type Creator, createPayment, feeOf, type LinkVisit } from "./engine/create";
export { watchOperatorStatuses } from "./engine/operator-status";
export { reconcileDue } from "./engine/reconcile";
export { type Refunder, refundFollower, refundPayment } from "./engine/refunds";
export { resumeUnsent } from "./engine/resume";
export { type ExportCursor, exportBoundaries, exportSlice } from "./export-queries";
export { type ListFilter, listPayments } from "./list-queries";
export { getPayment } from "./lookup";
// Reads: one payment, lists, events, refunds, balance.
export {
  type Cursor,
  type EventRow,
  findEvent,
  findPayment,
  findPaymentById,
  findPaymentByIdempotencyKey,
  findRefund,
  listEvents,
  listRefunds,
  type PaymentRow,
  type PaymentView,
  type RefundRow,
} from "./queries";

// The resource as the API shows it.
export { checkoutUrl, toApiEvent, toApiObject, toApiRefund, toEvent, toPayment, toRefund } from "./serialize";

// Surfaces the app mounts.
export { registerCallbackRoutes } from "./surfaces/callbacks";
export { registerCheckoutRoutes } from "./surfaces/checkout-routes";
export { registerPaymentRoutes } from "./surfaces/dashboard-routes";
export { COLUMNS, registerPaymentExport } from "./surfaces/export";
export { registerPosRoutes } from "./surfaces/pos-routes";
