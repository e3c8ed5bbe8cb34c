import { apiClient } from "../api.js";
import { CliError, needConfig } from "../config.js";
import { type Output, xof } from "../output.js";

// `payflow payments create|get|list`: the merchant API's payments from the terminal.

type Payment = {
  id: string;
  amount: number;
  status: string;
  operator: string | null;
  description: string;
  checkout_url?: string;
  created_at?: string;
};
type Page = { data: Payment[]; has_more: boolean };

const line = (p: Payment) =>
  `${p.id}  ${xof(p.amount).padStart(14)}  ${p.status.padEnd(10)} ${(p.operator ?? "-").padEnd(13)} ${p.description}`;

export async function createPayment(
  options: { amount: string; description: string; operator?: string; phone?: string; reference?: string },
  out: Output,
) {
  const amount = Number(options.amount);
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new CliError("--amount is a whole number of XOF.");
  const api = apiClient(await needConfig());
  const payment = await api.post<Payment>("/v1/payments", {
    amount,
    currency: "XOF",
    description: options.description,
    ...(options.operator ? { operator: options.operator } : {}),
    ...(options.phone ? { phone: options.phone } : {}),
    ...(options.reference ? { reference: options.reference } : {}),
  });
  out.result(payment, () =>
    [line(payment), payment.checkout_url ? `Checkout: ${payment.checkout_url}` : ""].filter(Boolean).join("\n"),
  );
}

export async function getPayment(id: string, out: Output) {
  const payment = await apiClient(await needConfig()).get<Payment>(`/v1/payments/${encodeURIComponent(id)}`);
  out.result(payment, () => line(payment));
}

export async function listPayments(options: { limit?: string; status?: string }, out: Output) {
  const params = new URLSearchParams();
  if (options.limit) params.set("limit", options.limit);
  if (options.status) params.set("status", options.status);
  const page = await apiClient(await needConfig()).get<Page>(`/v1/payments?${params}`);
  out.result(page, () => (page.data.length ? page.data.map(line).join("\n") : "No payments."));
}
