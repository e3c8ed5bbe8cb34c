import { API } from "@payflow/contracts/paths";
import type { CreatePaymentLinkRequest, PaymentLink } from "@payflow/contracts/payment-links";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { paymentLinksQueryKey } from "./list-payment-links";

/** POST /api/payment-links. */
export function createPaymentLink(body: CreatePaymentLinkRequest): Promise<PaymentLink> {
  return api<PaymentLink>(API.paymentLinks, { method: "POST", body });
}

export const useCreatePaymentLink = () => useRefreshingMutation(createPaymentLink, paymentLinksQueryKey, "success");
