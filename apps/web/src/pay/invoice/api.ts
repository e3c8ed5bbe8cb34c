import type { PayInvoiceRequest, PublicInvoice } from "@payflow/contracts/invoice-views";
import { API } from "@payflow/contracts/paths";
import type { PaymentLinkPayment } from "@payflow/contracts/payment-links";
import { refusal, request } from "../../lib/http";
import { publicPost } from "../api";

// The invoice page's two calls (public: the unguessable invoice id is the payer's key).

/** The invoice as its payer sees it, when the server did not write it into the page. */
export async function fetchInvoice(id: string, signal?: AbortSignal): Promise<PublicInvoice> {
  const response = await request(API.publicInvoice(id), { credentials: "same-origin", signal: signal ?? null });
  if (response.ok) return (await response.json()) as PublicInvoice;
  throw await refusal(response);
}

/** A payer's part of the invoice: the payment made for it (the same answer as a link's visit), paid on its checkout page. */
export function payInvoice(id: string, body: PayInvoiceRequest): Promise<PaymentLinkPayment> {
  return publicPost(API.publicInvoicePay(id), body);
}
