import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { heldOperatorReports } from "../../src/db/schema";
import { newLifecycle, settledAs } from "../../src/sandboxes/lifecycle";
import { outcomeFor } from "../../src/sandboxes/magic";
import { merchant, merchantContext, merchantPayment, newKey } from "../support/merchant";
import { addCompany, signedInPerson } from "../support/people";
import { pollUntil } from "../support/sandbox";
import { eventsOf, paid } from "../support/scenarios";

// The failures real operators produce, played by the sandboxes' scenario numbers
// (docs/OPERATORS.md, Magic payer numbers) and taken through the merchant API as a developer
// would: the engine keeps one end per payment and one event per state whatever the operator
// sends, and a late or slow answer is still found.

const ctxPromise = merchantContext();

describe("scenario numbers", () => {
  it("…10 to …16 are the scenarios, for any prefix", () => {
    const numbers = ["0500000010", "0700000011", "0100000012", "0500000013", "0700000014", "0100000015", "0500000016"];
    expect(numbers.map(outcomeFor)).toEqual([
      "callback_twice",
      "failure_after_success",
      "late_success",
      "slow_operator",
      "debited_reported_failed",
      "operator_down",
      "duplicate_transaction_id",
    ]);
  });

  it("…12 succeeds only once the payer's window has passed, and stays open until then", () => {
    const now = Date.now();
    const life = newLifecycle("0500000012", 600, 2);
    expect(settledAs(life, now + 2_500)).toBeNull();
    expect(settledAs(life, now + 7_200)).toBe("succeeded");
    expect(life.expiresAt).toBeGreaterThan(life.settleAt as number);
  });

  it("…13: a slow operator's answers (3 s each) come within PayFlow's time limit, and the payment succeeds", async () => {
    // This file's other context gives operators 1.5 s; here they get 5 s, less than the default 15 s.
    const { ctx, testKey } = await merchantContext({ PAYFLOW_OPERATOR_TIMEOUT_MS: "5000" });
    const api = merchant(ctx, testKey);
    const started = Date.now();
    const created = await api.post("/v1/payments", { ...merchantPayment, operator: "mtn_momo", phone: "0500000013" });
    expect(created.status).toBe(201);
    expect(Date.now() - started).toBeGreaterThanOrEqual(3_000);
    expect(created.body).toMatchObject({ status: "pending", next_action: { type: "approve_on_phone" } });
    const done = await pollUntil(
      async () => (await api.get(`/v1/payments/${created.body.id}`)).body,
      (p) => p.status !== "pending",
      25_000,
    );
    expect(done.status).toBe("succeeded");
    const mtn = (
      (await api.get("/v1/operators")).body.data as Array<{ id: string; collect: { timeouts: number } }>
    ).find((o) => o.id === "mtn_momo");
    expect(mtn?.collect.timeouts).toBe(0);
  }, 40_000);
});

describe("an operator down for a window (…15)", () => {
  it("fails this create and the business's next ones for a minute, leaves other businesses alone, and shows as down", async () => {
    const { ctx } = await ctxPromise;
    const ownKey = async () => {
      const person = await signedInPerson(ctx, { role: "admin", companyId: await addCompany(ctx) });
      return newKey(person.client, "test");
    };
    const api = merchant(ctx, await ownKey());
    const create = (phone: string) => api.post("/v1/payments", { ...merchantPayment, operator: "mtn_momo", phone });
    for (const phone of ["0500000015", "0507080910", "0507080911", "0500000001", "0507080912"]) {
      const refused = await create(phone);
      expect([phone, refused.body.status, refused.body.failure?.code]).toEqual([
        phone,
        "failed",
        "operator_unavailable",
      ]);
    }
    const mtn = ((await api.get("/v1/operators")).body.data as Array<{ id: string; status: string }>).find(
      (o) => o.id === "mtn_momo",
    );
    expect(mtn?.status).toBe("down");
    // Another business's payments through the same sandbox go through.
    const other = await merchant(ctx, await ownKey()).post("/v1/payments", {
      ...merchantPayment,
      operator: "mtn_momo",
      phone: "0507080910",
    });
    expect(other.body.status).toBe("pending");
  });
});

describe("a duplicate operator transaction id (…16)", () => {
  it("settles the first payment; the second one's success is held for review and changes nothing", async () => {
    const { ctx, testKey } = await ctxPromise;
    const api = merchant(ctx, testKey);
    const first = await paid(api, "mtn_momo", "0500000016");
    expect(first.status).toBe("succeeded");
    const second = await api.post("/v1/payments", { ...merchantPayment, operator: "mtn_momo", phone: "0500000016" });
    const held = await pollUntil(
      () => ctx.db.select().from(heldOperatorReports).where(eq(heldOperatorReports.paymentId, second.body.id)),
      (rows) => rows.length > 0,
    );
    expect(held[0]?.mismatches).toEqual(["operator_transaction_id"]);
    expect(held[0]?.reported.operatorTransactionId).toBe(first.operator_transaction_id);
    expect((await api.get(`/v1/payments/${second.body.id}`)).body.status).toBe("pending");
    expect(await eventsOf(api, second.body.id)).toEqual(["payment.pending"]);
  });
});
