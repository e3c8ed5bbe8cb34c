import { paymentEvents, transactions } from "../../src/db/schema";
import { newId } from "../../src/lib/ids";
import { type PaymentRow, refundFollower, toApiObject } from "../../src/modules/payments";
import { sendDuePayouts } from "../../src/modules/payouts";
import type { TestContext } from "./context";

// Money to pay out: a settled payment of `amount` (no fee) into an operator's wallet, posted
// by the books as the engine's success would be (its payment.success event).

export async function fund(
  ctx: TestContext,
  companyId: string,
  operator: "wave" | "mtn_momo" | "orange_money" | "moov_money" | "bank_transfer",
  amount: number,
  mode: "test" | "live" = "test",
): Promise<string> {
  const id = newId("pay");
  const paidAt = new Date(Date.now() - 3 * 86_400_000);
  const [payment] = await ctx.db
    .insert(transactions)
    .values({
      id,
      companyId,
      isTestData: mode === "test",
      amount,
      fee: 0,
      net: amount,
      status: "succeeded",
      operator,
      paidAt,
      settlesAt: new Date(paidAt.getTime() + 86_400_000),
      createdAt: paidAt,
    })
    .returning();
  await ctx.db.insert(paymentEvents).values({
    id: newId("evt"),
    companyId,
    isTestData: mode === "test",
    paymentId: id,
    type: "payment.success",
    // As the engine stores it: the payment as it was (GET /v1/events shows it).
    data: { payment: toApiObject(payment as PaymentRow, "http://127.0.0.1") },
    createdAt: new Date(),
  });
  return id;
}

/** What the books hold on an account of a company's mode. */
export async function booked(ctx: TestContext, companyId: string, account: string, mode: "test" | "live" = "test") {
  const { rows } = await ctx.pool.query(
    "select coalesce(sum(amount), 0)::int as amount from ledger_balances where company_id = $1 and is_test_data = $2 and account = $3",
    [companyId, mode === "test", account],
  );
  return rows[0].amount as number;
}

/** One round of the sender, as the background runs it (refunds carried by payouts follow them). */
export function sendRound(ctx: TestContext, limit: number) {
  return sendDuePayouts(ctx.deps, limit, refundFollower(ctx.deps));
}
