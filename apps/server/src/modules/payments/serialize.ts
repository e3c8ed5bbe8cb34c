import type { Mode, Payment, PaymentEvent, Refund } from "@payflow/contracts";
import type { EventRow, PaymentRow, PaymentView, RefundRow } from "./queries";

// The payment object as readers see it: the dashboard API (camelCase) and the merchant API,
// events and webhooks (snake_case, Stripe-like). Operator secrets (operator_data) never leave.

const iso = (d: Date | null) => d?.toISOString() ?? null;
const modeOf = (row: { isTestData: boolean }): Mode => (row.isTestData ? "test" : "live");

export function checkoutUrl(publicUrl: string, id: string): string {
  return `${publicUrl}/pay/${id}`;
}

export function toPayment(row: PaymentView, publicUrl: string): Payment {
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
export function toApiObject(row: PaymentRow, publicUrl: string): Record<string, unknown> {
  const next = row.nextAction as { type: string; url: string | null; instructions: string | null } | null;
  const failure = row.failure as { code: string; message: string; operatorCode: string | null } | null;
  return {
    id: row.id,
    object: "payment",
    status: row.status,
    amount: row.amount,
    currency: "XOF",
    operator: row.operator,
    phone: row.phone,
    reference: row.reference,
    description: row.description,
    code: row.code,
    fee: row.fee,
    net: row.net,
    amount_refunded: row.refundedAmount,
    client_id: row.clientId,
    checkout_url: checkoutUrl(publicUrl, row.id),
    next_action: next,
    failure: failure ? { code: failure.code, message: failure.message, operator_code: failure.operatorCode } : null,
    operator_transaction_id: row.operatorTransactionId,
    late: row.lateFrom !== null,
    mode: modeOf(row),
    metadata: row.metadata,
    created_at: row.createdAt.toISOString(),
    expires_at: iso(row.expiresAt),
    paid_at: iso(row.paidAt),
    settles_at: iso(row.settlesAt),
  };
}

export function toRefund(row: RefundRow): Refund {
  return {
    id: row.id,
    paymentId: row.paymentId,
    amount: row.amount,
    reason: row.reason,
    method: row.method as Refund["method"],
    status: "succeeded",
    mode: modeOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toEvent(row: EventRow): PaymentEvent {
  return {
    id: row.id,
    type: row.type as PaymentEvent["type"],
    paymentId: row.paymentId,
    mode: modeOf(row),
    createdAt: row.createdAt.toISOString(),
    data: row.data,
  };
}
