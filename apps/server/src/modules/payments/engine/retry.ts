import { PAYER_ATTEMPTS_PER_PAYMENT, RETRY_WINDOW_SECONDS } from "@payflow/contracts";
import { and, eq } from "drizzle-orm";
import type { Tx } from "../../../db/client";
import { transactions } from "../../../db/schema";
import type { Failure } from "../../../operators/types";
import type * as q from "../queries";
import { countFailedAttempts, failOpenAttempt, reopenPayment } from "./attempt-queries";
import { recordEvent } from "./states";

// Another try (docs/PAYMENTS.md § Another try). A payment the business created without an
// operator is paid the way its payer chooses on the checkout page; when that attempt fails for
// good (the operator said so: not a create that got no answer, nor one PayFlow keeps following),
// the payment is not failed but opened again to the payer's choice — another operator, another
// number, or the same after topping up. The attempt ends failed, the payment stays pending with
// the failure it got, and the business hears payment.attempt_failed. The payment fails for good
// on its last allowed attempt, or when the payer has not chosen again within the window.
// A payment whose operator the business fixed fails at its first failure, as it always did.

/** Pending after a failed attempt, until its payer chooses again (or the window ends). */
export function awaitsAnotherTry(
  p: Pick<q.PaymentRow, "status" | "payerChoosesOperator" | "operatorAttemptId" | "nextAction" | "failure">,
): boolean {
  return (
    p.status === "pending" && p.payerChoosesOperator && !p.operatorAttemptId && !p.nextAction && p.failure !== null
  );
}

/**
 * Opens the payment to another try; null when the failure is final instead (the operator was
 * fixed by the business, this was the last allowed attempt, or the payment moved on).
 */
export async function reopenForAnotherTry(
  db: Tx,
  paymentId: string,
  failure: Failure,
  publicUrl: string,
): Promise<q.PaymentRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(transactions)
      .where(and(eq(transactions.id, paymentId), eq(transactions.status, "pending")))
      .for("update");
    if (!row?.payerChoosesOperator || !row.operatorAttemptId) return null;
    if ((await countFailedAttempts(tx, paymentId)) + 1 >= PAYER_ATTEMPTS_PER_PAYMENT) return null;
    await failOpenAttempt(tx, row.operatorAttemptId, failure);
    const deadline = new Date(Date.now() + RETRY_WINDOW_SECONDS * 1000);
    const reopened = await reopenPayment(tx, paymentId, failure, deadline);
    await recordEvent(tx, reopened, "payment.attempt_failed", publicUrl);
    return reopened;
  });
}
