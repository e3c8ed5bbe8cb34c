import { API } from "@payflow/contracts/paths";
import type { Payment } from "@payflow/contracts/payments";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { paymentsQueryKey } from "./list-payments";

/** POST /api/payments/{id}/cancel (a pending payment). */
export function cancelPayment(id: string): Promise<Payment> {
  return api<Payment>(API.paymentAction(id, "cancel"), { method: "POST", body: {} });
}

export const useCancelPayment = () => useRefreshingMutation(cancelPayment, paymentsQueryKey);
