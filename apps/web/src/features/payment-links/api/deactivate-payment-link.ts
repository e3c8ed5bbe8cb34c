import { API } from "@payflow/contracts/paths";
import type { PaymentLink } from "@payflow/contracts/payment-links";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { paymentLinksQueryKey } from "./list-payment-links";

/** POST /api/payment-links/{id}/deactivate: the link takes no new payment. */
export function deactivatePaymentLink(id: string): Promise<PaymentLink> {
  return api<PaymentLink>(API.paymentLinkDeactivate(id), { method: "POST" });
}

export const useDeactivatePaymentLink = () => useRefreshingMutation(deactivatePaymentLink, paymentLinksQueryKey);
