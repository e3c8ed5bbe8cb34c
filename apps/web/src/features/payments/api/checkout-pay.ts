import { API } from "@payflow/contracts/paths";
import type { CheckoutPayRequest, CheckoutView } from "@payflow/contracts/payments";
import { api } from "../../../lib/api";

/** The payer's choice (operator and number): the server asks the operator and answers the new view. */
export function payCheckout(id: string, body: CheckoutPayRequest): Promise<CheckoutView> {
  return api<CheckoutView>(API.checkoutPay(id), { method: "POST", body });
}
