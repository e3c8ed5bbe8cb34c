import { API } from "@payflow/contracts/paths";
import type { PaymentLink } from "@payflow/contracts/payment-links";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { paymentLinksQueryKey } from "./list-payment-links";

/** GET /api/payment-links/{id}: the link with its totals. */
export function fetchPaymentLink(id: string): Promise<PaymentLink> {
  return api<PaymentLink>(API.paymentLink(id));
}

export const paymentLinkQuery = (mode: "test" | "live", id: string) =>
  queryOptions({
    queryKey: [...paymentLinksQueryKey, "detail", mode, id],
    queryFn: () => fetchPaymentLink(id),
  });
