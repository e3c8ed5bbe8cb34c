import { API } from "@payflow/contracts/paths";
import type { CheckoutView } from "@payflow/contracts/payments";
import { api } from "../../../lib/api";

/** What the payer's page shows of a payment (public: the unguessable id is the payer's key). No React Query: public page. */
export function fetchCheckout(id: string, signal?: AbortSignal): Promise<CheckoutView> {
  return api<CheckoutView>(API.checkout(id), { signal });
}
