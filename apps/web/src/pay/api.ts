import { API } from "@payflow/contracts/paths";
import type { CheckoutPayRequest, CheckoutView } from "@payflow/contracts/payments";
import { refusal, request } from "../lib/http";
import { loadErrorCatalogue } from "./error-words";

// The payer's page's two calls (public: the unguessable id is the payer's key). No session, no
// mode header: the payment itself says whether it is a test.

/** The server's refusal, once the words to show it are here (error-words.ts). */
async function payerRefusal(response: Response): Promise<unknown> {
  const [error] = await Promise.all([refusal(response), loadErrorCatalogue().catch(() => null)]);
  return error;
}

async function checkoutCall(path: string, init: RequestInit): Promise<CheckoutView> {
  const response = await request(path, { credentials: "same-origin", ...init });
  if (response.ok) return (await response.json()) as CheckoutView;
  throw await payerRefusal(response);
}

/** What the payer's page shows of a payment. */
export function fetchCheckout(id: string, signal?: AbortSignal): Promise<CheckoutView> {
  return checkoutCall(API.checkout(id), { signal: signal ?? null });
}

/** The payer's choice (operator and number): the server asks the operator and answers the new view. */
export function payCheckout(id: string, body: CheckoutPayRequest): Promise<CheckoutView> {
  return checkoutCall(API.checkoutPay(id), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** A payer's request to a public page's API (a link's visit, an invoice's part): its answer, or the refusal. */
export async function publicPost<T>(path: string, body: unknown): Promise<T> {
  const response = await request(path, {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (response.ok) return (await response.json()) as T;
  throw await payerRefusal(response);
}
