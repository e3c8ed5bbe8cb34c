// What other features use of payments (docs/CONVENTIONS.md, "Layers and size"): the failure
// reasons (paymentFailure.*), which the portal's receipt shows as the payer saw them; a
// payment's status badge and the address of its detail (a payment link's payments).
import "./failure-i18n";

export { PaymentStatusBadge } from "./list/components/PaymentStatusBadge";

/** The transactions list with the payment's detail open (its drawer). */
export const paymentDetailPath = (id: string) => `/dashboard/transactions?payment=${encodeURIComponent(id)}`;
