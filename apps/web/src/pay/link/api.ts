import { API } from "@payflow/contracts/paths";
import type { PaymentLinkPayment, PayPaymentLinkRequest } from "@payflow/contracts/payment-links";
import { refusal, request } from "../../lib/http";

/** A payer's visit of a link (public: the slug is the payer's key): the payment it made. */
export async function visitLink(slug: string, body: PayPaymentLinkRequest): Promise<PaymentLinkPayment> {
  const response = await request(API.publicPaymentLinkPay(slug), {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (response.ok) return (await response.json()) as PaymentLinkPayment;
  throw await refusal(response);
}
