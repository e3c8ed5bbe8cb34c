import { API } from "@payflow/contracts/paths";
import type { PaymentLink, UpdatePaymentLinkRequest } from "@payflow/contracts/payment-links";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { paymentLinksQueryKey } from "./list-payment-links";

/** PATCH /api/payment-links/{id}: anything but the slug, while the link is active. */
export function updatePaymentLink({ id, body }: { id: string; body: UpdatePaymentLinkRequest }): Promise<PaymentLink> {
  return api<PaymentLink>(API.paymentLink(id), { method: "PATCH", body });
}

export const useUpdatePaymentLink = () => useRefreshingMutation(updatePaymentLink, paymentLinksQueryKey);
