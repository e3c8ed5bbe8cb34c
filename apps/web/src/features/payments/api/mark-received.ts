import { API } from "@payflow/contracts/paths";
import type { Payment } from "@payflow/contracts/payments";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { paymentsQueryKey } from "./list-payments";

/** POST /api/payments/{id}/mark-received (a bank transfer seen on the account). */
export function markReceived(id: string): Promise<Payment> {
  return api<Payment>(API.paymentAction(id, "mark-received"), { method: "POST", body: {} });
}

export const useMarkReceived = () => useRefreshingMutation(markReceived, paymentsQueryKey);
