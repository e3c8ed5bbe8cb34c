import { LATEST_API_VERSION } from "@payflow/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { applyOperatorStatus } from "../../src/modules/payments/engine/outcomes";
import { ADMIN, createTestContext, type TestClient, type TestContext } from "../support/context";
import { createPayment, inMode } from "../support/payments";
import { defaultCompanyId } from "../support/people";

// A success is written in one statement with everything it causes (docs/PAYMENTS.md § One
// statement per outcome): the state change, its event, the webhook deliveries, the notice, the
// followers' notifications and messages. These tests hold it to what the transactional path
// wrote before: the event's copy of the payment is the stored row, a row changed between the
// read and the write is still moved (by the transactional path), and however many reports of
// one success arrive at once, one of each thing is written.

let ctx: TestContext;
let admin: TestClient;
let companyId: string;

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "1000" }, { listen: true });
  admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
  companyId = await defaultCompanyId(ctx);
  // The admin hears of outcomes by email too; an endpoint receives payment.success.
  await ctx.pool.query(
    `update profiles set preferences = preferences || '{"emailNotifications": true}'::jsonb where email = $1`,
    [ADMIN.email],
  );
  await ctx.pool.query(
    // Made today: its payloads are in the latest API version, the shape events keep (docs/API.md § Versions).
    `insert into webhook_endpoints (id, company_id, is_test_data, url, events, secret, api_version)
     values ('we_outcome', $1, true, 'https://receiver.example.ci/hooks', '{payment.success}', 'sealed', $2)`,
    [companyId, LATEST_API_VERSION],
  );
});

/** A pending Wave payment whose sandbox never settles it (…04): only the test moves it. */
const pending = () => createPayment(admin, { amount: 4200, operator: "wave", phone: "0700000004" });

async function written(paymentId: string) {
  const count = async (text: string, values: unknown[]) => (await ctx.pool.query(text, values)).rows[0].n as number;
  const code = (await ctx.pool.query("select code from transactions where id = $1", [paymentId])).rows[0].code;
  return {
    events: await count(
      "select count(*)::int as n from payment_events where payment_id = $1 and type = 'payment.success'",
      [paymentId],
    ),
    deliveries: await count(
      "select count(*)::int as n from webhook_deliveries d join payment_events e on e.id = d.event_id where e.payment_id = $1",
      [paymentId],
    ),
    notifications: await count("select count(*)::int as n from notifications where params->>'code' = $1", [code]),
    emails: await count(
      "select count(*)::int as n from email_outbox where template = 'paymentSucceeded' and text_body like '%' || $1 || '%'",
      [code],
    ),
  };
}

const success = (operatorTransactionId: string) => ({ state: "succeeded" as const, operatorTransactionId });

describe("a success in one statement", () => {
  it("stores the row the event describes, with its delivery, notification and email", async () => {
    const created = await pending();
    const moved = await applyOperatorStatus(ctx.deps, created.id, success("TX-ONE"));
    expect(moved?.status).toBe("succeeded");
    const stored = await inMode(admin, "test").get(`/api/payments/${created.id}`);
    expect(stored.body.payment.status).toBe("succeeded");
    const { rows } = await ctx.pool.query(
      "select e.data, e.created_at, t.paid_at, t.settles_at, t.updated_at, t.operator_transaction_id, t.next_check_at from payment_events e join transactions t on t.id = e.payment_id where e.payment_id = $1 and e.type = 'payment.success'",
      [created.id],
    );
    const event = rows[0];
    expect(event.operator_transaction_id).toBe("TX-ONE");
    expect(event.next_check_at).toBeNull();
    // The event's copy is the stored row: same status, times and operator id.
    expect(event.data.payment.status).toBe("succeeded");
    expect(event.data.payment.operator_transaction_id ?? event.data.payment.operatorTransactionId).toBe("TX-ONE");
    expect(new Date(event.data.payment.paid_at ?? event.data.payment.paidAt).getTime()).toBe(event.paid_at.getTime());
    expect(await written(created.id)).toEqual({ events: 1, deliveries: 1, notifications: 1, emails: 1 });
    // The webhook body is the event's, with the event's own time.
    const body = (
      await ctx.pool.query(
        "select d.payload from webhook_deliveries d join payment_events e on e.id = d.event_id where e.payment_id = $1",
        [created.id],
      )
    ).rows[0].payload;
    expect(JSON.parse(body).timestamp).toBe(event.created_at.toISOString());
    expect(JSON.parse(body).data).toEqual(event.data.payment);
  });

  it("still moves a payment whose row changed between the read and the write, with what the row then holds", async () => {
    const created = await pending();
    // Another change of the row (a description edit) is under way when the success is read:
    // the success's write waits on that row, then finds it another version than the one read.
    const other = await ctx.pool.connect();
    let apply: Promise<unknown>;
    try {
      await other.query("begin");
      await other.query("update transactions set description = 'touched' where id = $1", [created.id]);
      apply = applyOperatorStatus(ctx.deps, created.id, success("TX-RACE"));
      // Until the success's UPDATE waits on the row lock.
      for (let i = 0; i < 200; i++) {
        const { rows } = await ctx.pool.query(
          "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%UPDATE transactions SET status%'",
        );
        if (rows[0].n > 0) break;
        await new Promise((r) => setTimeout(r, 25));
      }
      await other.query("commit");
    } finally {
      other.release();
    }
    const moved = (await apply) as { status: string } | null;
    expect(moved?.status).toBe("succeeded");
    const { rows } = await ctx.pool.query(
      "select t.description, e.data from transactions t join payment_events e on e.payment_id = t.id and e.type = 'payment.success' where t.id = $1",
      [created.id],
    );
    expect(rows[0].description).toBe("touched");
    expect(rows[0].data.payment.description).toBe("touched");
    expect(await written(created.id)).toEqual({ events: 1, deliveries: 1, notifications: 1, emails: 1 });
  });

  it("writes one of each when twenty reports of one success arrive at once", async () => {
    const created = await pending();
    const moved = await Promise.all(
      Array.from({ length: 20 }, () => applyOperatorStatus(ctx.deps, created.id, success("TX-MANY"))),
    );
    expect(moved.filter((m) => m !== null)).toHaveLength(1);
    expect(await written(created.id)).toEqual({ events: 1, deliveries: 1, notifications: 1, emails: 1 });
  });

  it("a success after an expiry is late, and still written once with its previous status", async () => {
    const created = await pending();
    await applyOperatorStatus(ctx.deps, created.id, { state: "expired" });
    const moved = await applyOperatorStatus(ctx.deps, created.id, success("TX-LATE"));
    expect(moved?.lateFrom).toBe("expired");
    const { rows } = await ctx.pool.query(
      "select data from payment_events where payment_id = $1 and type = 'payment.success'",
      [created.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].data.previous_status).toBe("expired");
    expect(rows[0].data.payment.status).toBe("succeeded");
  });
});
