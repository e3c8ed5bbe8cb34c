import { API } from "@payflow/contracts/paths";
import type { CreatePaymentRequest, Payment } from "@payflow/contracts/payments";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api";

/** POST /api/payments: the POS asks the payer to pay. */
export function requestPayment(body: CreatePaymentRequest): Promise<Payment> {
  return api<Payment>(API.payments, { method: "POST", body });
}

export const useRequestPayment = () => useMutation({ mutationFn: requestPayment });
