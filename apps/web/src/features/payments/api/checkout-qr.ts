import { API } from "@payflow/contracts/paths";
import type { CheckoutQr } from "@payflow/contracts/payments";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";

/** GET /api/pos/payments/{id}/qr: the payer's checkout link as a QR code (it never changes). */
export function fetchCheckoutQr(id: string): Promise<CheckoutQr> {
  return api<CheckoutQr>(API.posPaymentQr(id));
}

export const checkoutQrQuery = (mode: "test" | "live", id: string | null) =>
  queryOptions({
    queryKey: ["pos-qr", mode, id],
    queryFn: () => fetchCheckoutQr(id as string),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
