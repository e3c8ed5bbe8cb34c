import { API } from "@payflow/contracts/paths";
import type { PaymentLinkPayment, PayPaymentLinkRequest } from "@payflow/contracts/payment-links";
import { publicPost } from "../api";

/** A payer's visit of a link (public: the slug is the payer's key): the payment it made. */
export function visitLink(slug: string, body: PayPaymentLinkRequest): Promise<PaymentLinkPayment> {
  return publicPost(API.publicPaymentLinkPay(slug), body);
}
