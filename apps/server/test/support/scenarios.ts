import { expect } from "vitest";
import type { merchant } from "./merchant";
import { merchantPayment } from "./merchant";
import { pollUntil } from "./sandbox";

// A /v1 payment through a scenario number (docs/OPERATORS.md, Magic payer numbers), followed as a developer would.

/** Creates the payment and waits until it leaves pending. */
export async function paid(api: ReturnType<typeof merchant>, operator: string, phone: string) {
  const created = await api.post("/v1/payments", { ...merchantPayment, operator, phone });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const done = await pollUntil(
    async () => (await api.get(`/v1/payments/${created.body.id}`)).body,
    (p) => p.status !== "pending",
    15_000,
  );
  return done;
}

/** The payment's events as GET /v1/events lists them, newest first. */
export async function eventsOf(api: ReturnType<typeof merchant>, id: string): Promise<string[]> {
  const events = (await api.get("/v1/events?limit=100")).body.data as Array<{ type: string; data: { id?: string } }>;
  return events.filter((e) => e.data.id === id).map((e) => e.type);
}
