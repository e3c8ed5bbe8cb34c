import { expect } from "vitest";
import type { Deps } from "../../src/deps";
import { reconcileDue } from "../../src/modules/payments";
import type { TestClient, TestContext } from "./context";
import { pollUntil } from "./sandbox";

// Payments as the dashboard makes them: the staff client sends its mode in x-payflow-mode.

export function inMode(client: TestClient, mode: "test" | "live") {
  const headers = { "x-payflow-mode": mode };
  return {
    get: (url: string) => client.request("GET", url, { headers }),
    post: (url: string, json?: unknown) => client.request("POST", url, { headers, json: json ?? {} }),
    patch: (url: string, json?: unknown) => client.request("PATCH", url, { headers, json: json ?? {} }),
  };
}

export async function createPayment(client: TestClient, body: Record<string, unknown>, mode: "test" | "live" = "test") {
  const res = await inMode(client, mode).post("/api/payments", body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** Waits until the payment leaves `pending` (or the deadline passes) and answers it. */
export async function settled(client: TestClient, id: string, timeoutMs = 15_000, mode: "test" | "live" = "test") {
  const read = async () => (await inMode(client, mode).get(`/api/payments/${id}`)).body;
  return pollUntil(read, (d) => d.payment?.status !== "pending", timeoutMs);
}

export async function eventsOf(ctx: TestContext, paymentId: string): Promise<string[]> {
  const rows = await ctx.pool.query("select type from payment_events where payment_id = $1 order by seq", [paymentId]);
  return rows.rows.map((r: { type: string }) => r.type);
}

/**
 * Runs reconciliation rounds until `done` holds for what `read` answers (10 s at most). In a file
 * whose context runs the background jobs, their own round (every second) may claim a payment just
 * before the test's: the test's round then claims nothing, and the check ends a moment later.
 */
export function reconciledUntil<T>(deps: Deps, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  return pollUntil(async () => {
    await reconcileDue(deps);
    return read();
  }, done);
}

/**
 * A payment that succeeded with this operator, from this payer, made by `client` on the
 * dashboard and asked about as reconciliation would (each round made due at once); answers its
 * id and the operator's reference.
 */
export async function paidBySandbox(
  ctx: TestContext,
  client: TestClient,
  payment: { operator: string; phone: string; amount?: number },
): Promise<{ id: string; operatorReference: string | null }> {
  const created = await createPayment(client, { amount: payment.amount ?? 10_000, ...payment });
  const done = await pollUntil(
    async () => {
      await ctx.pool.query("update transactions set next_check_at = now() where id = $1 and status = 'pending'", [
        created.id,
      ]);
      await reconcileDue(ctx.deps, { limit: 20 });
      return (await inMode(client, "test").get(`/api/payments/${created.id}`)).body;
    },
    (d) => d.payment.status !== "pending",
    15_000,
  );
  expect(done.payment.status).toBe("succeeded");
  const { rows } = await ctx.pool.query("select operator_reference from transactions where id = $1", [created.id]);
  return { id: created.id as string, operatorReference: rows[0].operator_reference as string | null };
}
