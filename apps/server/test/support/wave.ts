import { createHmac } from "node:crypto";
import { companyWaveCredentials } from "../../src/sandboxes/company-credentials";
import type { TestContext } from "./context";

/** The Wave webhook secret PayFlow checks a company's test-mode Wave callbacks against. */
export async function waveTestWebhookSecret(ctx: TestContext, companyId: string): Promise<string> {
  return companyWaveCredentials(ctx.deps.secretKey, companyId).webhookSecret;
}

/**
 * A Wave webhook body about a payment's session, as Wave sends it: a completed, paid session
 * unless `session` (its fields) and `type` say otherwise.
 */
export function waveEvent(paymentId: string, session: Record<string, unknown>, type = "checkout.session.completed") {
  return JSON.stringify({
    id: `EV_${Math.random().toString(36).slice(2)}`,
    type,
    data: {
      client_reference: paymentId,
      checkout_status: "complete",
      payment_status: "succeeded",
      // Each payment its own transaction: one id settling two payments is held for review.
      transaction_id: `T_${Math.random().toString(36).slice(2).toUpperCase()}`,
      last_payment_error: null,
      ...session,
    },
  });
}

/** Posts a Wave webhook to PayFlow, signed with `secret` (Wave-Signature over the timestamp and the raw body). */
export function postWaveWebhook(ctx: TestContext, body: string, secret: string) {
  const t = Math.floor(Date.now() / 1000);
  const signature = createHmac("sha256", secret).update(`${t}${body}`).digest("hex");
  return fetch(`${ctx.deps.selfUrl}/callbacks/wave`, {
    method: "POST",
    headers: { "content-type": "application/json", "wave-signature": `t=${t},v1=${signature}` },
    body,
  });
}
