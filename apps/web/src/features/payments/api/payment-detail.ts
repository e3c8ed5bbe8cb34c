import { API } from "@payflow/contracts/paths";
import type { PaymentDetail } from "@payflow/contracts/payments";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { paymentsQueryKey } from "./list-payments";

/** GET /api/payments/{id}: the payment with its attempts, refunds and events. */
export function fetchPaymentDetail(id: string): Promise<PaymentDetail> {
  return api<PaymentDetail>(API.payment(id));
}

export const paymentDetailQuery = (mode: "test" | "live", id: string | null) =>
  queryOptions({
    queryKey: [...paymentsQueryKey, "detail", mode, id],
    queryFn: () => fetchPaymentDetail(id as string),
    enabled: id !== null,
  });
