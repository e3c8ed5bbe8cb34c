import { API } from "@payflow/contracts/paths";
import type { Refund, RefundRequest } from "@payflow/contracts/payments";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { paymentsQueryKey } from "./list-payments";

/** POST /api/payments/{id}/refund. */
export function refund({ id, body }: { id: string; body: RefundRequest }): Promise<Refund> {
  return api<Refund>(API.paymentAction(id, "refund"), { method: "POST", body });
}

export const useRefund = () => useRefreshingMutation(refund, paymentsQueryKey);
