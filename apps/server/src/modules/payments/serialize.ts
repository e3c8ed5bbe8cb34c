import {
  type AnyEvent,
  type LateFrom,
  type Mode,
  type Payment,
  type Refund,
  toV1Event,
  toV1Payment,
  toV1Refund,
  type V1Event,
  type V1Payment,
  type V1Refund,
} from "@payflow/contracts";
import type { EventRow, PaymentRow, PaymentView, RefundRow } from "./queries";

// The payment, its refunds and events as readers see them: one serializer per resource from the
// stored row to the dashboard API's object (camelCase); the merchant API, events and webhooks
// show that same object cased by the contracts (snake_case, Stripe-like), never mapped by hand.
// Operator secrets (operator_data) never leave.

const iso = (d: Date | null) => d?.toISOString() ?? null;
const modeOf = (row: { isTestData: boolean }): Mode => (row.isTestData ? "test" : "live");

export function checkoutUrl(publicUrl: string, id: string): string {
  return `${publicUrl}/pay/${id}`;
}

/** The names a reader joins to the row; without them (the engine's own rows) they show empty. */
type Names = Partial<Omit<PaymentView, keyof PaymentRow>>;

export function toPayment(row: PaymentRow & Names, publicUrl: string): Payment {
  return {
    id: row.id,
    status: row.status as Payment["status"],
    amount: row.amount,
    currency: "XOF",
    operator: row.operator as Payment["operator"],
    phone: row.phone,
    reference: row.reference,
    description: row.description,
    code: row.code,
    fee: row.fee,
    net: row.net,
    refundedAmount: row.refundedAmount,
    checkoutUrl: checkoutUrl(publicUrl, row.id),
    nextAction: (row.nextAction as Payment["nextAction"]) ?? null,
    failure: (row.failure as Payment["failure"]) ?? null,
    mode: modeOf(row),
    client: row.clientId ? { id: row.clientId, name: row.clientName ?? "", email: row.clientEmail ?? "" } : null,
    paymentAccount: row.paymentAccountId
      ? { id: row.paymentAccountId, accountName: row.accountName ?? "", operatorBank: row.accountOperatorBank ?? "" }
      : null,
    operatorTransactionId: row.operatorTransactionId,
    late: row.lateFrom !== null,
    successUrl: row.successUrl,
    errorUrl: row.errorUrl,
    metadata: row.metadata,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    expiresAt: iso(row.expiresAt),
    paidAt: iso(row.paidAt),
    settlesAt: iso(row.settlesAt),
  };
}

/** The merchant API's payment (snake_case): what `/v1`, events and webhooks carry. */
export function toApiObject(row: PaymentRow, publicUrl: string): V1Payment {
  return toV1Payment(toPayment(row, publicUrl), row.paymentLinkId, row.lateFrom as LateFrom | null);
}

export function toRefund(row: RefundRow): Refund {
  return {
    id: row.id,
    paymentId: row.paymentId,
    amount: row.amount,
    reason: row.reason,
    method: row.method as Refund["method"],
    status: row.status as Refund["status"],
    payoutId: row.payoutId,
    mode: modeOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toEvent(row: EventRow): AnyEvent {
  return {
    id: row.id,
    type: row.type as AnyEvent["type"],
    paymentId: row.paymentId,
    mode: modeOf(row),
    createdAt: row.createdAt.toISOString(),
    data: row.data,
  };
}

/** The merchant API's refund. */
export function toApiRefund(row: RefundRow): V1Refund {
  return toV1Refund(toRefund(row));
}

/** The merchant API's event: `data` is the object it is about, as its webhook carries it. */
export function toApiEvent(row: EventRow): V1Event {
  return toV1Event(toEvent(row));
}
