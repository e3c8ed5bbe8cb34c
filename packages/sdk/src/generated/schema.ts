// Written by scripts/generate.ts from the merchant API's OpenAPI document: do not edit.
export interface paths {
  "/payments": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List payments, newest first
     * @description Needs a key whose scopes and maker allow `payments:read`.
     */
    get: operations["listPayments"];
    put?: never;
    /**
     * Create a payment
     * @description With an `operator` and the payer's `phone` the operator is asked at once (see `next_action`); without them the payer chooses on `checkout_url`.
     *
     *     Needs a key whose scopes and maker allow `payments:write`.
     */
    post: operations["createPayment"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/payments/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Retrieve a payment
     * @description Needs a key whose scopes and maker allow `payments:read`.
     */
    get: operations["retrievePayment"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/payments/{id}/cancel": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel a pending payment
     * @description Needs a key whose scopes and maker allow `payments:write`.
     */
    post: operations["cancelPayment"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/refunds": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List refunds, newest first
     * @description Needs a key whose scopes and maker allow `refunds:read`.
     */
    get: operations["listRefunds"];
    put?: never;
    /**
     * Refund a payment, fully or partly
     * @description Without `amount`, what is left to refund. Wave gives a whole payment back itself; other refunds are made by the business and recorded as manual, with a `reason`.
     *
     *     Needs a key whose scopes and maker allow `refunds:write`.
     */
    post: operations["createRefund"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/refunds/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Retrieve a refund
     * @description Needs a key whose scopes and maker allow `refunds:read`.
     */
    get: operations["retrieveRefund"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/payouts": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List payouts, newest first
     * @description Needs a key whose scopes and maker allow `payouts:read`.
     */
    get: operations["listPayouts"];
    put?: never;
    /**
     * Create a payout
     * @description Queued at once when the operator account's available balance covers it and its fee (reserved then), or `pending_approval` above the company's approval threshold. Sent by PayFlow in the background: follow it with GET or the payout.* webhooks.
     *
     *     Needs a key whose scopes and maker allow `payouts:write`.
     */
    post: operations["createPayout"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/payouts/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Retrieve a payout
     * @description Needs a key whose scopes and maker allow `payouts:read`.
     */
    get: operations["retrievePayout"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/payouts/{id}/cancel": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel a payout not yet sent (pending_approval or queued)
     * @description Needs a key whose scopes and maker allow `payouts:write`.
     */
    post: operations["cancelPayout"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/payouts/{id}/reverse": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Take a paid payout back (Wave, within 3 days of the payout)
     * @description Wave takes the amount back from the recipient and returns amount and fee to the wallet; the payout becomes `reversed` and payout.reversed is sent. Refused with payout_not_reversible for any other payout (another operator, not succeeded, past the window, a refund's payout), payout_reversal_refused when Wave says no (the recipient spent it).
     *
     *     Needs a key whose scopes and maker allow `payouts:write`.
     */
    post: operations["reversePayout"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/payout_batches": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a batch of payouts
     * @description Each line is checked as POST /v1/payouts checks a payout, and its `reference` must be new in this mode (a line sent again is refused, never paid twice). The batch's total decides whether it waits for approval; otherwise the funds of every operator account are reserved together. Follow it with GET or the payout.* and payout_batch.completed webhooks.
     *
     *     Needs a key whose scopes and maker allow `payouts:write`.
     */
    post: operations["createPayoutBatch"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/payout_batches/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Retrieve a batch with each line's result
     * @description Needs a key whose scopes and maker allow `payouts:read`.
     */
    get: operations["retrievePayoutBatch"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/events/stream": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Follow the test events as they happen
     * @description Server-sent events: each message's `event` is the type, its `id` the stream's place (send it back as `Last-Event-ID` to go on after a reconnect), its data `{ id, type, body }` with the webhook's body as an endpoint would receive it. Test keys only (`test_key_required` otherwise). Used by `payflow listen`.
     *
     *     Needs a key whose scopes and maker allow `events:read`.
     */
    get: operations["streamEvents"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/logs/stream": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Follow the API's requests as they are answered
     * @description Server-sent events, one `request` message per request a key of the company made in this key's mode: method, path, status, error code, duration and request id (no body, no key), starting with the last minute's. Send the last `id` back as `Last-Event-ID` to go on after a reconnect. Used by `payflow logs tail`.
     *
     *     Needs a key whose scopes and maker allow `events:read`.
     */
    get: operations["streamRequestLogs"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/events": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List events, newest first
     * @description Needs a key whose scopes and maker allow `events:read`.
     */
    get: operations["listEvents"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/events/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Retrieve an event
     * @description Needs a key whose scopes and maker allow `events:read`.
     */
    get: operations["retrieveEvent"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/balance": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Available and pending amounts in the key's mode, in total and per operator account
     * @description Needs a key whose scopes and maker allow `balance:read`.
     */
    get: operations["retrieveBalance"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/webhook_endpoints": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List webhook endpoints
     * @description Needs a key whose scopes and maker allow `webhooks:read`.
     */
    get: operations["listWebhookEndpoints"];
    put?: never;
    /**
     * Add a webhook endpoint
     * @description The answer carries the endpoint's signing secret (`whsec_…`); keep it, it is not shown again except on rotation. In live mode the URL must be https and resolve to public addresses.
     *
     *     Needs a key whose scopes and maker allow `webhooks:write`.
     */
    post: operations["createWebhookEndpoint"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/webhook_endpoints/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Retrieve a webhook endpoint
     * @description Needs a key whose scopes and maker allow `webhooks:read`.
     */
    get: operations["retrieveWebhookEndpoint"];
    put?: never;
    post?: never;
    /**
     * Delete a webhook endpoint
     * @description Needs a key whose scopes and maker allow `webhooks:write`.
     */
    delete: operations["deleteWebhookEndpoint"];
    options?: never;
    head?: never;
    /**
     * Update a webhook endpoint (URL, events, description, status)
     * @description Needs a key whose scopes and maker allow `webhooks:write`.
     */
    patch: operations["updateWebhookEndpoint"];
    trace?: never;
  };
  "/webhook_endpoints/{id}/rotate_secret": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Rotate the signing secret
     * @description For 24 hours both the old and the new secret sign each delivery (two `v1,` signatures).
     *
     *     Needs a key whose scopes and maker allow `webhooks:write`.
     */
    post: operations["rotateWebhookEndpointSecret"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/operators": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Each operator's status (operational, degraded, down) and its figures over the last minutes
     * @description Needs a key whose scopes and maker allow `balance:read`.
     */
    get: operations["listOperators"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/payment_links": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List payment links, newest first
     * @description Needs a key whose scopes and maker allow `payment_links:read`.
     */
    get: operations["listPaymentLinks"];
    put?: never;
    /**
     * Create a payment link
     * @description A reusable request for money: post its `url` once, and each payer who opens it makes their own payment (with the amount, quantity and answers the link asks for).
     *
     *     Needs a key whose scopes and maker allow `payment_links:write`.
     */
    post: operations["createPaymentLink"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/payment_links/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Retrieve a payment link, with its totals
     * @description Needs a key whose scopes and maker allow `payment_links:read`.
     */
    get: operations["retrievePaymentLink"];
    put?: never;
    /**
     * Update an active payment link (its slug stays)
     * @description Needs a key whose scopes and maker allow `payment_links:write`.
     */
    post: operations["updatePaymentLink"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/payment_links/{id}/deactivate": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Deactivate a payment link: it takes no new payment
     * @description Needs a key whose scopes and maker allow `payment_links:write`.
     */
    post: operations["deactivatePaymentLink"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/invoices": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List invoices, newest first
     * @description Needs a key whose scopes and maker allow `invoices:read`.
     */
    get: operations["listInvoices"];
    put?: never;
    /**
     * Draft an invoice for a client: its lines, taxes and totals computed once, in integer XOF
     * @description Needs a key whose scopes and maker allow `invoices:write`.
     */
    post: operations["createInvoice"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/invoices/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Retrieve an invoice
     * @description Needs a key whose scopes and maker allow `invoices:read`.
     */
    get: operations["retrieveInvoice"];
    put?: never;
    /**
     * Update a draft (the lines sent replace its lines)
     * @description Needs a key whose scopes and maker allow `invoices:write`.
     */
    post: operations["updateInvoice"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/invoices/{id}/finalize": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Issue a draft: numbered, then certified by the tax office's platform (see certification.status)
     * @description Needs a key whose scopes and maker allow `invoices:write`.
     */
    post: operations["finalizeInvoice"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/invoices/{id}/send": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send the invoice to its client by email and WhatsApp, with its page's address
     * @description Needs a key whose scopes and maker allow `invoices:write`.
     */
    post: operations["sendInvoice"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/invoices/{id}/void": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Void an issued invoice that received no payment
     * @description Needs a key whose scopes and maker allow `invoices:write`.
     */
    post: operations["voidInvoice"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/invoices/{id}/pdf": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The invoice as a PDF: certified mark and QR code, lines, taxes, paid and remaining
     * @description Needs a key whose scopes and maker allow `invoices:read`.
     */
    get: operations["retrieveInvoicePdf"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/recurring_plans": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List recurring plans, newest first
     * @description Needs a key whose scopes and maker allow `invoices:read`.
     */
    get: operations["listRecurringPlans"];
    put?: never;
    /**
     * Create a recurring plan: each cycle's invoice issued, certified and sent on its date
     * @description Needs a key whose scopes and maker allow `invoices:write`.
     */
    post: operations["createRecurringPlan"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/recurring_plans/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Retrieve a recurring plan
     * @description Needs a key whose scopes and maker allow `invoices:read`.
     */
    get: operations["retrieveRecurringPlan"];
    put?: never;
    /**
     * Change a plan's next cycles
     * @description Needs a key whose scopes and maker allow `invoices:write`.
     */
    post: operations["updateRecurringPlan"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/recurring_plans/{id}/pause": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Pause a plan
     * @description Needs a key whose scopes and maker allow `invoices:write`.
     */
    post: operations["pauseRecurringPlan"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/recurring_plans/{id}/resume": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Resume a paused plan from its next cycle dated today or later
     * @description Needs a key whose scopes and maker allow `invoices:write`.
     */
    post: operations["resumeRecurringPlan"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/recurring_plans/{id}/cancel": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel a plan: no more cycles
     * @description Needs a key whose scopes and maker allow `invoices:write`.
     */
    post: operations["cancelRecurringPlan"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface webhooks {
  "payment.success": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * payment.success sent to the endpoint
     * @description PayFlow POSTs this to each enabled endpoint of the mode subscribed to `payment.success`. Answer any 2xx to acknowledge it; anything else, or no answer within the time limit, is retried with growing delays; 410 disables the endpoint.
     */
    post: operations["paymentSuccessWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "payment.failed": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * payment.failed sent to the endpoint
     * @description PayFlow POSTs this to each enabled endpoint of the mode subscribed to `payment.failed`. Answer any 2xx to acknowledge it; anything else, or no answer within the time limit, is retried with growing delays; 410 disables the endpoint.
     */
    post: operations["paymentFailedWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "payment.expired": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * payment.expired sent to the endpoint
     * @description PayFlow POSTs this to each enabled endpoint of the mode subscribed to `payment.expired`. Answer any 2xx to acknowledge it; anything else, or no answer within the time limit, is retried with growing delays; 410 disables the endpoint.
     */
    post: operations["paymentExpiredWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "payment.cancelled": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * payment.cancelled sent to the endpoint
     * @description PayFlow POSTs this to each enabled endpoint of the mode subscribed to `payment.cancelled`. Answer any 2xx to acknowledge it; anything else, or no answer within the time limit, is retried with growing delays; 410 disables the endpoint.
     */
    post: operations["paymentCancelledWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "payment.attempt_failed": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * payment.attempt_failed sent to the endpoint
     * @description PayFlow POSTs this to each enabled endpoint of the mode subscribed to `payment.attempt_failed`. Answer any 2xx to acknowledge it; anything else, or no answer within the time limit, is retried with growing delays; 410 disables the endpoint.
     */
    post: operations["paymentAttemptFailedWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "refund.succeeded": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * refund.succeeded sent to the endpoint
     * @description PayFlow POSTs this to each enabled endpoint of the mode subscribed to `refund.succeeded`. Answer any 2xx to acknowledge it; anything else, or no answer within the time limit, is retried with growing delays; 410 disables the endpoint.
     */
    post: operations["refundSucceededWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "refund.failed": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * refund.failed sent to the endpoint
     * @description PayFlow POSTs this to each enabled endpoint of the mode subscribed to `refund.failed`. Answer any 2xx to acknowledge it; anything else, or no answer within the time limit, is retried with growing delays; 410 disables the endpoint.
     */
    post: operations["refundFailedWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "operator.status_changed": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * operator.status_changed sent to the endpoint
     * @description PayFlow POSTs this to each enabled endpoint of the mode subscribed to `operator.status_changed`. Answer any 2xx to acknowledge it; anything else, or no answer within the time limit, is retried with growing delays; 410 disables the endpoint.
     */
    post: operations["operatorStatusChangedWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "payout.created": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * payout.created sent to the endpoint
     * @description PayFlow POSTs this to each enabled endpoint of the mode subscribed to `payout.created`. Answer any 2xx to acknowledge it; anything else, or no answer within the time limit, is retried with growing delays; 410 disables the endpoint.
     */
    post: operations["payoutCreatedWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "payout.succeeded": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * payout.succeeded sent to the endpoint
     * @description PayFlow POSTs this to each enabled endpoint of the mode subscribed to `payout.succeeded`. Answer any 2xx to acknowledge it; anything else, or no answer within the time limit, is retried with growing delays; 410 disables the endpoint.
     */
    post: operations["payoutSucceededWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "payout.failed": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * payout.failed sent to the endpoint
     * @description PayFlow POSTs this to each enabled endpoint of the mode subscribed to `payout.failed`. Answer any 2xx to acknowledge it; anything else, or no answer within the time limit, is retried with growing delays; 410 disables the endpoint.
     */
    post: operations["payoutFailedWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "payout.reversed": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * payout.reversed sent to the endpoint
     * @description PayFlow POSTs this to each enabled endpoint of the mode subscribed to `payout.reversed`. Answer any 2xx to acknowledge it; anything else, or no answer within the time limit, is retried with growing delays; 410 disables the endpoint.
     */
    post: operations["payoutReversedWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "payout.cancelled": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * payout.cancelled sent to the endpoint
     * @description PayFlow POSTs this to each enabled endpoint of the mode subscribed to `payout.cancelled`. Answer any 2xx to acknowledge it; anything else, or no answer within the time limit, is retried with growing delays; 410 disables the endpoint.
     */
    post: operations["payoutCancelledWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "payout_batch.completed": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * payout_batch.completed sent to the endpoint
     * @description PayFlow POSTs this to each enabled endpoint of the mode subscribed to `payout_batch.completed`. Answer any 2xx to acknowledge it; anything else, or no answer within the time limit, is retried with growing delays; 410 disables the endpoint.
     */
    post: operations["payoutBatchCompletedWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "payment_link.created": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * payment_link.created sent to the endpoint
     * @description PayFlow POSTs this to each enabled endpoint of the mode subscribed to `payment_link.created`. Answer any 2xx to acknowledge it; anything else, or no answer within the time limit, is retried with growing delays; 410 disables the endpoint.
     */
    post: operations["paymentLinkCreatedWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "payment_link.updated": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * payment_link.updated sent to the endpoint
     * @description PayFlow POSTs this to each enabled endpoint of the mode subscribed to `payment_link.updated`. Answer any 2xx to acknowledge it; anything else, or no answer within the time limit, is retried with growing delays; 410 disables the endpoint.
     */
    post: operations["paymentLinkUpdatedWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "payment_link.deactivated": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * payment_link.deactivated sent to the endpoint
     * @description PayFlow POSTs this to each enabled endpoint of the mode subscribed to `payment_link.deactivated`. Answer any 2xx to acknowledge it; anything else, or no answer within the time limit, is retried with growing delays; 410 disables the endpoint.
     */
    post: operations["paymentLinkDeactivatedWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "invoice.finalized": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * invoice.finalized sent to the endpoint
     * @description PayFlow POSTs this to each enabled endpoint of the mode subscribed to `invoice.finalized`. Answer any 2xx to acknowledge it; anything else, or no answer within the time limit, is retried with growing delays; 410 disables the endpoint.
     */
    post: operations["invoiceFinalizedWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "invoice.certified": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * invoice.certified sent to the endpoint
     * @description PayFlow POSTs this to each enabled endpoint of the mode subscribed to `invoice.certified`. Answer any 2xx to acknowledge it; anything else, or no answer within the time limit, is retried with growing delays; 410 disables the endpoint.
     */
    post: operations["invoiceCertifiedWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "invoice.partially_paid": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * invoice.partially_paid sent to the endpoint
     * @description PayFlow POSTs this to each enabled endpoint of the mode subscribed to `invoice.partially_paid`. Answer any 2xx to acknowledge it; anything else, or no answer within the time limit, is retried with growing delays; 410 disables the endpoint.
     */
    post: operations["invoicePartiallyPaidWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "invoice.paid": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * invoice.paid sent to the endpoint
     * @description PayFlow POSTs this to each enabled endpoint of the mode subscribed to `invoice.paid`. Answer any 2xx to acknowledge it; anything else, or no answer within the time limit, is retried with growing delays; 410 disables the endpoint.
     */
    post: operations["invoicePaidWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "invoice.overdue": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * invoice.overdue sent to the endpoint
     * @description PayFlow POSTs this to each enabled endpoint of the mode subscribed to `invoice.overdue`. Answer any 2xx to acknowledge it; anything else, or no answer within the time limit, is retried with growing delays; 410 disables the endpoint.
     */
    post: operations["invoiceOverdueWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "invoice.voided": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * invoice.voided sent to the endpoint
     * @description PayFlow POSTs this to each enabled endpoint of the mode subscribed to `invoice.voided`. Answer any 2xx to acknowledge it; anything else, or no answer within the time limit, is retried with growing delays; 410 disables the endpoint.
     */
    post: operations["invoiceVoidedWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "credit_note.certified": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * credit_note.certified sent to the endpoint
     * @description PayFlow POSTs this to each enabled endpoint of the mode subscribed to `credit_note.certified`. Answer any 2xx to acknowledge it; anything else, or no answer within the time limit, is retried with growing delays; 410 disables the endpoint.
     */
    post: operations["creditNoteCertifiedWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "webhook.test": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * webhook.test sent to the endpoint
     * @description PayFlow POSTs this to each enabled endpoint of the mode subscribed to `webhook.test` (sent on demand, whatever the subscription). Answer any 2xx to acknowledge it; anything else, or no answer within the time limit, is retried with growing delays; 410 disables the endpoint.
     */
    post: operations["webhookTestWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface components {
  schemas: {
    PaymentSuccessWebhook: {
      /**
       * @description What happened
       * @enum {string}
       */
      type: "payment.success";
      /** @description When the event happened (ISO 8601 UTC) */
      timestamp: string;
      data: components["schemas"]["Payment"];
    };
    Payment: {
      /**
       * @description The payment's id
       * @example pay_3hQk8sD0uLqz4Pm2WnB7xYcR
       */
      id: string;
      /**
       * @description Always "payment": what this object is
       * @enum {string}
       */
      object: "payment";
      /**
       * @description Where the payment stands
       * @enum {string}
       */
      status: "pending" | "succeeded" | "failed" | "expired" | "cancelled" | "refunded" | "partially_refunded";
      /**
       * @description Integer XOF (no minor unit)
       * @example 25000
       */
      amount: number;
      /**
       * @description Always XOF
       * @enum {string}
       */
      currency: "XOF";
      /**
       * @description How it is paid; null until the payer (or the creation) chose
       * @enum {string|null}
       */
      operator: "wave" | "orange_money" | "mtn_momo" | "moov_money" | "bank_transfer" | null;
      /** @description The payer's 10 national digits */
      phone: string | null;
      /** @description The business's own reference (an order number) */
      reference: string | null;
      /** @description What is paid for, as the payer sees it */
      description: string;
      /**
       * @description Human-readable code, the bank transfer reference
       * @example PF-7K3Q-9M2D
       */
      code: string;
      /** @description PayFlow's commission, integer XOF, fixed at creation */
      fee: number;
      /** @description Amount less fee, integer XOF */
      net: number;
      /** @description How much has been refunded so far, integer XOF */
      amount_refunded: number;
      /** @description The hosted checkout page to send the payer to */
      checkout_url: string;
      /** @description What the payer has to do next; null when nothing is asked of them */
      next_action: {
        /**
         * @description redirect: send the payer to `url`; approve_on_phone: the payer approves on their phone; bank_transfer
         * @enum {string}
         */
        type: "redirect" | "approve_on_phone" | "bank_transfer";
        /** @description Where to send the payer (redirect), else null */
        url: string | null;
        /** @description What to tell the payer, in words */
        instructions: string | null;
      } | null;
      /** @description Why the payment failed; null unless it did */
      failure: {
        /**
         * @description PayFlow's code, the same for every operator
         * @enum {string}
         */
        code:
          | "insufficient_funds"
          | "payer_declined"
          | "payer_not_found"
          | "limit_exceeded"
          | "account_blocked"
          | "payer_mismatch"
          | "expired"
          | "cancelled"
          | "operator_unavailable"
          | "operator_rejected"
          | "payment_failed";
        /** @description The reason in words, for people */
        message: string;
        /** @description The operator's own code, when it gave one */
        operator_code: string | null;
      } | null;
      /**
       * @description test (sandboxes, no real money) or live
       * @enum {string}
       */
      mode: "test" | "live";
      /** @description The operator's id of the transaction, once it gave one */
      operator_transaction_id: string | null;
      /** @description The business's own key-value pairs, as it sent them */
      metadata: {
        [key: string]: string;
      };
      /**
       * @description When the payment was created (ISO 8601 UTC)
       * @example 2026-11-23T09:15:02.118Z
       */
      created_at: string;
      /** @description When a pending payment expires */
      expires_at: string | null;
      /** @description When the money arrived */
      paid_at: string | null;
      /** @description When the money is available to the business (paid_at plus the payment delay) */
      settles_at: string | null;
      /** @description The client the payment belongs to, if any */
      client_id: string | null;
      /** @description The payment link whose visit made it (`plink_…`), if any */
      payment_link: string | null;
      /**
       * @description The status the payment had when the operator's success arrived after it (cancelled, expired or failed): the money arrived, so the payment succeeded late (refund it or deliver); null when the success came in time. Before API version 2026-11-29: `late`, true or false
       * @enum {string|null}
       */
      late_from: "cancelled" | "expired" | "failed" | null;
    };
    PaymentFailedWebhook: {
      /**
       * @description What happened
       * @enum {string}
       */
      type: "payment.failed";
      /** @description When the event happened (ISO 8601 UTC) */
      timestamp: string;
      data: components["schemas"]["Payment"];
    };
    PaymentExpiredWebhook: {
      /**
       * @description What happened
       * @enum {string}
       */
      type: "payment.expired";
      /** @description When the event happened (ISO 8601 UTC) */
      timestamp: string;
      data: components["schemas"]["Payment"];
    };
    PaymentCancelledWebhook: {
      /**
       * @description What happened
       * @enum {string}
       */
      type: "payment.cancelled";
      /** @description When the event happened (ISO 8601 UTC) */
      timestamp: string;
      data: components["schemas"]["Payment"];
    };
    PaymentAttemptFailedWebhook: {
      /**
       * @description What happened
       * @enum {string}
       */
      type: "payment.attempt_failed";
      /** @description When the event happened (ISO 8601 UTC) */
      timestamp: string;
      data: components["schemas"]["Payment"];
    };
    RefundSucceededWebhook: {
      /**
       * @description What happened
       * @enum {string}
       */
      type: "refund.succeeded";
      /** @description When the event happened (ISO 8601 UTC) */
      timestamp: string;
      data: components["schemas"]["Refund"];
    };
    Refund: {
      /**
       * @description The refund's id
       * @example re_5Gd2kQ9wXy0Zp1mN8sTb4VcE
       */
      id: string;
      /**
       * @description Always "refund": what this object is
       * @enum {string}
       */
      object: "refund";
      /** @description The payment refunded */
      payment: string;
      /** @description Integer XOF given back */
      amount: number;
      /** @description Why (required for a manual refund), as the business wrote it */
      reason: string;
      /**
       * @description operator: through the operator (Wave's refund of a whole payment, MTN's refund operation, a payout to an Orange or Moov payer); manual: the business did, outside PayFlow
       * @enum {string}
       */
      method: "operator" | "manual";
      /**
       * @description pending while the payout carrying it is under way; succeeded once the money is back; failed: nothing was given back
       * @enum {string}
       */
      status: "pending" | "succeeded" | "failed";
      /** @description The payout carrying the money back to the payer (MTN, Orange, Moov), if any */
      payout_id: string | null;
      /**
       * @description test or live, as its payment
       * @enum {string}
       */
      mode: "test" | "live";
      /** @description When it was recorded (ISO 8601 UTC) */
      created_at: string;
    };
    RefundFailedWebhook: {
      /**
       * @description What happened
       * @enum {string}
       */
      type: "refund.failed";
      /** @description When the event happened (ISO 8601 UTC) */
      timestamp: string;
      data: components["schemas"]["Refund"];
    };
    OperatorStatusChangedWebhook: {
      /**
       * @description What happened
       * @enum {string}
       */
      type: "operator.status_changed";
      /** @description When the event happened (ISO 8601 UTC) */
      timestamp: string;
      data: components["schemas"]["OperatorHealth"];
    };
    OperatorHealth: {
      /**
       * @description The operator
       * @enum {string}
       */
      id: "wave" | "orange_money" | "mtn_momo" | "moov_money";
      /**
       * @description Always "operator": what this object is
       * @enum {string}
       */
      object: "operator";
      /**
       * @description operational, degraded (errors or time-outs on 10 % of calls or more) or down (50 % or more)
       * @enum {string}
       */
      status: "operational" | "degraded" | "down";
      /** @description Collecting payments */
      collect: {
        /** @description Attempts made in the window */
        calls: number;
        /** @description Of those, succeeded */
        succeeded: number;
        /** @description Of those, ended without success (failed or expired) */
        failed: number;
        /** @description Of those, answered by an error of the operator (5xx, internal error) */
        operator_errors: number;
        /** @description Of those, whose call got no answer in time */
        timeouts: number;
        /** @description Succeeded among those that ended, between 0 and 1; null when none ended */
        success_rate: number | null;
        /** @description Median time from the attempt to its end (success, failure or expiry), in milliseconds; null when none ended */
        time_to_final_p50_ms: number | null;
        /** @description 95th percentile of the same; null without one */
        time_to_final_p95_ms: number | null;
        /** @description Attempts still waiting for the operator now, whenever they started */
        pending: number;
      };
    };
    PayoutCreatedWebhook: {
      /**
       * @description What happened
       * @enum {string}
       */
      type: "payout.created";
      /** @description When the event happened (ISO 8601 UTC) */
      timestamp: string;
      data: components["schemas"]["Payout"];
    };
    Payout: {
      /**
       * @description The payout's id
       * @example po_5fGk2LmQ8nRtVw3xYz7A1bC4
       */
      id: string;
      /**
       * @description Always "payout": what this object is
       * @enum {string}
       */
      object: "payout";
      /**
       * @description Where the payout stands
       * @enum {string}
       */
      status: "pending_approval" | "queued" | "processing" | "succeeded" | "failed" | "reversed" | "cancelled";
      /**
       * @description What the beneficiary receives, integer XOF
       * @example 25000
       */
      amount: number;
      /** @description The operator's fee on it, integer XOF: reserved with the amount, as charged once sent */
      fee: number;
      /**
       * @description Always XOF
       * @enum {string}
       */
      currency: "XOF";
      /**
       * @description The wallet's operator, or bank
       * @enum {string}
       */
      operator: "wave" | "orange_money" | "mtn_momo" | "moov_money" | "bank";
      /** @description Who is paid */
      beneficiary: {
        /** @description The wallet's 10 national digits (mobile money) */
        phone: string | null;
        /** @description The account number, IBAN or RIB (bank) */
        bank_account: string | null;
        /** @description The beneficiary's name */
        name: string | null;
      };
      /** @description Why, as the beneficiary's receipt shows it */
      reason: string;
      /** @description The business's own reference */
      client_reference: string | null;
      /** @description The business's own key-value pairs */
      metadata: {
        [key: string]: string;
      };
      /**
       * @description test (sandboxes, no real money) or live
       * @enum {string}
       */
      mode: "test" | "live";
      /** @description The batch it belongs to, if any */
      batch: string | null;
      /** @description The refund it carries out, if any */
      refund: string | null;
      /** @description Why the payout failed; null unless it did */
      failure: {
        /**
         * @description PayFlow's code, the same for every operator
         * @enum {string}
         */
        code:
          | "beneficiary_not_found"
          | "beneficiary_not_allowed"
          | "beneficiary_limit_reached"
          | "insufficient_operator_funds"
          | "operator_rejected"
          | "operator_unavailable"
          | "bank_rejected"
          | "payout_failed";
        /** @description The reason in words, for people */
        message: string;
        /** @description The operator's own code, when it gave one */
        operator_code: string | null;
      } | null;
      /** @description The operator's id of the transfer, once it gave one */
      operator_transaction_id: string | null;
      /** @description The person who created it (a user id); null through an API key */
      created_by: string | null;
      /** @description The second person's approval */
      approval: {
        /** @description Whether a second person must approve it */
        required: boolean;
        /** @description Who approved it */
        approved_by: string | null;
        /** @description When it was approved */
        approved_at: string | null;
      };
      /**
       * @description When the payout was created (ISO 8601 UTC)
       * @example 2026-11-25T09:15:02.118Z
       */
      created_at: string;
      /**
       * @description When it last changed (ISO 8601 UTC)
       * @example 2026-11-25T09:15:02.118Z
       */
      updated_at: string;
      /** @description When it was first sent to the operator */
      sent_at: string | null;
      /** @description When it succeeded, failed or was cancelled */
      completed_at: string | null;
    };
    PayoutSucceededWebhook: {
      /**
       * @description What happened
       * @enum {string}
       */
      type: "payout.succeeded";
      /** @description When the event happened (ISO 8601 UTC) */
      timestamp: string;
      data: components["schemas"]["Payout"];
    };
    PayoutFailedWebhook: {
      /**
       * @description What happened
       * @enum {string}
       */
      type: "payout.failed";
      /** @description When the event happened (ISO 8601 UTC) */
      timestamp: string;
      data: components["schemas"]["Payout"];
    };
    PayoutReversedWebhook: {
      /**
       * @description What happened
       * @enum {string}
       */
      type: "payout.reversed";
      /** @description When the event happened (ISO 8601 UTC) */
      timestamp: string;
      data: components["schemas"]["Payout"];
    };
    PayoutCancelledWebhook: {
      /**
       * @description What happened
       * @enum {string}
       */
      type: "payout.cancelled";
      /** @description When the event happened (ISO 8601 UTC) */
      timestamp: string;
      data: components["schemas"]["Payout"];
    };
    PayoutBatchCompletedWebhook: {
      /**
       * @description What happened
       * @enum {string}
       */
      type: "payout_batch.completed";
      /** @description When the event happened (ISO 8601 UTC) */
      timestamp: string;
      data: components["schemas"]["PayoutBatchSummary"];
    };
    PayoutBatchSummary: {
      /** @description The batch's id */
      id: string;
      /** @enum {string} */
      object: "payout_batch";
      /** @enum {string} */
      status: "pending_approval" | "queued" | "completed" | "cancelled";
      line_count: number;
      total_amount: number;
      total_fee: number;
      completed_at: string | null;
    };
    PaymentLinkCreatedWebhook: {
      /**
       * @description What happened
       * @enum {string}
       */
      type: "payment_link.created";
      /** @description When the event happened (ISO 8601 UTC) */
      timestamp: string;
      data: components["schemas"]["PaymentLink"];
    };
    PaymentLink: {
      /**
       * @description The link's id
       * @example plink_3hQk8sD0uLqz4Pm2WnB7xYcR
       */
      id: string;
      /**
       * @description Always "payment_link": what this object is
       * @enum {string}
       */
      object: "payment_link";
      /** @description The link's address, /l/<slug> */
      slug: string;
      /** @description The address to post, where payers pay */
      url: string;
      /** @description What is paid for */
      title: string;
      /** @description More words for the payer */
      description: string;
      /** @description A picture of what is sold */
      image_url: string | null;
      /**
       * @description fixed or payer_chooses
       * @enum {string}
       */
      amount_type: "fixed" | "payer_chooses";
      /** @description A fixed link's amount, integer XOF */
      amount: number | null;
      /** @description payer_chooses: the least the payer may pay */
      min_amount: number | null;
      /** @description payer_chooses: the most the payer may pay */
      max_amount: number | null;
      /** @description payer_chooses: amounts offered as buttons */
      suggested_amounts: number[];
      /** @description fixed: the largest quantity a payer may buy at once */
      quantity_max: number | null;
      /** @description The ways the payer may pay; empty: all */
      operators: ("wave" | "orange_money" | "mtn_momo" | "moov_money" | "bank_transfer")[];
      /** @description What the payer is asked, per question: off, optional or required */
      fields: {
        /**
         * @description The payer's name
         * @enum {string}
         */
        name: "off" | "optional" | "required";
        /**
         * @description The payer's phone number (for the business to call back)
         * @enum {string}
         */
        phone: "off" | "optional" | "required";
        /**
         * @description The payer's email
         * @enum {string}
         */
        email: "off" | "optional" | "required";
        /**
         * @description A free note, asked with `note_label`
         * @enum {string}
         */
        note: "off" | "optional" | "required";
      };
      /** @description The question the note answers */
      note_label: string;
      /** @description False once deactivated */
      active: boolean;
      /** @description After this the link takes no payment */
      expires_at: string | null;
      /** @description The most payments the link takes */
      max_payments: number | null;
      /** @description What the payer reads once paid */
      success_message: string;
      /** @description Where the payer is sent once paid */
      return_url: string | null;
      /**
       * @description test or live: the mode of the payments it makes
       * @enum {string}
       */
      mode: "test" | "live";
      /** @description Its sales: payments succeeded, or refunded later in part or in full */
      payments: number;
      /** @description The amount of those sales, integer XOF */
      collected: number;
      /** @description When the last of those sales was paid */
      last_payment_at: string | null;
      /** @description When the link was created */
      created_at: string;
      /** @description When the link last changed */
      updated_at: string;
      /** @description When it was deactivated */
      deactivated_at: string | null;
    };
    PaymentLinkUpdatedWebhook: {
      /**
       * @description What happened
       * @enum {string}
       */
      type: "payment_link.updated";
      /** @description When the event happened (ISO 8601 UTC) */
      timestamp: string;
      data: components["schemas"]["PaymentLink"];
    };
    PaymentLinkDeactivatedWebhook: {
      /**
       * @description What happened
       * @enum {string}
       */
      type: "payment_link.deactivated";
      /** @description When the event happened (ISO 8601 UTC) */
      timestamp: string;
      data: components["schemas"]["PaymentLink"];
    };
    InvoiceFinalizedWebhook: {
      /**
       * @description What happened
       * @enum {string}
       */
      type: "invoice.finalized";
      /** @description When the event happened (ISO 8601 UTC) */
      timestamp: string;
      data: components["schemas"]["Invoice"];
    };
    Invoice: {
      /**
       * @description The invoice's id
       * @example inv_3hQk8sD0uLqz4Pm2WnB7xYcR
       */
      id: string;
      /**
       * @description Always "invoice": what this object is
       * @enum {string}
       */
      object: "invoice";
      /** @description The company's number for it (FAC-2026-000042); null while a draft */
      number: string | null;
      /**
       * @description draft, open, partially_paid, paid or void
       * @enum {string}
       */
      state: "draft" | "open" | "partially_paid" | "paid" | "void";
      /** @description Still waiting for money after its due day (UTC) */
      overdue: boolean;
      /**
       * @description test or live: the mode of the payments that pay it
       * @enum {string}
       */
      mode: "test" | "live";
      client_id: string;
      /** @description The client's name, as on the invoice */
      client_name: string;
      /** @enum {string} */
      template: "B2B" | "B2C" | "B2G";
      client_ncc: string | null;
      /** @enum {string} */
      currency: "XOF";
      lines: {
        description: string;
        quantity: number;
        /** @description Excluding tax, integer XOF */
        unit_price: number;
        /** @description The line's discount */
        discount_percent: number;
        /** @enum {string} */
        tax_code: "TVA" | "TVAB" | "TVAC" | "TVAD" | "TVAE";
        reference: string | null;
        unit: string | null;
        /** @description quantity × unit price less the line's discount, rounded half up to the franc */
        ht: number;
        /** @description The line's HT less its share of the invoice's discount */
        discounted_ht: number;
      }[];
      /** @description The invoice's discount on its total HT */
      discount_percent: number;
      /** @description Sum of the lines' HT */
      total_ht: number;
      /** @description The invoice's discount: total HT × its percentage, rounded half up */
      discount_amount: number;
      /** @description Total HT less the invoice's discount */
      discounted_ht: number;
      /** @description Per tax code used: its discounted base and its VAT */
      taxes: {
        /** @enum {string} */
        code: "TVA" | "TVAB" | "TVAC" | "TVAD" | "TVAE";
        /** @description The rate, percent */
        rate: number;
        /** @description The HT of the rate's lines after the invoice's discount */
        base: number;
        /** @description base × rate, rounded half up to the franc */
        vat: number;
      }[];
      /** @description Sum of the VAT per rate */
      total_vat: number;
      /** @description What the client owes: HT after discount plus VAT */
      total_ttc: number;
      /** @description What its paid parts brought */
      amount_paid: number;
      /** @description What remains to pay */
      amount_remaining: number;
      /** @description The smallest part a payer may pay (but the last) */
      minimum_part: number | null;
      /** @description YYYY-MM-DD */
      due_date: string | null;
      notes: string;
      /** @description Its certification by the tax office's platform */
      certification: {
        /** @enum {string} */
        status: "not_required" | "pending" | "certified" | "failed" | "held";
        /** @description The number the tax office's platform gave it */
        fne_number: string | null;
        /** @description Where anyone checks it (its QR code's address) */
        verification_url: string | null;
        /** @description When it was certified */
        certified_at: string | null;
      };
      /**
       * @description The client's language: the messages and the PDF's
       * @enum {string}
       */
      language: "fr" | "en";
      /** @description Its reminder schedule; null: no reminders */
      reminders: {
        /** @description Days before the due date for a first reminder; null: none */
        days_before: number | null;
        /** @description A reminder on the due date */
        on_due_date: boolean;
        /** @description Then every this many days after it; null: none */
        every_days_after: number | null;
        /** @description At most this many reminders in all */
        max: number;
        /** @description The client's time zone (IANA): reminders at 09:00 there, none from 20:00 to 08:00 */
        time_zone: string;
      } | null;
      reminders_sent: number;
      /** @description When the next reminder goes, if any */
      next_reminder_at: string | null;
      created_at: string;
      updated_at: string;
      /** @description When it was issued */
      opened_at: string | null;
      /** @description When its last part was paid */
      paid_at: string | null;
      /** @description When it was voided */
      voided_at: string | null;
    };
    InvoiceCertifiedWebhook: {
      /**
       * @description What happened
       * @enum {string}
       */
      type: "invoice.certified";
      /** @description When the event happened (ISO 8601 UTC) */
      timestamp: string;
      data: components["schemas"]["Invoice"];
    };
    InvoicePartiallyPaidWebhook: {
      /**
       * @description What happened
       * @enum {string}
       */
      type: "invoice.partially_paid";
      /** @description When the event happened (ISO 8601 UTC) */
      timestamp: string;
      data: components["schemas"]["Invoice"];
    };
    InvoicePaidWebhook: {
      /**
       * @description What happened
       * @enum {string}
       */
      type: "invoice.paid";
      /** @description When the event happened (ISO 8601 UTC) */
      timestamp: string;
      data: components["schemas"]["Invoice"];
    };
    InvoiceOverdueWebhook: {
      /**
       * @description What happened
       * @enum {string}
       */
      type: "invoice.overdue";
      /** @description When the event happened (ISO 8601 UTC) */
      timestamp: string;
      data: components["schemas"]["Invoice"];
    };
    InvoiceVoidedWebhook: {
      /**
       * @description What happened
       * @enum {string}
       */
      type: "invoice.voided";
      /** @description When the event happened (ISO 8601 UTC) */
      timestamp: string;
      data: components["schemas"]["Invoice"];
    };
    CreditNoteCertifiedWebhook: {
      /**
       * @description What happened
       * @enum {string}
       */
      type: "credit_note.certified";
      /** @description When the event happened (ISO 8601 UTC) */
      timestamp: string;
      data: components["schemas"]["CreditNote"];
    };
    CreditNote: {
      /** @description cn_… */
      id: string;
      /**
       * @description Always "credit_note": what this object is
       * @enum {string}
       */
      object: "credit_note";
      /** @description The invoice it corrects */
      invoice_id: string;
      /** @description What it credits, TTC, integer XOF */
      amount: number;
      reason: string;
      /** @description The refunded payment it follows, if any */
      payment_id: string | null;
      /** @enum {string} */
      status: "pending" | "certified" | "failed" | "held";
      fne_number: string | null;
      verification_url: string | null;
      created_at: string;
      certified_at: string | null;
    };
    WebhookTestWebhook: {
      /**
       * @description A test sent on demand
       * @enum {string}
       */
      type: "webhook.test";
      /** @description When the event happened (ISO 8601 UTC) */
      timestamp: string;
      data: {
        /**
         * @description The object checked
         * @enum {string}
         */
        object: "webhook_endpoint";
        /** @description The endpoint's id */
        id: string;
        /**
         * @description The endpoint's mode
         * @enum {string}
         */
        mode: "test" | "live";
        /** @description A fixed sentence saying it is a test */
        message: string;
      };
    };
    Error: {
      error: {
        /**
         * @description The kind of failure
         * @enum {string}
         */
        type:
          | "invalid_request_error"
          | "authentication_error"
          | "permission_error"
          | "rate_limit_error"
          | "idempotency_error"
          | "api_error";
        /** @description Stable snake_case code (docs/API.md lists them with their status) */
        code: string;
        /** @description For people; may change */
        message: string;
        /** @description The field at fault: a body field in snake_case, a header as it is spelt */
        param?: string;
      };
    };
    CreatePayment: {
      /**
       * @description Integer XOF
       * @example 25000
       */
      amount: number;
      /**
       * @description Always XOF
       * @enum {string}
       */
      currency: "XOF";
      /**
       * @description Ask this operator at once (with the payer's phone); absent: the payer chooses on the checkout page
       * @enum {string}
       */
      operator?: "wave" | "orange_money" | "mtn_momo" | "moov_money" | "bank_transfer";
      /**
       * @description The payer's number (+225 optional)
       * @example 07 01 02 03 04
       */
      phone?: string;
      /** @description What is paid for, as the payer sees it */
      description?: string;
      /** @description The business's own reference (an order number) */
      reference?: string;
      /** @description The client the payment belongs to */
      client_id?: string;
      /** @description The business's account the money goes to (one of its payment accounts) */
      payment_account_id?: string;
      /** @description Where the checkout sends the payer after a success */
      success_url?: string;
      /** @description Where the checkout sends the payer after a failure */
      error_url?: string;
      /** @description Up to 20 key-value pairs of the business's own, given back as they are */
      metadata?: {
        [key: string]: string;
      };
    };
    PaymentList: {
      /**
       * @description A page of a list
       * @enum {string}
       */
      object: "list";
      /** @description The objects, newest first */
      data: components["schemas"]["Payment"][];
      /** @description Whether more objects follow this page */
      has_more: boolean;
    };
    CreateRefund: {
      /**
       * @description The payment to refund
       * @example pay_3hQk8sD0uLqz4Pm2WnB7xYcR
       */
      payment: string;
      /** @description Integer XOF; absent: what is left to refund */
      amount?: number;
      /** @description Why; required for a manual refund */
      reason?: string;
      /**
       * @description operator: through the payment's operator (Wave: the whole payment only; MTN: its refund operation; Orange, Moov: a payout to the payer's number); manual: recorded as made by the business outside PayFlow (a reason is required). Absent: through the operator where it can, else manual
       * @enum {string}
       */
      method?: "operator" | "manual";
      /** @description The payer's number as an approver reads it on the payment: needed to refund through the operator to a number the operator never confirmed (an Orange web payment's), by someone holding approvePayouts who did not create the payment */
      confirm_payer_phone?: string;
    };
    RefundList: {
      /**
       * @description A page of a list
       * @enum {string}
       */
      object: "list";
      /** @description The objects, newest first */
      data: components["schemas"]["Refund"][];
      /** @description Whether more objects follow this page */
      has_more: boolean;
    };
    CreatePayout: {
      /**
       * @description What the beneficiary receives, integer XOF
       * @example 25000
       */
      amount: number;
      /**
       * @description Always XOF
       * @enum {string}
       */
      currency: "XOF";
      /**
       * @description The wallet's operator, or bank; absent: the operator of the number's prefix
       * @enum {string}
       */
      operator?: "wave" | "orange_money" | "mtn_momo" | "moov_money" | "bank";
      /**
       * @description The beneficiary's number (+225 optional)
       * @example 05 05 00 00 01
       */
      phone?: string;
      /** @description The account number, IBAN or RIB (bank) */
      bank_account?: string;
      /** @description The beneficiary's name (required for a bank) */
      name?: string;
      /** @description Why, as the beneficiary's receipt shows it (40 characters) */
      reason?: string;
      /** @description The business's own reference */
      client_reference?: string;
      /** @description Up to 20 key-value pairs of the business's own, given back as they are */
      metadata?: {
        [key: string]: string;
      };
      /** @description Send even though the operator's name for the number differs from `name` */
      name_check_override?: boolean;
    };
    PayoutList: {
      /**
       * @description A page of a list
       * @enum {string}
       */
      object: "list";
      /** @description The objects, newest first */
      data: components["schemas"]["Payout"][];
      /** @description Whether more objects follow this page */
      has_more: boolean;
    };
    PayoutBatch: {
      /**
       * @description The batch's id
       * @example pob_5fGk2LmQ8nRtVw3xYz7A1bC4
       */
      id: string;
      /**
       * @description Always "payout_batch": what this object is
       * @enum {string}
       */
      object: "payout_batch";
      /**
       * @description Where the batch stands
       * @enum {string}
       */
      status: "pending_approval" | "queued" | "completed" | "cancelled";
      /** @enum {string} */
      mode: "test" | "live";
      line_count: number;
      /** @description Sum of its lines' amounts, integer XOF */
      total_amount: number;
      /** @description Sum of the fees reserved with them */
      total_fee: number;
      /** @description Its lines per status */
      counts: {
        pending_approval: number;
        queued: number;
        processing: number;
        succeeded: number;
        failed: number;
        reversed: number;
        cancelled: number;
      };
      /** @description The person who created it (a user id); null through an API key */
      created_by: string | null;
      approval: {
        required: boolean;
        approved_by: string | null;
        approved_at: string | null;
      };
      created_at: string;
      /** @description When its last line ended */
      completed_at: string | null;
      lines: {
        reference: string;
        payout: string;
        /** @enum {string} */
        status: "pending_approval" | "queued" | "processing" | "succeeded" | "failed" | "reversed" | "cancelled";
        amount: number;
        phone: string | null;
        /** @description Why the payout failed; null unless it did */
        failure: {
          /**
           * @description PayFlow's code, the same for every operator
           * @enum {string}
           */
          code:
            | "beneficiary_not_found"
            | "beneficiary_not_allowed"
            | "beneficiary_limit_reached"
            | "insufficient_operator_funds"
            | "operator_rejected"
            | "operator_unavailable"
            | "bank_rejected"
            | "payout_failed";
          /** @description The reason in words, for people */
          message: string;
          /** @description The operator's own code, when it gave one */
          operator_code: string | null;
        } | null;
      }[];
    };
    CreatePayoutBatch: {
      /** @description Up to 10,000 payouts: `reference`, `amount`, `phone` (and `operator`, `name`, `reason`), as POST /v1/payouts takes them */
      lines: {
        [key: string]: unknown;
      }[];
    };
    EventList: {
      /**
       * @description A page of a list
       * @enum {string}
       */
      object: "list";
      /** @description The objects, newest first */
      data: components["schemas"]["Event"][];
      /** @description Whether more objects follow this page */
      has_more: boolean;
    };
    Event:
      | components["schemas"]["PaymentPendingEvent"]
      | components["schemas"]["PaymentSuccessEvent"]
      | components["schemas"]["PaymentFailedEvent"]
      | components["schemas"]["PaymentExpiredEvent"]
      | components["schemas"]["PaymentCancelledEvent"]
      | components["schemas"]["PaymentAttemptFailedEvent"]
      | components["schemas"]["RefundSucceededEvent"]
      | components["schemas"]["RefundFailedEvent"]
      | components["schemas"]["OperatorStatusChangedEvent"]
      | components["schemas"]["PayoutCreatedEvent"]
      | components["schemas"]["PayoutSucceededEvent"]
      | components["schemas"]["PayoutFailedEvent"]
      | components["schemas"]["PayoutReversedEvent"]
      | components["schemas"]["PayoutCancelledEvent"]
      | components["schemas"]["PayoutBatchCompletedEvent"]
      | components["schemas"]["PaymentLinkCreatedEvent"]
      | components["schemas"]["PaymentLinkUpdatedEvent"]
      | components["schemas"]["PaymentLinkDeactivatedEvent"]
      | components["schemas"]["InvoiceFinalizedEvent"]
      | components["schemas"]["InvoiceCertifiedEvent"]
      | components["schemas"]["InvoicePartiallyPaidEvent"]
      | components["schemas"]["InvoicePaidEvent"]
      | components["schemas"]["InvoiceOverdueEvent"]
      | components["schemas"]["InvoiceVoidedEvent"]
      | components["schemas"]["CreditNoteCertifiedEvent"];
    /** @description A payment.pending event: `data` is the object it is about, as it was then */
    PaymentPendingEvent: {
      /**
       * @description The event's id
       * @example evt_7Ya1bC2dE3fG4hJ5kL6mN7pQ
       */
      id: string;
      /**
       * @description Always "event": what this object is
       * @enum {string}
       */
      object: "event";
      /**
       * @description What happened (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "payment.pending";
      /**
       * @description test or live, as its payment
       * @enum {string}
       */
      mode: "test" | "live";
      /** @description When it happened (ISO 8601 UTC) */
      created_at: string;
      data: components["schemas"]["Payment"];
    };
    /** @description A payment.success event: `data` is the object it is about, as it was then */
    PaymentSuccessEvent: {
      /**
       * @description The event's id
       * @example evt_7Ya1bC2dE3fG4hJ5kL6mN7pQ
       */
      id: string;
      /**
       * @description Always "event": what this object is
       * @enum {string}
       */
      object: "event";
      /**
       * @description What happened (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "payment.success";
      /**
       * @description test or live, as its payment
       * @enum {string}
       */
      mode: "test" | "live";
      /** @description When it happened (ISO 8601 UTC) */
      created_at: string;
      data: components["schemas"]["Payment"];
    };
    /** @description A payment.failed event: `data` is the object it is about, as it was then */
    PaymentFailedEvent: {
      /**
       * @description The event's id
       * @example evt_7Ya1bC2dE3fG4hJ5kL6mN7pQ
       */
      id: string;
      /**
       * @description Always "event": what this object is
       * @enum {string}
       */
      object: "event";
      /**
       * @description What happened (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "payment.failed";
      /**
       * @description test or live, as its payment
       * @enum {string}
       */
      mode: "test" | "live";
      /** @description When it happened (ISO 8601 UTC) */
      created_at: string;
      data: components["schemas"]["Payment"];
    };
    /** @description A payment.expired event: `data` is the object it is about, as it was then */
    PaymentExpiredEvent: {
      /**
       * @description The event's id
       * @example evt_7Ya1bC2dE3fG4hJ5kL6mN7pQ
       */
      id: string;
      /**
       * @description Always "event": what this object is
       * @enum {string}
       */
      object: "event";
      /**
       * @description What happened (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "payment.expired";
      /**
       * @description test or live, as its payment
       * @enum {string}
       */
      mode: "test" | "live";
      /** @description When it happened (ISO 8601 UTC) */
      created_at: string;
      data: components["schemas"]["Payment"];
    };
    /** @description A payment.cancelled event: `data` is the object it is about, as it was then */
    PaymentCancelledEvent: {
      /**
       * @description The event's id
       * @example evt_7Ya1bC2dE3fG4hJ5kL6mN7pQ
       */
      id: string;
      /**
       * @description Always "event": what this object is
       * @enum {string}
       */
      object: "event";
      /**
       * @description What happened (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "payment.cancelled";
      /**
       * @description test or live, as its payment
       * @enum {string}
       */
      mode: "test" | "live";
      /** @description When it happened (ISO 8601 UTC) */
      created_at: string;
      data: components["schemas"]["Payment"];
    };
    /** @description A payment.attempt_failed event: `data` is the object it is about, as it was then */
    PaymentAttemptFailedEvent: {
      /**
       * @description The event's id
       * @example evt_7Ya1bC2dE3fG4hJ5kL6mN7pQ
       */
      id: string;
      /**
       * @description Always "event": what this object is
       * @enum {string}
       */
      object: "event";
      /**
       * @description What happened (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "payment.attempt_failed";
      /**
       * @description test or live, as its payment
       * @enum {string}
       */
      mode: "test" | "live";
      /** @description When it happened (ISO 8601 UTC) */
      created_at: string;
      data: components["schemas"]["Payment"];
    };
    /** @description A refund.succeeded event: `data` is the object it is about, as it was then */
    RefundSucceededEvent: {
      /**
       * @description The event's id
       * @example evt_7Ya1bC2dE3fG4hJ5kL6mN7pQ
       */
      id: string;
      /**
       * @description Always "event": what this object is
       * @enum {string}
       */
      object: "event";
      /**
       * @description What happened (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "refund.succeeded";
      /**
       * @description test or live, as its payment
       * @enum {string}
       */
      mode: "test" | "live";
      /** @description When it happened (ISO 8601 UTC) */
      created_at: string;
      data: components["schemas"]["Refund"];
    };
    /** @description A refund.failed event: `data` is the object it is about, as it was then */
    RefundFailedEvent: {
      /**
       * @description The event's id
       * @example evt_7Ya1bC2dE3fG4hJ5kL6mN7pQ
       */
      id: string;
      /**
       * @description Always "event": what this object is
       * @enum {string}
       */
      object: "event";
      /**
       * @description What happened (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "refund.failed";
      /**
       * @description test or live, as its payment
       * @enum {string}
       */
      mode: "test" | "live";
      /** @description When it happened (ISO 8601 UTC) */
      created_at: string;
      data: components["schemas"]["Refund"];
    };
    /** @description A operator.status_changed event: `data` is the object it is about, as it was then */
    OperatorStatusChangedEvent: {
      /**
       * @description The event's id
       * @example evt_7Ya1bC2dE3fG4hJ5kL6mN7pQ
       */
      id: string;
      /**
       * @description Always "event": what this object is
       * @enum {string}
       */
      object: "event";
      /**
       * @description What happened (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "operator.status_changed";
      /**
       * @description test or live, as its payment
       * @enum {string}
       */
      mode: "test" | "live";
      /** @description When it happened (ISO 8601 UTC) */
      created_at: string;
      data: components["schemas"]["OperatorHealth"];
    };
    /** @description A payout.created event: `data` is the object it is about, as it was then */
    PayoutCreatedEvent: {
      /**
       * @description The event's id
       * @example evt_7Ya1bC2dE3fG4hJ5kL6mN7pQ
       */
      id: string;
      /**
       * @description Always "event": what this object is
       * @enum {string}
       */
      object: "event";
      /**
       * @description What happened (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "payout.created";
      /**
       * @description test or live, as its payment
       * @enum {string}
       */
      mode: "test" | "live";
      /** @description When it happened (ISO 8601 UTC) */
      created_at: string;
      data: components["schemas"]["Payout"];
    };
    /** @description A payout.succeeded event: `data` is the object it is about, as it was then */
    PayoutSucceededEvent: {
      /**
       * @description The event's id
       * @example evt_7Ya1bC2dE3fG4hJ5kL6mN7pQ
       */
      id: string;
      /**
       * @description Always "event": what this object is
       * @enum {string}
       */
      object: "event";
      /**
       * @description What happened (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "payout.succeeded";
      /**
       * @description test or live, as its payment
       * @enum {string}
       */
      mode: "test" | "live";
      /** @description When it happened (ISO 8601 UTC) */
      created_at: string;
      data: components["schemas"]["Payout"];
    };
    /** @description A payout.failed event: `data` is the object it is about, as it was then */
    PayoutFailedEvent: {
      /**
       * @description The event's id
       * @example evt_7Ya1bC2dE3fG4hJ5kL6mN7pQ
       */
      id: string;
      /**
       * @description Always "event": what this object is
       * @enum {string}
       */
      object: "event";
      /**
       * @description What happened (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "payout.failed";
      /**
       * @description test or live, as its payment
       * @enum {string}
       */
      mode: "test" | "live";
      /** @description When it happened (ISO 8601 UTC) */
      created_at: string;
      data: components["schemas"]["Payout"];
    };
    /** @description A payout.reversed event: `data` is the object it is about, as it was then */
    PayoutReversedEvent: {
      /**
       * @description The event's id
       * @example evt_7Ya1bC2dE3fG4hJ5kL6mN7pQ
       */
      id: string;
      /**
       * @description Always "event": what this object is
       * @enum {string}
       */
      object: "event";
      /**
       * @description What happened (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "payout.reversed";
      /**
       * @description test or live, as its payment
       * @enum {string}
       */
      mode: "test" | "live";
      /** @description When it happened (ISO 8601 UTC) */
      created_at: string;
      data: components["schemas"]["Payout"];
    };
    /** @description A payout.cancelled event: `data` is the object it is about, as it was then */
    PayoutCancelledEvent: {
      /**
       * @description The event's id
       * @example evt_7Ya1bC2dE3fG4hJ5kL6mN7pQ
       */
      id: string;
      /**
       * @description Always "event": what this object is
       * @enum {string}
       */
      object: "event";
      /**
       * @description What happened (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "payout.cancelled";
      /**
       * @description test or live, as its payment
       * @enum {string}
       */
      mode: "test" | "live";
      /** @description When it happened (ISO 8601 UTC) */
      created_at: string;
      data: components["schemas"]["Payout"];
    };
    /** @description A payout_batch.completed event: `data` is the object it is about, as it was then */
    PayoutBatchCompletedEvent: {
      /**
       * @description The event's id
       * @example evt_7Ya1bC2dE3fG4hJ5kL6mN7pQ
       */
      id: string;
      /**
       * @description Always "event": what this object is
       * @enum {string}
       */
      object: "event";
      /**
       * @description What happened (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "payout_batch.completed";
      /**
       * @description test or live, as its payment
       * @enum {string}
       */
      mode: "test" | "live";
      /** @description When it happened (ISO 8601 UTC) */
      created_at: string;
      data: components["schemas"]["PayoutBatchSummary"];
    };
    /** @description A payment_link.created event: `data` is the object it is about, as it was then */
    PaymentLinkCreatedEvent: {
      /**
       * @description The event's id
       * @example evt_7Ya1bC2dE3fG4hJ5kL6mN7pQ
       */
      id: string;
      /**
       * @description Always "event": what this object is
       * @enum {string}
       */
      object: "event";
      /**
       * @description What happened (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "payment_link.created";
      /**
       * @description test or live, as its payment
       * @enum {string}
       */
      mode: "test" | "live";
      /** @description When it happened (ISO 8601 UTC) */
      created_at: string;
      data: components["schemas"]["PaymentLink"];
    };
    /** @description A payment_link.updated event: `data` is the object it is about, as it was then */
    PaymentLinkUpdatedEvent: {
      /**
       * @description The event's id
       * @example evt_7Ya1bC2dE3fG4hJ5kL6mN7pQ
       */
      id: string;
      /**
       * @description Always "event": what this object is
       * @enum {string}
       */
      object: "event";
      /**
       * @description What happened (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "payment_link.updated";
      /**
       * @description test or live, as its payment
       * @enum {string}
       */
      mode: "test" | "live";
      /** @description When it happened (ISO 8601 UTC) */
      created_at: string;
      data: components["schemas"]["PaymentLink"];
    };
    /** @description A payment_link.deactivated event: `data` is the object it is about, as it was then */
    PaymentLinkDeactivatedEvent: {
      /**
       * @description The event's id
       * @example evt_7Ya1bC2dE3fG4hJ5kL6mN7pQ
       */
      id: string;
      /**
       * @description Always "event": what this object is
       * @enum {string}
       */
      object: "event";
      /**
       * @description What happened (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "payment_link.deactivated";
      /**
       * @description test or live, as its payment
       * @enum {string}
       */
      mode: "test" | "live";
      /** @description When it happened (ISO 8601 UTC) */
      created_at: string;
      data: components["schemas"]["PaymentLink"];
    };
    /** @description A invoice.finalized event: `data` is the object it is about, as it was then */
    InvoiceFinalizedEvent: {
      /**
       * @description The event's id
       * @example evt_7Ya1bC2dE3fG4hJ5kL6mN7pQ
       */
      id: string;
      /**
       * @description Always "event": what this object is
       * @enum {string}
       */
      object: "event";
      /**
       * @description What happened (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "invoice.finalized";
      /**
       * @description test or live, as its payment
       * @enum {string}
       */
      mode: "test" | "live";
      /** @description When it happened (ISO 8601 UTC) */
      created_at: string;
      data: components["schemas"]["Invoice"];
    };
    /** @description A invoice.certified event: `data` is the object it is about, as it was then */
    InvoiceCertifiedEvent: {
      /**
       * @description The event's id
       * @example evt_7Ya1bC2dE3fG4hJ5kL6mN7pQ
       */
      id: string;
      /**
       * @description Always "event": what this object is
       * @enum {string}
       */
      object: "event";
      /**
       * @description What happened (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "invoice.certified";
      /**
       * @description test or live, as its payment
       * @enum {string}
       */
      mode: "test" | "live";
      /** @description When it happened (ISO 8601 UTC) */
      created_at: string;
      data: components["schemas"]["Invoice"];
    };
    /** @description A invoice.partially_paid event: `data` is the object it is about, as it was then */
    InvoicePartiallyPaidEvent: {
      /**
       * @description The event's id
       * @example evt_7Ya1bC2dE3fG4hJ5kL6mN7pQ
       */
      id: string;
      /**
       * @description Always "event": what this object is
       * @enum {string}
       */
      object: "event";
      /**
       * @description What happened (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "invoice.partially_paid";
      /**
       * @description test or live, as its payment
       * @enum {string}
       */
      mode: "test" | "live";
      /** @description When it happened (ISO 8601 UTC) */
      created_at: string;
      data: components["schemas"]["Invoice"];
    };
    /** @description A invoice.paid event: `data` is the object it is about, as it was then */
    InvoicePaidEvent: {
      /**
       * @description The event's id
       * @example evt_7Ya1bC2dE3fG4hJ5kL6mN7pQ
       */
      id: string;
      /**
       * @description Always "event": what this object is
       * @enum {string}
       */
      object: "event";
      /**
       * @description What happened (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "invoice.paid";
      /**
       * @description test or live, as its payment
       * @enum {string}
       */
      mode: "test" | "live";
      /** @description When it happened (ISO 8601 UTC) */
      created_at: string;
      data: components["schemas"]["Invoice"];
    };
    /** @description A invoice.overdue event: `data` is the object it is about, as it was then */
    InvoiceOverdueEvent: {
      /**
       * @description The event's id
       * @example evt_7Ya1bC2dE3fG4hJ5kL6mN7pQ
       */
      id: string;
      /**
       * @description Always "event": what this object is
       * @enum {string}
       */
      object: "event";
      /**
       * @description What happened (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "invoice.overdue";
      /**
       * @description test or live, as its payment
       * @enum {string}
       */
      mode: "test" | "live";
      /** @description When it happened (ISO 8601 UTC) */
      created_at: string;
      data: components["schemas"]["Invoice"];
    };
    /** @description A invoice.voided event: `data` is the object it is about, as it was then */
    InvoiceVoidedEvent: {
      /**
       * @description The event's id
       * @example evt_7Ya1bC2dE3fG4hJ5kL6mN7pQ
       */
      id: string;
      /**
       * @description Always "event": what this object is
       * @enum {string}
       */
      object: "event";
      /**
       * @description What happened (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "invoice.voided";
      /**
       * @description test or live, as its payment
       * @enum {string}
       */
      mode: "test" | "live";
      /** @description When it happened (ISO 8601 UTC) */
      created_at: string;
      data: components["schemas"]["Invoice"];
    };
    /** @description A credit_note.certified event: `data` is the object it is about, as it was then */
    CreditNoteCertifiedEvent: {
      /**
       * @description The event's id
       * @example evt_7Ya1bC2dE3fG4hJ5kL6mN7pQ
       */
      id: string;
      /**
       * @description Always "event": what this object is
       * @enum {string}
       */
      object: "event";
      /**
       * @description What happened (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      type: "credit_note.certified";
      /**
       * @description test or live, as its payment
       * @enum {string}
       */
      mode: "test" | "live";
      /** @description When it happened (ISO 8601 UTC) */
      created_at: string;
      data: components["schemas"]["CreditNote"];
    };
    Balance: {
      /**
       * @description The balance of the key's mode
       * @enum {string}
       */
      object: "balance";
      /**
       * @description The key's mode
       * @enum {string}
       */
      mode: "test" | "live";
      /**
       * @description Always XOF; amounts are integers
       * @enum {string}
       */
      currency: "XOF";
      /** @description Net of successful payments already settled, less fees and refunds */
      available: number;
      /** @description Net of successful payments not yet settled, less fees and refunds */
      pending: number;
      /** @description Each account, in PayFlow's order of operators, zero ones too */
      operators: components["schemas"]["OperatorBalance"][];
    };
    OperatorBalance: {
      /**
       * @description The account: an operator's wallet, or bank_transfer for the business's bank account
       * @enum {string}
       */
      operator: "wave" | "orange_money" | "mtn_momo" | "moov_money" | "bank_transfer";
      /** @description Settled: the business's to pay out, in XOF */
      available: number;
      /** @description Collected for the business and not yet settled, in XOF */
      pending: number;
    };
    WebhookEndpointWithSecret: {
      /**
       * @description The endpoint's id
       * @example we_2Rk8sQ0bXy4Zp1mN8sTb4VcE
       */
      id: string;
      /**
       * @description Always "webhook_endpoint": what this object is
       * @enum {string}
       */
      object: "webhook_endpoint";
      /**
       * @description Where PayFlow posts the events
       * @example https://shop.example.ci/payflow/webhooks
       */
      url: string;
      /** @description The business's note about it */
      description: string;
      /** @description The event types it receives */
      events: (
        | "payment.success"
        | "payment.failed"
        | "payment.expired"
        | "payment.cancelled"
        | "payment.attempt_failed"
        | "refund.succeeded"
        | "refund.failed"
        | "operator.status_changed"
        | "payout.created"
        | "payout.succeeded"
        | "payout.failed"
        | "payout.reversed"
        | "payout.cancelled"
        | "payout_batch.completed"
        | "payment_link.created"
        | "payment_link.updated"
        | "payment_link.deactivated"
        | "invoice.finalized"
        | "invoice.certified"
        | "invoice.partially_paid"
        | "invoice.paid"
        | "invoice.overdue"
        | "invoice.voided"
        | "credit_note.certified"
      )[];
      /**
       * @description Only an enabled endpoint receives events
       * @enum {string}
       */
      status: "enabled" | "disabled";
      /** @description Why PayFlow disabled it ("gone": the receiver answered 410); null when enabled or disabled by hand */
      disabled_reason: string | null;
      /**
       * @description The mode whose events it receives
       * @enum {string}
       */
      mode: "test" | "live";
      /**
       * @description The API version its payloads are made in (docs/API.md § Versions): by default the version of the key that added it
       * @enum {string}
       */
      api_version: "2026-06-01" | "2026-11-29";
      /** @description When it was added (ISO 8601 UTC) */
      created_at: string;
      /**
       * @description The signing secret; keep it, it is not shown again except on rotation
       * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
       */
      secret: string;
    };
    CreateWebhookEndpoint: {
      url: string;
      events: (
        | "payment.success"
        | "payment.failed"
        | "payment.expired"
        | "payment.cancelled"
        | "payment.attempt_failed"
        | "refund.succeeded"
        | "refund.failed"
        | "operator.status_changed"
        | "payout.created"
        | "payout.succeeded"
        | "payout.failed"
        | "payout.reversed"
        | "payout.cancelled"
        | "payout_batch.completed"
        | "payment_link.created"
        | "payment_link.updated"
        | "payment_link.deactivated"
        | "invoice.finalized"
        | "invoice.certified"
        | "invoice.partially_paid"
        | "invoice.paid"
        | "invoice.overdue"
        | "invoice.voided"
        | "credit_note.certified"
      )[];
      description?: string;
      /**
       * @description The API version of its payloads; by default the request's version
       * @enum {string}
       */
      api_version?: "2026-06-01" | "2026-11-29";
    };
    WebhookEndpointList: {
      /**
       * @description A page of a list
       * @enum {string}
       */
      object: "list";
      /** @description The objects, newest first */
      data: components["schemas"]["WebhookEndpoint"][];
      /** @description Whether more objects follow this page */
      has_more: boolean;
    };
    WebhookEndpoint: {
      /**
       * @description The endpoint's id
       * @example we_2Rk8sQ0bXy4Zp1mN8sTb4VcE
       */
      id: string;
      /**
       * @description Always "webhook_endpoint": what this object is
       * @enum {string}
       */
      object: "webhook_endpoint";
      /**
       * @description Where PayFlow posts the events
       * @example https://shop.example.ci/payflow/webhooks
       */
      url: string;
      /** @description The business's note about it */
      description: string;
      /** @description The event types it receives */
      events: (
        | "payment.success"
        | "payment.failed"
        | "payment.expired"
        | "payment.cancelled"
        | "payment.attempt_failed"
        | "refund.succeeded"
        | "refund.failed"
        | "operator.status_changed"
        | "payout.created"
        | "payout.succeeded"
        | "payout.failed"
        | "payout.reversed"
        | "payout.cancelled"
        | "payout_batch.completed"
        | "payment_link.created"
        | "payment_link.updated"
        | "payment_link.deactivated"
        | "invoice.finalized"
        | "invoice.certified"
        | "invoice.partially_paid"
        | "invoice.paid"
        | "invoice.overdue"
        | "invoice.voided"
        | "credit_note.certified"
      )[];
      /**
       * @description Only an enabled endpoint receives events
       * @enum {string}
       */
      status: "enabled" | "disabled";
      /** @description Why PayFlow disabled it ("gone": the receiver answered 410); null when enabled or disabled by hand */
      disabled_reason: string | null;
      /**
       * @description The mode whose events it receives
       * @enum {string}
       */
      mode: "test" | "live";
      /**
       * @description The API version its payloads are made in (docs/API.md § Versions): by default the version of the key that added it
       * @enum {string}
       */
      api_version: "2026-06-01" | "2026-11-29";
      /** @description When it was added (ISO 8601 UTC) */
      created_at: string;
    };
    UpdateWebhookEndpoint: {
      url?: string;
      events?: (
        | "payment.success"
        | "payment.failed"
        | "payment.expired"
        | "payment.cancelled"
        | "payment.attempt_failed"
        | "refund.succeeded"
        | "refund.failed"
        | "operator.status_changed"
        | "payout.created"
        | "payout.succeeded"
        | "payout.failed"
        | "payout.reversed"
        | "payout.cancelled"
        | "payout_batch.completed"
        | "payment_link.created"
        | "payment_link.updated"
        | "payment_link.deactivated"
        | "invoice.finalized"
        | "invoice.certified"
        | "invoice.partially_paid"
        | "invoice.paid"
        | "invoice.overdue"
        | "invoice.voided"
        | "credit_note.certified"
      )[];
      description?: string;
      /** @enum {string} */
      status?: "enabled" | "disabled";
      /**
       * @description The API version of its payloads (docs/API.md § Versions)
       * @enum {string}
       */
      api_version?: "2026-06-01" | "2026-11-29";
    };
    DeletedWebhookEndpoint: {
      /** @description The deleted endpoint's id */
      id: string;
      /**
       * @description What was deleted
       * @enum {string}
       */
      object: "webhook_endpoint";
      /**
       * @description Always true
       * @enum {boolean}
       */
      deleted: true;
    };
    OperatorHealthList: {
      /**
       * @description A list
       * @enum {string}
       */
      object: "list";
      /**
       * @description The key's mode: live reads every business's live traffic, test this business's
       * @enum {string}
       */
      mode: "test" | "live";
      /** @description The sliding window read, in minutes */
      window_minutes: number;
      /** @description Each mobile money operator */
      data: components["schemas"]["OperatorHealth"][];
    };
    CreatePaymentLink: {
      /**
       * @description The link's address; absent: PayFlow draws one
       * @example tissus-awa
       */
      slug?: string;
      /**
       * @description What is paid for, as the payer sees it
       * @example Pagne wax, 6 yards
       */
      title: string;
      /** @description More words for the payer */
      description?: string;
      /** @description A picture of what is sold (http(s)) */
      image_url?: string | null;
      /**
       * @description fixed: the link's amount (times the quantity); payer_chooses: the payer types it within the bounds
       * @enum {string}
       */
      amount_type: "fixed" | "payer_chooses";
      /**
       * @description A fixed link's amount, integer XOF
       * @example 25000
       */
      amount?: number | null;
      /**
       * @description payer_chooses: the least the payer may pay (100 by default)
       * @example 25000
       */
      min_amount?: number | null;
      /**
       * @description payer_chooses: the most the payer may pay (10,000,000 by default)
       * @example 25000
       */
      max_amount?: number | null;
      /** @description payer_chooses: amounts offered as buttons, within the bounds */
      suggested_amounts?: number[];
      /** @description fixed: the payer chooses a quantity from 1 to this, and pays amount × quantity */
      quantity_max?: number | null;
      /** @description The ways the payer may pay; empty or absent: all */
      operators?: ("wave" | "orange_money" | "mtn_momo" | "moov_money" | "bank_transfer")[];
      /** @description What the payer is asked, per question: off, optional or required */
      fields?: {
        /**
         * @description The payer's name
         * @enum {string}
         */
        name: "off" | "optional" | "required";
        /**
         * @description The payer's phone number (for the business to call back)
         * @enum {string}
         */
        phone: "off" | "optional" | "required";
        /**
         * @description The payer's email
         * @enum {string}
         */
        email: "off" | "optional" | "required";
        /**
         * @description A free note, asked with `note_label`
         * @enum {string}
         */
        note: "off" | "optional" | "required";
      };
      /** @description The question the note answers */
      note_label?: string;
      /**
       * Format: date-time
       * @description After this the link takes no payment (ISO 8601)
       */
      expires_at?: string | null;
      /** @description Once this many payments are paid or under way, the link takes no more */
      max_payments?: number | null;
      /** @description What the payer reads once paid */
      success_message?: string;
      /** @description Where the payer is sent once paid (http(s)) */
      return_url?: string | null;
    };
    UpdatePaymentLink: {
      /**
       * @description What is paid for, as the payer sees it
       * @example Pagne wax, 6 yards
       */
      title?: string;
      /** @description More words for the payer */
      description?: string;
      /** @description A picture of what is sold (http(s)) */
      image_url?: string | null;
      /**
       * @description fixed: the link's amount (times the quantity); payer_chooses: the payer types it within the bounds
       * @enum {string}
       */
      amount_type?: "fixed" | "payer_chooses";
      /**
       * @description A fixed link's amount, integer XOF
       * @example 25000
       */
      amount?: number | null;
      /**
       * @description payer_chooses: the least the payer may pay (100 by default)
       * @example 25000
       */
      min_amount?: number | null;
      /**
       * @description payer_chooses: the most the payer may pay (10,000,000 by default)
       * @example 25000
       */
      max_amount?: number | null;
      /** @description payer_chooses: amounts offered as buttons, within the bounds */
      suggested_amounts?: number[];
      /** @description fixed: the payer chooses a quantity from 1 to this, and pays amount × quantity */
      quantity_max?: number | null;
      /** @description The ways the payer may pay; empty or absent: all */
      operators?: ("wave" | "orange_money" | "mtn_momo" | "moov_money" | "bank_transfer")[];
      /** @description What the payer is asked, per question: off, optional or required */
      fields?: {
        /**
         * @description The payer's name
         * @enum {string}
         */
        name: "off" | "optional" | "required";
        /**
         * @description The payer's phone number (for the business to call back)
         * @enum {string}
         */
        phone: "off" | "optional" | "required";
        /**
         * @description The payer's email
         * @enum {string}
         */
        email: "off" | "optional" | "required";
        /**
         * @description A free note, asked with `note_label`
         * @enum {string}
         */
        note: "off" | "optional" | "required";
      };
      /** @description The question the note answers */
      note_label?: string;
      /**
       * Format: date-time
       * @description After this the link takes no payment (ISO 8601)
       */
      expires_at?: string | null;
      /** @description Once this many payments are paid or under way, the link takes no more */
      max_payments?: number | null;
      /** @description What the payer reads once paid */
      success_message?: string;
      /** @description Where the payer is sent once paid (http(s)) */
      return_url?: string | null;
    };
    PaymentLinkList: {
      /**
       * @description A page of a list
       * @enum {string}
       */
      object: "list";
      /** @description The objects, newest first */
      data: components["schemas"]["PaymentLink"][];
      /** @description Whether more objects follow this page */
      has_more: boolean;
    };
    CreateInvoice: {
      /** @description The client invoiced (a client's id) */
      client_id: string;
      /**
       * @description B2B: a business (its NCC required); B2C: a consumer; B2G: a government body
       * @enum {string}
       */
      template: "B2B" | "B2C" | "B2G";
      /**
       * @description The client's taxpayer account number: 7 digits and a capital letter
       * @example 9502363N
       */
      client_ncc?: string | null;
      /**
       * @description Always XOF
       * @enum {string}
       */
      currency?: "XOF";
      /** @description 1 to 200 lines */
      lines: {
        /**
         * @description What is sold, as the invoice shows it
         * @example Riz parfumé 5 kg
         */
        description: string;
        /**
         * @description Above 0, at most 1,000,000, up to 3 decimals
         * @example 2
         */
        quantity: number;
        /**
         * @description The unit price excluding tax, integer XOF
         * @example 5000
         */
        unit_price: number;
        /** @description The line's discount, 0 to 100 with up to 2 decimals; 0 by default */
        discount_percent?: number;
        /**
         * @description TVA 18 %, TVAB 9 %, TVAC / TVAD / TVAE 0 % (conventional, legal, export exemption)
         * @enum {string}
         */
        tax_code: "TVA" | "TVAB" | "TVAC" | "TVAD" | "TVAE";
        /** @description The article's code */
        reference?: string;
        /** @description The unit sold (kg, sac, pcs…) */
        unit?: string;
      }[];
      /** @description The invoice's discount on its total excluding tax, 0 to 100 with up to 2 decimals */
      discount_percent?: number;
      /**
       * @description The day the invoice is due (UTC), YYYY-MM-DD
       * @example 2026-12-31
       */
      due_date?: string | null;
      /** @description Words for the client, printed on the invoice */
      notes?: string;
      /**
       * @description The smallest part a payer may pay, integer XOF (100 to 10,000,000) — unless it pays all that remains; at or above the total, the invoice is paid in one go
       * @example 50000
       */
      minimum_part?: number | null;
      /**
       * @description The client's language; French by default
       * @enum {string}
       */
      language?: "fr" | "en";
      /** @description When the client is reminded once it is issued (it needs a due date); null: never */
      reminders?: {
        /** @description Days before the due date for a first reminder; null: none */
        daysBefore: number | null;
        /** @description A reminder on the due date */
        onDueDate: boolean;
        /** @description Then every this many days after it; null: none */
        everyDaysAfter: number | null;
        /** @description At most this many reminders in all */
        max: number;
        /** @description The client's time zone (IANA): reminders at 09:00 there, none from 20:00 to 08:00 */
        timeZone: string;
      } | null;
    };
    UpdateInvoice: {
      /** @description The client invoiced (a client's id) */
      client_id?: string;
      /**
       * @description B2B: a business (its NCC required); B2C: a consumer; B2G: a government body
       * @enum {string}
       */
      template?: "B2B" | "B2C" | "B2G";
      /**
       * @description The client's taxpayer account number: 7 digits and a capital letter
       * @example 9502363N
       */
      client_ncc?: string | null;
      /**
       * @description Always XOF
       * @enum {string}
       */
      currency?: "XOF";
      /** @description 1 to 200 lines */
      lines?: {
        /**
         * @description What is sold, as the invoice shows it
         * @example Riz parfumé 5 kg
         */
        description: string;
        /**
         * @description Above 0, at most 1,000,000, up to 3 decimals
         * @example 2
         */
        quantity: number;
        /**
         * @description The unit price excluding tax, integer XOF
         * @example 5000
         */
        unit_price: number;
        /** @description The line's discount, 0 to 100 with up to 2 decimals; 0 by default */
        discount_percent?: number;
        /**
         * @description TVA 18 %, TVAB 9 %, TVAC / TVAD / TVAE 0 % (conventional, legal, export exemption)
         * @enum {string}
         */
        tax_code: "TVA" | "TVAB" | "TVAC" | "TVAD" | "TVAE";
        /** @description The article's code */
        reference?: string;
        /** @description The unit sold (kg, sac, pcs…) */
        unit?: string;
      }[];
      /** @description The invoice's discount on its total excluding tax, 0 to 100 with up to 2 decimals */
      discount_percent?: number;
      /**
       * @description The day the invoice is due (UTC), YYYY-MM-DD
       * @example 2026-12-31
       */
      due_date?: string | null;
      /** @description Words for the client, printed on the invoice */
      notes?: string;
      /**
       * @description The smallest part a payer may pay, integer XOF (100 to 10,000,000) — unless it pays all that remains; at or above the total, the invoice is paid in one go
       * @example 50000
       */
      minimum_part?: number | null;
      /**
       * @description The client's language; French by default
       * @enum {string}
       */
      language?: "fr" | "en";
      /** @description When the client is reminded once it is issued (it needs a due date); null: never */
      reminders?: {
        /** @description Days before the due date for a first reminder; null: none */
        daysBefore: number | null;
        /** @description A reminder on the due date */
        onDueDate: boolean;
        /** @description Then every this many days after it; null: none */
        everyDaysAfter: number | null;
        /** @description At most this many reminders in all */
        max: number;
        /** @description The client's time zone (IANA): reminders at 09:00 there, none from 20:00 to 08:00 */
        timeZone: string;
      } | null;
    };
    InvoiceList: {
      /**
       * @description A page of a list
       * @enum {string}
       */
      object: "list";
      /** @description The objects, newest first */
      data: components["schemas"]["Invoice"][];
      /** @description Whether more objects follow this page */
      has_more: boolean;
    };
    RecurringPlan: {
      /** @example rplan_3hQk8sD0uLqz4Pm2WnB7xYcR */
      id: string;
      /**
       * @description Always "recurring_plan": what this object is
       * @enum {string}
       */
      object: "recurring_plan";
      /** @enum {string} */
      status: "active" | "paused" | "cancelled" | "ended";
      /** @enum {string} */
      mode: "test" | "live";
      client_id: string;
      client_name: string;
      /** @enum {string} */
      template: "B2B" | "B2C" | "B2G";
      client_ncc: string | null;
      lines: {
        description: string;
        quantity: number;
        /** @description Excluding tax, integer XOF */
        unit_price: number;
        /** @description The line's discount */
        discount_percent: number;
        /** @enum {string} */
        tax_code: "TVA" | "TVAB" | "TVAC" | "TVAD" | "TVAE";
        reference: string | null;
        unit: string | null;
        /** @description quantity × unit price less the line's discount, rounded half up to the franc */
        ht: number;
        /** @description The line's HT less its share of the invoice's discount */
        discounted_ht: number;
      }[];
      discount_percent: number;
      /** @description Each cycle's invoice's total */
      total_ttc: number;
      minimum_part: number | null;
      notes: string;
      /** @enum {string} */
      interval: "week" | "month" | "term" | "custom";
      custom_every: {
        count: number;
        /** @enum {string} */
        unit: "day" | "week" | "month";
      } | null;
      start_date: string;
      end_date: string | null;
      cycles: number | null;
      due_days: number;
      channels: ("email" | "whatsapp")[];
      reminders: {
        /** @description Days before the due date for a first reminder; null: none */
        days_before: number | null;
        /** @description A reminder on the due date */
        on_due_date: boolean;
        /** @description Then every this many days after it; null: none */
        every_days_after: number | null;
        /** @description At most this many reminders in all */
        max: number;
        /** @description The client's time zone (IANA): reminders at 09:00 there, none from 20:00 to 08:00 */
        time_zone: string;
      } | null;
      /** @enum {string} */
      language: "fr" | "en";
      cycles_issued: number;
      /** @description The next cycle's date; null once ended or cancelled */
      next_cycle_date: string | null;
      created_at: string;
      updated_at: string;
      paused_at: string | null;
      cancelled_at: string | null;
    };
    CreateRecurringPlan: {
      /** @description The client billed */
      client_id: string;
      /** @enum {string} */
      template: "B2B" | "B2C" | "B2G";
      /** @description The client's NCC (B2B) */
      client_ncc?: string | null;
      /** @description Each cycle's invoice's lines (an amount is one line) */
      lines: {
        /**
         * @description What is sold, as the invoice shows it
         * @example Riz parfumé 5 kg
         */
        description: string;
        /**
         * @description Above 0, at most 1,000,000, up to 3 decimals
         * @example 2
         */
        quantity: number;
        /**
         * @description The unit price excluding tax, integer XOF
         * @example 5000
         */
        unit_price: number;
        /** @description The line's discount, 0 to 100 with up to 2 decimals; 0 by default */
        discount_percent?: number;
        /**
         * @description TVA 18 %, TVAB 9 %, TVAC / TVAD / TVAE 0 % (conventional, legal, export exemption)
         * @enum {string}
         */
        tax_code: "TVA" | "TVAB" | "TVAC" | "TVAD" | "TVAE";
        /** @description The article's code */
        reference?: string;
        /** @description The unit sold (kg, sac, pcs…) */
        unit?: string;
      }[];
      discount_percent?: number;
      minimum_part?: number | null;
      notes?: string;
      /**
       * @description week, month, term (3 months) or custom
       * @enum {string}
       */
      interval: "week" | "month" | "term" | "custom";
      /** @description For a custom interval: every `count` days, weeks or months */
      custom_every?: {
        count: number;
        /** @enum {string} */
        unit: "day" | "week" | "month";
      } | null;
      /**
       * @description The first cycle's date (UTC)
       * @example 2026-12-01
       */
      start_date: string;
      /**
       * @description No cycle after this date
       * @example 2026-12-01
       */
      end_date?: string | null;
      /** @description At most this many cycles */
      cycles?: number | null;
      /** @description Days the client has to pay each invoice (7 by default) */
      due_days?: number;
      /** @description Where each invoice is sent; every channel the client has by default */
      channels?: ("email" | "whatsapp")[];
      reminders?: {
        /** @description Days before the due date for a first reminder; null: none */
        daysBefore: number | null;
        /** @description A reminder on the due date */
        onDueDate: boolean;
        /** @description Then every this many days after it; null: none */
        everyDaysAfter: number | null;
        /** @description At most this many reminders in all */
        max: number;
        /** @description The client's time zone (IANA): reminders at 09:00 there, none from 20:00 to 08:00 */
        timeZone: string;
      } | null;
      /** @enum {string} */
      language?: "fr" | "en";
    };
    UpdateRecurringPlan: {
      /** @description Each cycle's invoice's lines (an amount is one line) */
      lines?: {
        /**
         * @description What is sold, as the invoice shows it
         * @example Riz parfumé 5 kg
         */
        description: string;
        /**
         * @description Above 0, at most 1,000,000, up to 3 decimals
         * @example 2
         */
        quantity: number;
        /**
         * @description The unit price excluding tax, integer XOF
         * @example 5000
         */
        unit_price: number;
        /** @description The line's discount, 0 to 100 with up to 2 decimals; 0 by default */
        discount_percent?: number;
        /**
         * @description TVA 18 %, TVAB 9 %, TVAC / TVAD / TVAE 0 % (conventional, legal, export exemption)
         * @enum {string}
         */
        tax_code: "TVA" | "TVAB" | "TVAC" | "TVAD" | "TVAE";
        /** @description The article's code */
        reference?: string;
        /** @description The unit sold (kg, sac, pcs…) */
        unit?: string;
      }[];
      discount_percent?: number;
      minimum_part?: number | null;
      notes?: string;
      /**
       * @description No cycle after this date
       * @example 2026-12-01
       */
      end_date?: string | null;
      /** @description At most this many cycles */
      cycles?: number | null;
      /** @description Days the client has to pay each invoice (7 by default) */
      due_days?: number;
      /** @description Where each invoice is sent; every channel the client has by default */
      channels?: ("email" | "whatsapp")[];
      reminders?: {
        /** @description Days before the due date for a first reminder; null: none */
        daysBefore: number | null;
        /** @description A reminder on the due date */
        onDueDate: boolean;
        /** @description Then every this many days after it; null: none */
        everyDaysAfter: number | null;
        /** @description At most this many reminders in all */
        max: number;
        /** @description The client's time zone (IANA): reminders at 09:00 there, none from 20:00 to 08:00 */
        timeZone: string;
      } | null;
    };
    RecurringPlanList: {
      /**
       * @description A page of a list
       * @enum {string}
       */
      object: "list";
      /** @description The objects, newest first */
      data: components["schemas"]["RecurringPlan"][];
      /** @description Whether more objects follow this page */
      has_more: boolean;
    };
  };
  responses: {
    /** @description The request does not match the contract (`param` names the field). Codes: `parameter_invalid`, `parameter_unknown`, `api_version_unknown`, `malformed_json`, `invalid_amount`, `field_too_long` */
    Error400: {
      headers: {
        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description Missing, unknown, revoked or expired API key. Codes: `invalid_api_key`, `api_key_revoked` */
    Error401: {
      headers: {
        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description The key's scopes do not allow this, or its maker may not do it in this mode. Codes: `insufficient_scope`, `api_key_maker_not_allowed` */
    Error403: {
      headers: {
        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description The object's state does not allow it, or the same Idempotency-Key is still being processed. Codes: `idempotency_in_progress` */
    Error409: {
      headers: {
        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description The body is over 1 MB. Codes: `payload_too_large` */
    Error413: {
      headers: {
        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description A well-formed request the rules refuse, or an Idempotency-Key reused with other parameters. Codes: `idempotency_key_reused`, `too_many_metadata_keys`, `amount_out_of_range`, `unsupported_currency`, `unknown_operator`, `operator_prefix_mismatch`, `invalid_phone`, `payer_phone_required`, `api_key_missing_for_account`, `payment_account_required`, `invalid_url` */
    Error422: {
      headers: {
        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description Too many requests for this key: wait the seconds of Retry-After. Codes: `rate_limited` */
    Error429: {
      headers: {
        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
        "Retry-After": components["headers"]["Retry-After"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description The operator did not answer in time or failed; the object is kept. Codes: `operator_unavailable` */
    Error502: {
      headers: {
        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description The request does not match the contract (`param` names the field). Codes: `parameter_invalid`, `parameter_unknown`, `api_version_unknown` */
    Error400_8: {
      headers: {
        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description Missing, unknown, revoked or expired API key. Codes: `invalid_api_key`, `api_key_revoked` */
    Error401_9: {
      headers: {
        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description The key's scopes do not allow this, or its maker may not do it in this mode. Codes: `insufficient_scope`, `api_key_maker_not_allowed` */
    Error403_10: {
      headers: {
        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description No such object in this account and mode. Codes: `resource_missing` */
    Error404: {
      headers: {
        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description Too many requests for this key: wait the seconds of Retry-After. Codes: `rate_limited` */
    Error429_12: {
      headers: {
        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        "Retry-After": components["headers"]["Retry-After"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description The request does not match the contract (`param` names the field). Codes: `parameter_invalid`, `parameter_unknown`, `api_version_unknown` */
    Error400_13: {
      headers: {
        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description No such object in this account and mode. Codes: `resource_missing` */
    Error404_14: {
      headers: {
        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description The object's state does not allow it, or the same Idempotency-Key is still being processed. Codes: `idempotency_in_progress`, `payment_not_pending` */
    Error409_15: {
      headers: {
        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description A well-formed request the rules refuse, or an Idempotency-Key reused with other parameters. Codes: `idempotency_key_reused` */
    Error422_16: {
      headers: {
        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description The object's state does not allow it, or the same Idempotency-Key is still being processed. Codes: `idempotency_in_progress`, `payment_not_refundable`, `refund_not_through_operator`, `refund_payer_unconfirmed`, `refund_not_possible_at_operator` */
    Error409_17: {
      headers: {
        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description A well-formed request the rules refuse, or an Idempotency-Key reused with other parameters. Codes: `idempotency_key_reused`, `too_many_metadata_keys`, `refund_exceeds_amount`, `refund_reason_required`, `refund_not_covered`, `insufficient_balance` */
    Error422_18: {
      headers: {
        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description A well-formed request the rules refuse, or an Idempotency-Key reused with other parameters. Codes: `idempotency_key_reused`, `too_many_metadata_keys`, `amount_out_of_range`, `unsupported_currency`, `invalid_phone`, `bank_account_required`, `payment_account_required`, `insufficient_balance`, `payout_above_limit`, `beneficiary_daily_limit_reached`, `company_daily_limit_reached`, `beneficiary_required`, `beneficiary_name_required`, `beneficiary_name_mismatch`, `beneficiary_not_found`, `payout_operator_unsupported`, `invalid_account_number` */
    Error422_19: {
      headers: {
        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description The object's state does not allow it, or the same Idempotency-Key is still being processed. Codes: `idempotency_in_progress`, `payout_not_cancellable` */
    Error409_20: {
      headers: {
        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description The object's state does not allow it, or the same Idempotency-Key is still being processed. Codes: `idempotency_in_progress`, `payout_not_reversible`, `payout_reversal_refused` */
    Error409_21: {
      headers: {
        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description The request does not match the contract (`param` names the field). Codes: `parameter_invalid`, `parameter_unknown`, `api_version_unknown`, `malformed_json`, `batch_empty`, `batch_too_large` */
    Error400_22: {
      headers: {
        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description A well-formed request the rules refuse, or an Idempotency-Key reused with other parameters. Codes: `idempotency_key_reused`, `insufficient_balance`, `payout_above_limit`, `company_daily_limit_reached`, `batch_lines_invalid` */
    Error422_23: {
      headers: {
        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description The key's scopes do not allow this, or its maker may not do it in this mode. Codes: `insufficient_scope`, `api_key_maker_not_allowed`, `test_key_required` */
    Error403_24: {
      headers: {
        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description The request does not match the contract (`param` names the field). Codes: `parameter_invalid`, `parameter_unknown`, `api_version_unknown`, `malformed_json`, `field_too_long`, `webhook_event_unknown`, `webhook_events_required` */
    Error400_25: {
      headers: {
        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description A well-formed request the rules refuse, or an Idempotency-Key reused with other parameters. Codes: `idempotency_key_reused`, `webhook_url_invalid`, `webhook_url_https_required`, `webhook_url_not_allowed` */
    Error422_26: {
      headers: {
        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description The request does not match the contract (`param` names the field). Codes: `parameter_invalid`, `parameter_unknown`, `api_version_unknown`, `malformed_json`, `field_too_long`, `webhook_event_unknown`, `webhook_events_required` */
    Error400_27: {
      headers: {
        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description The body is over 1 MB. Codes: `payload_too_large` */
    Error413_28: {
      headers: {
        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description A well-formed request the rules refuse, or an Idempotency-Key reused with other parameters. Codes: `webhook_url_invalid`, `webhook_url_https_required`, `webhook_url_not_allowed` */
    Error422_29: {
      headers: {
        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description The object's state does not allow it, or the same Idempotency-Key is still being processed. Codes: `idempotency_in_progress`, `webhook_endpoint_disabled` */
    Error409_30: {
      headers: {
        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description The request does not match the contract (`param` names the field). Codes: `parameter_invalid`, `parameter_unknown`, `api_version_unknown`, `malformed_json`, `invalid_amount`, `field_too_long`, `payment_link_slug_invalid`, `payment_link_slug_reserved` */
    Error400_31: {
      headers: {
        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description The object's state does not allow it, or the same Idempotency-Key is still being processed. Codes: `idempotency_in_progress`, `payment_link_slug_in_use` */
    Error409_32: {
      headers: {
        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description A well-formed request the rules refuse, or an Idempotency-Key reused with other parameters. Codes: `idempotency_key_reused`, `too_many_metadata_keys`, `amount_out_of_range`, `invalid_url`, `payment_link_amounts_invalid` */
    Error422_33: {
      headers: {
        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description The object's state does not allow it, or the same Idempotency-Key is still being processed. Codes: `idempotency_in_progress`, `payment_link_slug_in_use`, `payment_link_deactivated` */
    Error409_34: {
      headers: {
        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description The request does not match the contract (`param` names the field). Codes: `parameter_invalid`, `parameter_unknown`, `api_version_unknown`, `malformed_json`, `invalid_amount`, `field_too_long`, `invoice_lines_required`, `invoice_too_many_lines`, `invoice_quantity_invalid`, `invoice_unit_price_invalid`, `invoice_discount_invalid`, `invoice_tax_code_unknown`, `invoice_client_ncc_invalid`, `invoice_minimum_part_invalid`, `invoice_due_date_invalid` */
    Error400_35: {
      headers: {
        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description A well-formed request the rules refuse, or an Idempotency-Key reused with other parameters. Codes: `idempotency_key_reused`, `too_many_metadata_keys`, `invoice_client_ncc_required`, `invoice_total_out_of_range` */
    Error422_36: {
      headers: {
        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description The object's state does not allow it, or the same Idempotency-Key is still being processed. Codes: `idempotency_in_progress`, `invoice_not_draft` */
    Error409_37: {
      headers: {
        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description A well-formed request the rules refuse, or an Idempotency-Key reused with other parameters. Codes: `idempotency_key_reused`, `invoice_client_ncc_required` */
    Error422_38: {
      headers: {
        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description The request does not match the contract (`param` names the field). Codes: `parameter_invalid`, `parameter_unknown`, `api_version_unknown`, `malformed_json`, `field_too_long` */
    Error400_39: {
      headers: {
        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description The object's state does not allow it, or the same Idempotency-Key is still being processed. Codes: `idempotency_in_progress`, `invoice_not_payable` */
    Error409_40: {
      headers: {
        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
    /** @description The object's state does not allow it, or the same Idempotency-Key is still being processed. Codes: `idempotency_in_progress`, `invoice_not_voidable` */
    Error409_41: {
      headers: {
        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Error"];
      };
    };
  };
  parameters: never;
  requestBodies: never;
  headers: {
    /** @description Requests allowed per second for this key (PAYFLOW_API_RATE_LIMIT); absent when there is no limit */
    "RateLimit-Limit": number;
    /** @description Requests left in the current second for this key */
    "RateLimit-Remaining": number;
    /** @description Seconds until the count starts again */
    "RateLimit-Reset": number;
    /** @description Seconds to wait before trying again */
    "Retry-After": number;
    /** @description `true` when this is the kept answer of an earlier request with the same Idempotency-Key (nothing was done again) */
    "Idempotent-Replayed": "true";
  };
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  listPayments: {
    parameters: {
      query?: {
        /** @description 1 to 100, 10 by default */
        limit?: number;
        /** @description An object's id: the page after it */
        starting_after?: string;
        /** @description An object's id: the page before it */
        ending_before?: string;
        status?: "pending" | "succeeded" | "failed" | "expired" | "cancelled" | "refunded" | "partially_refunded";
        operator?: "wave" | "orange_money" | "mtn_momo" | "moov_money" | "bank_transfer";
        reference?: string;
        /** @description Only the payments made through this payment link (plink_…) */
        payment_link?: string;
        /** @description Unix seconds (an integer) or ISO 8601 (2026-11-24T08:00:00Z) */
        "created[gte]"?: number | string;
        /** @description Unix seconds (an integer) or ISO 8601 (2026-11-24T08:00:00Z) */
        "created[lte]"?: number | string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PaymentList"];
        };
      };
      400: components["responses"]["Error400_8"];
      401: components["responses"]["Error401_9"];
      403: components["responses"]["Error403_10"];
      404: components["responses"]["Error404"];
      429: components["responses"]["Error429_12"];
    };
  };
  createPayment: {
    parameters: {
      query?: never;
      header?: {
        /** @description Any unique string (a UUID): the first answer is kept 24 h and replayed for a retry */
        "idempotency-key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["CreatePayment"];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Payment"];
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      422: components["responses"]["Error422"];
      429: components["responses"]["Error429"];
      502: components["responses"]["Error502"];
    };
  };
  retrievePayment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The object's id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Payment"];
        };
      };
      400: components["responses"]["Error400_8"];
      401: components["responses"]["Error401_9"];
      403: components["responses"]["Error403_10"];
      404: components["responses"]["Error404"];
      429: components["responses"]["Error429_12"];
    };
  };
  cancelPayment: {
    parameters: {
      query?: never;
      header?: {
        /** @description Any unique string (a UUID): the first answer is kept 24 h and replayed for a retry */
        "idempotency-key"?: string;
      };
      path: {
        /** @description The object's id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Payment"];
        };
      };
      400: components["responses"]["Error400_13"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404_14"];
      409: components["responses"]["Error409_15"];
      422: components["responses"]["Error422_16"];
      429: components["responses"]["Error429"];
    };
  };
  listRefunds: {
    parameters: {
      query?: {
        /** @description 1 to 100, 10 by default */
        limit?: number;
        /** @description An object's id: the page after it */
        starting_after?: string;
        /** @description An object's id: the page before it */
        ending_before?: string;
        payment?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RefundList"];
        };
      };
      400: components["responses"]["Error400_8"];
      401: components["responses"]["Error401_9"];
      403: components["responses"]["Error403_10"];
      404: components["responses"]["Error404"];
      429: components["responses"]["Error429_12"];
    };
  };
  createRefund: {
    parameters: {
      query?: never;
      header?: {
        /** @description Any unique string (a UUID): the first answer is kept 24 h and replayed for a retry */
        "idempotency-key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["CreateRefund"];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Refund"];
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409_17"];
      413: components["responses"]["Error413"];
      422: components["responses"]["Error422_18"];
      429: components["responses"]["Error429"];
      502: components["responses"]["Error502"];
    };
  };
  retrieveRefund: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The object's id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Refund"];
        };
      };
      400: components["responses"]["Error400_8"];
      401: components["responses"]["Error401_9"];
      403: components["responses"]["Error403_10"];
      404: components["responses"]["Error404"];
      429: components["responses"]["Error429_12"];
    };
  };
  listPayouts: {
    parameters: {
      query?: {
        /** @description 1 to 100, 10 by default */
        limit?: number;
        /** @description An object's id: the page after it */
        starting_after?: string;
        /** @description An object's id: the page before it */
        ending_before?: string;
        status?: "pending_approval" | "queued" | "processing" | "succeeded" | "failed" | "reversed" | "cancelled";
        operator?: "wave" | "orange_money" | "mtn_momo" | "moov_money" | "bank";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayoutList"];
        };
      };
      400: components["responses"]["Error400_8"];
      401: components["responses"]["Error401_9"];
      403: components["responses"]["Error403_10"];
      404: components["responses"]["Error404"];
      429: components["responses"]["Error429_12"];
    };
  };
  createPayout: {
    parameters: {
      query?: never;
      header?: {
        /** @description Any unique string (a UUID): the first answer is kept 24 h and replayed for a retry */
        "idempotency-key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["CreatePayout"];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Payout"];
        };
      };
      400: components["responses"]["Error400"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      422: components["responses"]["Error422_19"];
      429: components["responses"]["Error429"];
    };
  };
  retrievePayout: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The object's id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Payout"];
        };
      };
      400: components["responses"]["Error400_8"];
      401: components["responses"]["Error401_9"];
      403: components["responses"]["Error403_10"];
      404: components["responses"]["Error404"];
      429: components["responses"]["Error429_12"];
    };
  };
  cancelPayout: {
    parameters: {
      query?: never;
      header?: {
        /** @description Any unique string (a UUID): the first answer is kept 24 h and replayed for a retry */
        "idempotency-key"?: string;
      };
      path: {
        /** @description The object's id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Payout"];
        };
      };
      400: components["responses"]["Error400_13"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404_14"];
      409: components["responses"]["Error409_20"];
      422: components["responses"]["Error422_16"];
      429: components["responses"]["Error429"];
    };
  };
  reversePayout: {
    parameters: {
      query?: never;
      header?: {
        /** @description Any unique string (a UUID): the first answer is kept 24 h and replayed for a retry */
        "idempotency-key"?: string;
      };
      path: {
        /** @description The object's id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Payout"];
        };
      };
      400: components["responses"]["Error400_13"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404_14"];
      409: components["responses"]["Error409_21"];
      422: components["responses"]["Error422_16"];
      429: components["responses"]["Error429"];
    };
  };
  createPayoutBatch: {
    parameters: {
      query?: never;
      header?: {
        /** @description Any unique string (a UUID): the first answer is kept 24 h and replayed for a retry */
        "idempotency-key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["CreatePayoutBatch"];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayoutBatch"];
        };
      };
      400: components["responses"]["Error400_22"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      422: components["responses"]["Error422_23"];
      429: components["responses"]["Error429"];
    };
  };
  retrievePayoutBatch: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The object's id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayoutBatch"];
        };
      };
      400: components["responses"]["Error400_8"];
      401: components["responses"]["Error401_9"];
      403: components["responses"]["Error403_10"];
      404: components["responses"]["Error404"];
      429: components["responses"]["Error429_12"];
    };
  };
  streamEvents: {
    parameters: {
      query?: {
        /** @description Only these webhook event types, comma-separated; all of them by default */
        types?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A stream of server-sent events */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "text/event-stream": unknown;
        };
      };
      400: components["responses"]["Error400_8"];
      401: components["responses"]["Error401_9"];
      403: components["responses"]["Error403_24"];
      429: components["responses"]["Error429_12"];
    };
  };
  streamRequestLogs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A stream of server-sent events */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "text/event-stream": unknown;
        };
      };
      400: components["responses"]["Error400_8"];
      401: components["responses"]["Error401_9"];
      403: components["responses"]["Error403_10"];
      429: components["responses"]["Error429_12"];
    };
  };
  listEvents: {
    parameters: {
      query?: {
        /** @description 1 to 100, 10 by default */
        limit?: number;
        /** @description An object's id: the page after it */
        starting_after?: string;
        /** @description An object's id: the page before it */
        ending_before?: string;
        type?:
          | "payment.pending"
          | "payment.success"
          | "payment.failed"
          | "payment.expired"
          | "payment.cancelled"
          | "payment.attempt_failed"
          | "refund.succeeded"
          | "refund.failed"
          | "operator.status_changed"
          | "payout.created"
          | "payout.succeeded"
          | "payout.failed"
          | "payout.reversed"
          | "payout.cancelled"
          | "payout_batch.completed"
          | "payment_link.created"
          | "payment_link.updated"
          | "payment_link.deactivated"
          | "invoice.finalized"
          | "invoice.certified"
          | "invoice.partially_paid"
          | "invoice.paid"
          | "invoice.overdue"
          | "invoice.voided"
          | "credit_note.certified";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EventList"];
        };
      };
      400: components["responses"]["Error400_8"];
      401: components["responses"]["Error401_9"];
      403: components["responses"]["Error403_10"];
      404: components["responses"]["Error404"];
      429: components["responses"]["Error429_12"];
    };
  };
  retrieveEvent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The object's id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Event"];
        };
      };
      400: components["responses"]["Error400_8"];
      401: components["responses"]["Error401_9"];
      403: components["responses"]["Error403_10"];
      404: components["responses"]["Error404"];
      429: components["responses"]["Error429_12"];
    };
  };
  retrieveBalance: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Balance"];
        };
      };
      400: components["responses"]["Error400_8"];
      401: components["responses"]["Error401_9"];
      403: components["responses"]["Error403_10"];
      429: components["responses"]["Error429_12"];
    };
  };
  listWebhookEndpoints: {
    parameters: {
      query?: {
        /** @description 1 to 100, 10 by default */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WebhookEndpointList"];
        };
      };
      400: components["responses"]["Error400_8"];
      401: components["responses"]["Error401_9"];
      403: components["responses"]["Error403_10"];
      429: components["responses"]["Error429_12"];
    };
  };
  createWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: {
        /** @description Any unique string (a UUID): the first answer is kept 24 h and replayed for a retry */
        "idempotency-key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["CreateWebhookEndpoint"];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WebhookEndpointWithSecret"];
        };
      };
      400: components["responses"]["Error400_25"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      422: components["responses"]["Error422_26"];
      429: components["responses"]["Error429"];
    };
  };
  retrieveWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The object's id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WebhookEndpoint"];
        };
      };
      400: components["responses"]["Error400_8"];
      401: components["responses"]["Error401_9"];
      403: components["responses"]["Error403_10"];
      404: components["responses"]["Error404"];
      429: components["responses"]["Error429_12"];
    };
  };
  deleteWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The object's id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DeletedWebhookEndpoint"];
        };
      };
      400: components["responses"]["Error400_8"];
      401: components["responses"]["Error401_9"];
      403: components["responses"]["Error403_10"];
      404: components["responses"]["Error404"];
      429: components["responses"]["Error429_12"];
    };
  };
  updateWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The object's id */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["UpdateWebhookEndpoint"];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WebhookEndpoint"];
        };
      };
      400: components["responses"]["Error400_27"];
      401: components["responses"]["Error401_9"];
      403: components["responses"]["Error403_10"];
      404: components["responses"]["Error404"];
      413: components["responses"]["Error413_28"];
      422: components["responses"]["Error422_29"];
      429: components["responses"]["Error429_12"];
    };
  };
  rotateWebhookEndpointSecret: {
    parameters: {
      query?: never;
      header?: {
        /** @description Any unique string (a UUID): the first answer is kept 24 h and replayed for a retry */
        "idempotency-key"?: string;
      };
      path: {
        /** @description The object's id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WebhookEndpointWithSecret"];
        };
      };
      400: components["responses"]["Error400_13"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404_14"];
      409: components["responses"]["Error409_30"];
      422: components["responses"]["Error422_16"];
      429: components["responses"]["Error429"];
    };
  };
  listOperators: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OperatorHealthList"];
        };
      };
      400: components["responses"]["Error400_8"];
      401: components["responses"]["Error401_9"];
      403: components["responses"]["Error403_10"];
      429: components["responses"]["Error429_12"];
    };
  };
  listPaymentLinks: {
    parameters: {
      query?: {
        /** @description 1 to 100, 10 by default */
        limit?: number;
        /** @description An object's id: the page after it */
        starting_after?: string;
        /** @description An object's id: the page before it */
        ending_before?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PaymentLinkList"];
        };
      };
      400: components["responses"]["Error400_8"];
      401: components["responses"]["Error401_9"];
      403: components["responses"]["Error403_10"];
      404: components["responses"]["Error404"];
      429: components["responses"]["Error429_12"];
    };
  };
  createPaymentLink: {
    parameters: {
      query?: never;
      header?: {
        /** @description Any unique string (a UUID): the first answer is kept 24 h and replayed for a retry */
        "idempotency-key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["CreatePaymentLink"];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PaymentLink"];
        };
      };
      400: components["responses"]["Error400_31"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409_32"];
      413: components["responses"]["Error413"];
      422: components["responses"]["Error422_33"];
      429: components["responses"]["Error429"];
    };
  };
  retrievePaymentLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The object's id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PaymentLink"];
        };
      };
      400: components["responses"]["Error400_8"];
      401: components["responses"]["Error401_9"];
      403: components["responses"]["Error403_10"];
      404: components["responses"]["Error404"];
      429: components["responses"]["Error429_12"];
    };
  };
  updatePaymentLink: {
    parameters: {
      query?: never;
      header?: {
        /** @description Any unique string (a UUID): the first answer is kept 24 h and replayed for a retry */
        "idempotency-key"?: string;
      };
      path: {
        /** @description The object's id */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["UpdatePaymentLink"];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PaymentLink"];
        };
      };
      400: components["responses"]["Error400_31"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404_14"];
      409: components["responses"]["Error409_34"];
      413: components["responses"]["Error413"];
      422: components["responses"]["Error422_33"];
      429: components["responses"]["Error429"];
    };
  };
  deactivatePaymentLink: {
    parameters: {
      query?: never;
      header?: {
        /** @description Any unique string (a UUID): the first answer is kept 24 h and replayed for a retry */
        "idempotency-key"?: string;
      };
      path: {
        /** @description The object's id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PaymentLink"];
        };
      };
      400: components["responses"]["Error400_13"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404_14"];
      409: components["responses"]["Error409"];
      422: components["responses"]["Error422_16"];
      429: components["responses"]["Error429"];
    };
  };
  listInvoices: {
    parameters: {
      query?: {
        /** @description 1 to 100, 10 by default */
        limit?: number;
        /** @description An object's id: the page after it */
        starting_after?: string;
        /** @description An object's id: the page before it */
        ending_before?: string;
        /** @description Only the invoices in this state */
        state?: "draft" | "open" | "partially_paid" | "paid" | "void";
        /** @description true: only the overdue invoices; false: none of them */
        overdue?: "true" | "false";
        /** @description Only this client's invoices (a client's id) */
        client?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["InvoiceList"];
        };
      };
      400: components["responses"]["Error400_8"];
      401: components["responses"]["Error401_9"];
      403: components["responses"]["Error403_10"];
      404: components["responses"]["Error404"];
      429: components["responses"]["Error429_12"];
    };
  };
  createInvoice: {
    parameters: {
      query?: never;
      header?: {
        /** @description Any unique string (a UUID): the first answer is kept 24 h and replayed for a retry */
        "idempotency-key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["CreateInvoice"];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Invoice"];
        };
      };
      400: components["responses"]["Error400_35"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      422: components["responses"]["Error422_36"];
      429: components["responses"]["Error429"];
    };
  };
  retrieveInvoice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The object's id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Invoice"];
        };
      };
      400: components["responses"]["Error400_8"];
      401: components["responses"]["Error401_9"];
      403: components["responses"]["Error403_10"];
      404: components["responses"]["Error404"];
      429: components["responses"]["Error429_12"];
    };
  };
  updateInvoice: {
    parameters: {
      query?: never;
      header?: {
        /** @description Any unique string (a UUID): the first answer is kept 24 h and replayed for a retry */
        "idempotency-key"?: string;
      };
      path: {
        /** @description The object's id */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["UpdateInvoice"];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Invoice"];
        };
      };
      400: components["responses"]["Error400_35"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404_14"];
      409: components["responses"]["Error409_37"];
      413: components["responses"]["Error413"];
      422: components["responses"]["Error422_36"];
      429: components["responses"]["Error429"];
    };
  };
  finalizeInvoice: {
    parameters: {
      query?: never;
      header?: {
        /** @description Any unique string (a UUID): the first answer is kept 24 h and replayed for a retry */
        "idempotency-key"?: string;
      };
      path: {
        /** @description The object's id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Invoice"];
        };
      };
      400: components["responses"]["Error400_13"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404_14"];
      409: components["responses"]["Error409_37"];
      422: components["responses"]["Error422_38"];
      429: components["responses"]["Error429"];
    };
  };
  sendInvoice: {
    parameters: {
      query?: never;
      header?: {
        /** @description Any unique string (a UUID): the first answer is kept 24 h and replayed for a retry */
        "idempotency-key"?: string;
      };
      path: {
        /** @description The object's id */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description Where to send it; by default every channel the client has an address for */
          channels?: ("email" | "whatsapp")[];
          /**
           * @description The message's language; French by default
           * @enum {string}
           */
          language?: "fr" | "en";
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Invoice"];
        };
      };
      400: components["responses"]["Error400_39"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404_14"];
      409: components["responses"]["Error409_40"];
      413: components["responses"]["Error413"];
      422: components["responses"]["Error422_16"];
      429: components["responses"]["Error429"];
    };
  };
  voidInvoice: {
    parameters: {
      query?: never;
      header?: {
        /** @description Any unique string (a UUID): the first answer is kept 24 h and replayed for a retry */
        "idempotency-key"?: string;
      };
      path: {
        /** @description The object's id */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          reason?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Invoice"];
        };
      };
      400: components["responses"]["Error400_39"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404_14"];
      409: components["responses"]["Error409_41"];
      413: components["responses"]["Error413"];
      422: components["responses"]["Error422_16"];
      429: components["responses"]["Error429"];
    };
  };
  retrieveInvoicePdf: {
    parameters: {
      query?: {
        /** @description The document's language; French by default */
        lang?: "fr" | "en";
      };
      header?: never;
      path: {
        /** @description The object's id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description <number>.pdf */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/pdf": string;
        };
      };
      400: components["responses"]["Error400_8"];
      401: components["responses"]["Error401_9"];
      403: components["responses"]["Error403_10"];
      404: components["responses"]["Error404"];
      429: components["responses"]["Error429_12"];
    };
  };
  listRecurringPlans: {
    parameters: {
      query?: {
        /** @description 1 to 100, 10 by default */
        limit?: number;
        /** @description An object's id: the page after it */
        starting_after?: string;
        /** @description An object's id: the page before it */
        ending_before?: string;
        status?: "active" | "paused" | "cancelled" | "ended";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RecurringPlanList"];
        };
      };
      400: components["responses"]["Error400_8"];
      401: components["responses"]["Error401_9"];
      403: components["responses"]["Error403_10"];
      404: components["responses"]["Error404"];
      429: components["responses"]["Error429_12"];
    };
  };
  createRecurringPlan: {
    parameters: {
      query?: never;
      header?: {
        /** @description Any unique string (a UUID): the first answer is kept 24 h and replayed for a retry */
        "idempotency-key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["CreateRecurringPlan"];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RecurringPlan"];
        };
      };
      400: components["responses"]["Error400_35"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      422: components["responses"]["Error422_36"];
      429: components["responses"]["Error429"];
    };
  };
  retrieveRecurringPlan: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The object's id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RecurringPlan"];
        };
      };
      400: components["responses"]["Error400_8"];
      401: components["responses"]["Error401_9"];
      403: components["responses"]["Error403_10"];
      404: components["responses"]["Error404"];
      429: components["responses"]["Error429_12"];
    };
  };
  updateRecurringPlan: {
    parameters: {
      query?: never;
      header?: {
        /** @description Any unique string (a UUID): the first answer is kept 24 h and replayed for a retry */
        "idempotency-key"?: string;
      };
      path: {
        /** @description The object's id */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["UpdateRecurringPlan"];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RecurringPlan"];
        };
      };
      400: components["responses"]["Error400_35"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404_14"];
      409: components["responses"]["Error409"];
      413: components["responses"]["Error413"];
      422: components["responses"]["Error422_36"];
      429: components["responses"]["Error429"];
    };
  };
  pauseRecurringPlan: {
    parameters: {
      query?: never;
      header?: {
        /** @description Any unique string (a UUID): the first answer is kept 24 h and replayed for a retry */
        "idempotency-key"?: string;
      };
      path: {
        /** @description The object's id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RecurringPlan"];
        };
      };
      400: components["responses"]["Error400_13"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404_14"];
      409: components["responses"]["Error409"];
      422: components["responses"]["Error422_16"];
      429: components["responses"]["Error429"];
    };
  };
  resumeRecurringPlan: {
    parameters: {
      query?: never;
      header?: {
        /** @description Any unique string (a UUID): the first answer is kept 24 h and replayed for a retry */
        "idempotency-key"?: string;
      };
      path: {
        /** @description The object's id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RecurringPlan"];
        };
      };
      400: components["responses"]["Error400_13"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404_14"];
      409: components["responses"]["Error409"];
      422: components["responses"]["Error422_16"];
      429: components["responses"]["Error429"];
    };
  };
  cancelRecurringPlan: {
    parameters: {
      query?: never;
      header?: {
        /** @description Any unique string (a UUID): the first answer is kept 24 h and replayed for a retry */
        "idempotency-key"?: string;
      };
      path: {
        /** @description The object's id */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RecurringPlan"];
        };
      };
      400: components["responses"]["Error400_13"];
      401: components["responses"]["Error401"];
      403: components["responses"]["Error403"];
      404: components["responses"]["Error404_14"];
      409: components["responses"]["Error409"];
      422: components["responses"]["Error422_16"];
      429: components["responses"]["Error429"];
    };
  };
  paymentSuccessWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description The same on every retry of one event to one endpoint: drop duplicates by it */
        "webhook-id": string;
        /** @description Unix seconds of this attempt */
        "webhook-timestamp": string;
        /** @description v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}"> keyed with the endpoint's secret (space-separated during a rotation) */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["PaymentSuccessWebhook"];
      };
    };
    responses: {
      /** @description Received (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Gone: PayFlow disables the endpoint and stops sending */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  paymentFailedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description The same on every retry of one event to one endpoint: drop duplicates by it */
        "webhook-id": string;
        /** @description Unix seconds of this attempt */
        "webhook-timestamp": string;
        /** @description v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}"> keyed with the endpoint's secret (space-separated during a rotation) */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["PaymentFailedWebhook"];
      };
    };
    responses: {
      /** @description Received (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Gone: PayFlow disables the endpoint and stops sending */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  paymentExpiredWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description The same on every retry of one event to one endpoint: drop duplicates by it */
        "webhook-id": string;
        /** @description Unix seconds of this attempt */
        "webhook-timestamp": string;
        /** @description v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}"> keyed with the endpoint's secret (space-separated during a rotation) */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["PaymentExpiredWebhook"];
      };
    };
    responses: {
      /** @description Received (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Gone: PayFlow disables the endpoint and stops sending */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  paymentCancelledWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description The same on every retry of one event to one endpoint: drop duplicates by it */
        "webhook-id": string;
        /** @description Unix seconds of this attempt */
        "webhook-timestamp": string;
        /** @description v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}"> keyed with the endpoint's secret (space-separated during a rotation) */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["PaymentCancelledWebhook"];
      };
    };
    responses: {
      /** @description Received (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Gone: PayFlow disables the endpoint and stops sending */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  paymentAttemptFailedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description The same on every retry of one event to one endpoint: drop duplicates by it */
        "webhook-id": string;
        /** @description Unix seconds of this attempt */
        "webhook-timestamp": string;
        /** @description v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}"> keyed with the endpoint's secret (space-separated during a rotation) */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["PaymentAttemptFailedWebhook"];
      };
    };
    responses: {
      /** @description Received (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Gone: PayFlow disables the endpoint and stops sending */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  refundSucceededWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description The same on every retry of one event to one endpoint: drop duplicates by it */
        "webhook-id": string;
        /** @description Unix seconds of this attempt */
        "webhook-timestamp": string;
        /** @description v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}"> keyed with the endpoint's secret (space-separated during a rotation) */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["RefundSucceededWebhook"];
      };
    };
    responses: {
      /** @description Received (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Gone: PayFlow disables the endpoint and stops sending */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  refundFailedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description The same on every retry of one event to one endpoint: drop duplicates by it */
        "webhook-id": string;
        /** @description Unix seconds of this attempt */
        "webhook-timestamp": string;
        /** @description v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}"> keyed with the endpoint's secret (space-separated during a rotation) */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["RefundFailedWebhook"];
      };
    };
    responses: {
      /** @description Received (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Gone: PayFlow disables the endpoint and stops sending */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  operatorStatusChangedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description The same on every retry of one event to one endpoint: drop duplicates by it */
        "webhook-id": string;
        /** @description Unix seconds of this attempt */
        "webhook-timestamp": string;
        /** @description v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}"> keyed with the endpoint's secret (space-separated during a rotation) */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["OperatorStatusChangedWebhook"];
      };
    };
    responses: {
      /** @description Received (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Gone: PayFlow disables the endpoint and stops sending */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  payoutCreatedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description The same on every retry of one event to one endpoint: drop duplicates by it */
        "webhook-id": string;
        /** @description Unix seconds of this attempt */
        "webhook-timestamp": string;
        /** @description v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}"> keyed with the endpoint's secret (space-separated during a rotation) */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["PayoutCreatedWebhook"];
      };
    };
    responses: {
      /** @description Received (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Gone: PayFlow disables the endpoint and stops sending */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  payoutSucceededWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description The same on every retry of one event to one endpoint: drop duplicates by it */
        "webhook-id": string;
        /** @description Unix seconds of this attempt */
        "webhook-timestamp": string;
        /** @description v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}"> keyed with the endpoint's secret (space-separated during a rotation) */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["PayoutSucceededWebhook"];
      };
    };
    responses: {
      /** @description Received (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Gone: PayFlow disables the endpoint and stops sending */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  payoutFailedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description The same on every retry of one event to one endpoint: drop duplicates by it */
        "webhook-id": string;
        /** @description Unix seconds of this attempt */
        "webhook-timestamp": string;
        /** @description v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}"> keyed with the endpoint's secret (space-separated during a rotation) */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["PayoutFailedWebhook"];
      };
    };
    responses: {
      /** @description Received (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Gone: PayFlow disables the endpoint and stops sending */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  payoutReversedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description The same on every retry of one event to one endpoint: drop duplicates by it */
        "webhook-id": string;
        /** @description Unix seconds of this attempt */
        "webhook-timestamp": string;
        /** @description v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}"> keyed with the endpoint's secret (space-separated during a rotation) */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["PayoutReversedWebhook"];
      };
    };
    responses: {
      /** @description Received (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Gone: PayFlow disables the endpoint and stops sending */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  payoutCancelledWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description The same on every retry of one event to one endpoint: drop duplicates by it */
        "webhook-id": string;
        /** @description Unix seconds of this attempt */
        "webhook-timestamp": string;
        /** @description v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}"> keyed with the endpoint's secret (space-separated during a rotation) */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["PayoutCancelledWebhook"];
      };
    };
    responses: {
      /** @description Received (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Gone: PayFlow disables the endpoint and stops sending */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  payoutBatchCompletedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description The same on every retry of one event to one endpoint: drop duplicates by it */
        "webhook-id": string;
        /** @description Unix seconds of this attempt */
        "webhook-timestamp": string;
        /** @description v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}"> keyed with the endpoint's secret (space-separated during a rotation) */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["PayoutBatchCompletedWebhook"];
      };
    };
    responses: {
      /** @description Received (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Gone: PayFlow disables the endpoint and stops sending */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  paymentLinkCreatedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description The same on every retry of one event to one endpoint: drop duplicates by it */
        "webhook-id": string;
        /** @description Unix seconds of this attempt */
        "webhook-timestamp": string;
        /** @description v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}"> keyed with the endpoint's secret (space-separated during a rotation) */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["PaymentLinkCreatedWebhook"];
      };
    };
    responses: {
      /** @description Received (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Gone: PayFlow disables the endpoint and stops sending */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  paymentLinkUpdatedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description The same on every retry of one event to one endpoint: drop duplicates by it */
        "webhook-id": string;
        /** @description Unix seconds of this attempt */
        "webhook-timestamp": string;
        /** @description v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}"> keyed with the endpoint's secret (space-separated during a rotation) */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["PaymentLinkUpdatedWebhook"];
      };
    };
    responses: {
      /** @description Received (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Gone: PayFlow disables the endpoint and stops sending */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  paymentLinkDeactivatedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description The same on every retry of one event to one endpoint: drop duplicates by it */
        "webhook-id": string;
        /** @description Unix seconds of this attempt */
        "webhook-timestamp": string;
        /** @description v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}"> keyed with the endpoint's secret (space-separated during a rotation) */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["PaymentLinkDeactivatedWebhook"];
      };
    };
    responses: {
      /** @description Received (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Gone: PayFlow disables the endpoint and stops sending */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  invoiceFinalizedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description The same on every retry of one event to one endpoint: drop duplicates by it */
        "webhook-id": string;
        /** @description Unix seconds of this attempt */
        "webhook-timestamp": string;
        /** @description v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}"> keyed with the endpoint's secret (space-separated during a rotation) */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["InvoiceFinalizedWebhook"];
      };
    };
    responses: {
      /** @description Received (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Gone: PayFlow disables the endpoint and stops sending */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  invoiceCertifiedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description The same on every retry of one event to one endpoint: drop duplicates by it */
        "webhook-id": string;
        /** @description Unix seconds of this attempt */
        "webhook-timestamp": string;
        /** @description v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}"> keyed with the endpoint's secret (space-separated during a rotation) */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["InvoiceCertifiedWebhook"];
      };
    };
    responses: {
      /** @description Received (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Gone: PayFlow disables the endpoint and stops sending */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  invoicePartiallyPaidWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description The same on every retry of one event to one endpoint: drop duplicates by it */
        "webhook-id": string;
        /** @description Unix seconds of this attempt */
        "webhook-timestamp": string;
        /** @description v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}"> keyed with the endpoint's secret (space-separated during a rotation) */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["InvoicePartiallyPaidWebhook"];
      };
    };
    responses: {
      /** @description Received (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Gone: PayFlow disables the endpoint and stops sending */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  invoicePaidWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description The same on every retry of one event to one endpoint: drop duplicates by it */
        "webhook-id": string;
        /** @description Unix seconds of this attempt */
        "webhook-timestamp": string;
        /** @description v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}"> keyed with the endpoint's secret (space-separated during a rotation) */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["InvoicePaidWebhook"];
      };
    };
    responses: {
      /** @description Received (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Gone: PayFlow disables the endpoint and stops sending */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  invoiceOverdueWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description The same on every retry of one event to one endpoint: drop duplicates by it */
        "webhook-id": string;
        /** @description Unix seconds of this attempt */
        "webhook-timestamp": string;
        /** @description v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}"> keyed with the endpoint's secret (space-separated during a rotation) */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["InvoiceOverdueWebhook"];
      };
    };
    responses: {
      /** @description Received (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Gone: PayFlow disables the endpoint and stops sending */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  invoiceVoidedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description The same on every retry of one event to one endpoint: drop duplicates by it */
        "webhook-id": string;
        /** @description Unix seconds of this attempt */
        "webhook-timestamp": string;
        /** @description v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}"> keyed with the endpoint's secret (space-separated during a rotation) */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["InvoiceVoidedWebhook"];
      };
    };
    responses: {
      /** @description Received (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Gone: PayFlow disables the endpoint and stops sending */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  creditNoteCertifiedWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description The same on every retry of one event to one endpoint: drop duplicates by it */
        "webhook-id": string;
        /** @description Unix seconds of this attempt */
        "webhook-timestamp": string;
        /** @description v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}"> keyed with the endpoint's secret (space-separated during a rotation) */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["CreditNoteCertifiedWebhook"];
      };
    };
    responses: {
      /** @description Received (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Gone: PayFlow disables the endpoint and stops sending */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookTestWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description The same on every retry of one event to one endpoint: drop duplicates by it */
        "webhook-id": string;
        /** @description Unix seconds of this attempt */
        "webhook-timestamp": string;
        /** @description v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}"> keyed with the endpoint's secret (space-separated during a rotation) */
        "webhook-signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["WebhookTestWebhook"];
      };
    };
    responses: {
      /** @description Received (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Gone: PayFlow disables the endpoint and stops sending */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
}
