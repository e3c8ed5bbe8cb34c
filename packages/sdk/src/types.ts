import type { components, paths } from "./generated/schema.js";

// The API's objects under their own names, straight from the generated schema. Every amount
// (`amount`, `fee`, `net`, `amount_refunded`, balances…) is a `number` holding an integer
// number of XOF (francs CFA, no decimals): `15000` is 15 000 FCFA.

type Schemas = components["schemas"];

export type Payment = Schemas["Payment"];
export type CreatePayment = Schemas["CreatePayment"];
export type Refund = Schemas["Refund"];
export type CreateRefund = Schemas["CreateRefund"];
export type Payout = Schemas["Payout"];
export type CreatePayout = Schemas["CreatePayout"];
export type PayoutBatch = Schemas["PayoutBatch"];
export type CreatePayoutBatch = Schemas["CreatePayoutBatch"];
export type Balance = Schemas["Balance"];
export type Event = Schemas["Event"];
export type OperatorHealth = Schemas["OperatorHealth"];
export type WebhookEndpoint = Schemas["WebhookEndpoint"];
export type WebhookEndpointWithSecret = Schemas["WebhookEndpointWithSecret"];
export type CreateWebhookEndpoint = Schemas["CreateWebhookEndpoint"];
export type UpdateWebhookEndpoint = Schemas["UpdateWebhookEndpoint"];
export type DeletedWebhookEndpoint = Schemas["DeletedWebhookEndpoint"];
export type PaymentLink = Schemas["PaymentLink"];
export type CreatePaymentLink = Schemas["CreatePaymentLink"];
export type UpdatePaymentLink = Schemas["UpdatePaymentLink"];
export type Invoice = Schemas["Invoice"];
export type CreateInvoice = Schemas["CreateInvoice"];
export type UpdateInvoice = Schemas["UpdateInvoice"];
export type RecurringPlan = Schemas["RecurringPlan"];
export type CreateRecurringPlan = Schemas["CreateRecurringPlan"];
export type UpdateRecurringPlan = Schemas["UpdateRecurringPlan"];
export type PaymentList = Schemas["PaymentList"];
export type RefundList = Schemas["RefundList"];
export type PayoutList = Schemas["PayoutList"];
export type EventList = Schemas["EventList"];
export type WebhookEndpointList = Schemas["WebhookEndpointList"];
export type OperatorHealthList = Schemas["OperatorHealthList"];
export type PaymentLinkList = Schemas["PaymentLinkList"];
export type InvoiceList = Schemas["InvoiceList"];
export type RecurringPlanList = Schemas["RecurringPlanList"];

/** The query a list takes (`limit`, cursors, filters), from the path's GET. */
export type ListQuery<P extends keyof paths> = paths[P] extends { get: { parameters: { query?: infer Q } } }
  ? NonNullable<Q>
  : never;

/** The JSON body of a path's POST. */
export type PostBody<P extends keyof paths> = paths[P] extends {
  post: { requestBody?: { content: { "application/json": infer B } } };
}
  ? B
  : never;

/** One page of a list: newest first, `has_more` when a next page exists. */
export interface Page<T> {
  object: "list";
  data: T[];
  has_more: boolean;
}

/** Options of one call. */
export interface RequestOptions {
  /**
   * The Idempotency-Key of a POST. Left out, the SDK makes one (a UUID) and sends the same on
   * each of its retries; pass your own (an order id) to make a create safe across your own retries.
   */
  idempotencyKey?: string;
  /** Cancels the call (and its retries). */
  signal?: AbortSignal;
}
