// The shop's orders, kept in memory for the example (a real shop keeps them in its database).
// An order is fulfilled once: by the first `payment.success` webhook for its payment, whatever
// the number of deliveries of the same event (`webhook-id`) or of other events for it.

export function orderBook() {
  const orders = new Map();
  const seenEvents = new Set();
  // Order ids are the payments' idempotency keys: unique across restarts of this in-memory shop.
  const run = Date.now().toString(36).toUpperCase();
  let next = 1;
  return {
    create(items, amount) {
      const order = {
        id: `CMD-${run}-${next++}`,
        items,
        amount,
        payment: null,
        status: "awaiting_payment",
      };
      orders.set(order.id, order);
      return order;
    },
    attachPayment(orderId, paymentId) {
      const order = orders.get(orderId);
      if (order) order.payment = paymentId;
    },
    get: (id) => orders.get(id) ?? null,
    /** Applies a verified event once; answers what it did, for the log. */
    apply(event) {
      if (seenEvents.has(event.id)) return "duplicate delivery";
      seenEvents.add(event.id);
      const orderId = event.data?.metadata?.order_id;
      const order = orderId ? orders.get(orderId) : null;
      if (!order) return "no order for this event";
      if (event.type === "payment.success" && order.status !== "fulfilled") {
        order.status = "fulfilled";
        return `order ${order.id} fulfilled`;
      }
      if (event.type === "payment.failed" && order.status === "awaiting_payment") {
        order.status = "payment_failed";
        return `order ${order.id}: payment failed`;
      }
      return "nothing to do";
    },
  };
}
