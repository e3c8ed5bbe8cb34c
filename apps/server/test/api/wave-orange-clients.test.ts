import { describe, expect, it } from "vitest";
import { SANDBOX_CREDENTIALS } from "../../src/sandboxes/credentials";
import { railsAgainstSandboxes } from "../support/operator-rails";
import { pollUntil } from "../support/sandbox";

// Wave's and Orange's sandboxes as clients nobody here wrote use them (docs/OPERATORS.md). Wave:
// requests built as the open-source `wave-api-client` builds them (its key check, a JSON body
// with the amount as a string, Bearer and Content-Type on every call, GET parameters in the
// query). Orange: its Web Payment documentation's requests, on the sandbox ("dev", OUV) path and
// on Côte d'Ivoire's ("ci", XOF), as a live integration calls it. Only the base URLs are ours.

const { env, bases } = railsAgainstSandboxes();

describe("Wave's sandbox through wave-api-client's requests", () => {
  const { apiKey } = SANDBOX_CREDENTIALS.wave;
  const call = async (method: "GET" | "POST", path: string, body?: unknown) => {
    const res = await fetch(`${bases.get("wave")}${path}`, {
      method,
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${apiKey}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };

  it("accepts the published key, which passes the client's own key check", () => {
    expect(apiKey).toMatch(/^wave_[a-zA-Z0-9_-]{20,}$/);
  });

  it("creates a session, reads it by id, then finds it by its payment's transaction_id", async () => {
    const created = await call("POST", "/v1/checkout/sessions", {
      amount: "1500",
      currency: "XOF",
      success_url: "https://shop.example.ci/merci",
      error_url: "https://shop.example.ci/erreur",
      client_reference: `order-${Date.now()}`,
    });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ amount: "1500", currency: "XOF", checkout_status: "open" });
    const id = String(created.json.id);
    // Nobody plays the payer: the sandbox approves after its delay (600 ms here).
    const complete = await pollUntil(
      () => call("GET", `/v1/checkout/sessions/${id}`),
      (r) => r.json.checkout_status !== "open",
    );
    expect(complete.json).toMatchObject({ checkout_status: "complete", payment_status: "succeeded" });
    const transactionId = String(complete.json.transaction_id);
    const found = await call("GET", `/v1/checkout/sessions?transaction_id=${encodeURIComponent(transactionId)}`);
    expect(found).toEqual({ status: 200, json: complete.json });
    expect(await call("GET", "/v1/checkout/sessions?transaction_id=T_NOSUCHPAYMENT")).toEqual({
      status: 404,
      json: { code: "checkout-session-not-found", message: "Checkout session not found." },
    });
    const unnamed = await call("GET", "/v1/checkout/sessions");
    expect([unnamed.status, unnamed.json.code]).toEqual([400, "request-validation-error"]);
  });
});

describe("Orange's sandbox through its documentation's requests", () => {
  const { clientId, clientSecret, merchantKey } = SANDBOX_CREDENTIALS.orange_money;
  const base = () => bases.get("orange_money") as string;

  async function accessToken(): Promise<string> {
    const res = await fetch(`${base()}/oauth/v3/token`, {
      method: "POST",
      headers: {
        Authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`,
        "Content-Type": "application/x-www-form-urlencoded",
        Accept: "application/json",
      },
      body: "grant_type=client_credentials",
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { access_token: string }).access_token;
  }

  const webpay = async (token: string, path: "dev" | "ci", operation: string, body: Record<string, unknown>) => {
    const res = await fetch(`${base()}/orange-money-webpay/${path}/v1/${operation}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };

  for (const [path, currency, other] of [
    ["dev", "OUV", "XOF"],
    ["ci", "XOF", "OUV"],
  ] as const) {
    it(`pays through /orange-money-webpay/${path}/v1 in ${currency}, and refuses ${other} there`, async () => {
      const token = await accessToken();
      const orderId = `MY_ORDER_${Date.now()}`.slice(0, 30);
      const payment = {
        merchant_key: merchantKey,
        currency,
        order_id: orderId,
        amount: 1200,
        return_url: "http://myvirtualshop.webnode.es",
        cancel_url: "http://myvirtualshop.webnode.es/txncncld/",
        notif_url: `${env.sink.url}/callbacks/orange_money/notif`,
        lang: "fr",
        reference: "ref Merchant",
      };
      expect((await webpay(token, path, "webpayment", { ...payment, currency: other })).status).toBe(400);
      const created = await webpay(token, path, "webpayment", payment);
      expect(created).toMatchObject({ status: 201, json: { status: 201, message: "OK" } });
      const { pay_token } = created.json;
      expect(String(created.json.payment_url)).toContain(String(pay_token));
      const status = await pollUntil(
        () => webpay(token, path, "transactionstatus", { order_id: orderId, amount: 1200, pay_token }),
        (r) => r.json.status !== "INITIATED",
      );
      expect(status).toMatchObject({ status: 201, json: { status: "SUCCESS", order_id: orderId } });
    });
  }
});
