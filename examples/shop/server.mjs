import { createServer } from "node:http";
import { createPayFlow, PayFlowSignatureError, verifyWebhook } from "@payflow/sdk";
import { orderBook } from "./orders.mjs";
import { shopPage } from "./page.mjs";

// A small shop on PayFlow (examples/shop/README.md): `npm run shop` (builds the SDK, then
// `node examples/shop/server.mjs`). It talks to PayFlow through @payflow/sdk only.
// PAYFLOW_URL: PayFlow's address; PAYFLOW_API_KEY: a secret key; PAYFLOW_WEBHOOK_SECRET: the
// endpoint's whsec_… (optional: without it webhooks are refused); PORT: the shop's port (4242).

const PAYFLOW_URL = process.env.PAYFLOW_URL ?? "http://localhost:3000";
const API_KEY = process.env.PAYFLOW_API_KEY;
const WEBHOOK_SECRET = process.env.PAYFLOW_WEBHOOK_SECRET;
const PORT = Number(process.env.PORT ?? 4242);
if (!API_KEY) {
  console.error("Set PAYFLOW_API_KEY to a PayFlow secret key (sk_test_…).");
  process.exit(1);
}

const payflow = createPayFlow({ baseUrl: PAYFLOW_URL, apiKey: API_KEY });
const orders = orderBook();
const PRICE = 15_000;

const readBody = (req) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });

const send = (res, status, body, type = "application/json") => {
  res.writeHead(status, { "content-type": type });
  res.end(type === "application/json" ? JSON.stringify(body) : body);
};

async function createOrder(res) {
  const order = orders.create(["Pagne wax, 6 yards"], PRICE);
  // The order id as the idempotency key: a retried request never makes a second payment.
  const payment = await payflow.payments.create(
    { amount: PRICE, currency: "XOF", description: "Pagne wax", reference: order.id, metadata: { order_id: order.id } },
    { idempotencyKey: order.id },
  );
  orders.attachPayment(order.id, payment.id);
  send(res, 201, { order: order.id, payment: payment.id });
}

/** Answers 200 at once for a verified event; the order is fulfilled after, once per event. */
async function webhook(req, res) {
  const raw = await readBody(req);
  let event;
  try {
    if (!WEBHOOK_SECRET) throw new PayFlowSignatureError("no PAYFLOW_WEBHOOK_SECRET");
    // The event's id is its delivery's webhook-id: the same event delivered again keeps it.
    event = { id: req.headers["webhook-id"], ...verifyWebhook(raw, req.headers, WEBHOOK_SECRET) };
  } catch (error) {
    if (error instanceof PayFlowSignatureError) return send(res, 400, { error: "signature" });
    throw error;
  }
  send(res, 200, { received: true });
  setImmediate(() => console.log(`webhook ${event.type} (${event.id}): ${orders.apply(event)}`));
}

const server = createServer((req, res) => {
  const route = `${req.method} ${new URL(req.url ?? "/", "http://shop").pathname}`;
  const handle =
    route === "GET /"
      ? async () => send(res, 200, shopPage(PAYFLOW_URL), "text/html; charset=utf-8")
      : route === "POST /orders"
        ? () => createOrder(res)
        : route === "POST /webhooks/payflow"
          ? () => webhook(req, res)
          : async () => send(res, 404, { error: "not found" });
  handle().catch((error) => {
    console.error(error);
    if (!res.headersSent) send(res, 502, { error: error.message });
  });
});

server.listen(PORT, () => {
  console.log(`Shop on http://localhost:${PORT} (PayFlow at ${PAYFLOW_URL})`);
  console.log(`Register http://localhost:${PORT} in PayFlow's checkout origins (API keys screen).`);
});
