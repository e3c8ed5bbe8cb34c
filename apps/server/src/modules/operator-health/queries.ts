import { MOBILE_PAYMENT_OPERATORS } from "@payflow/contracts";
import { and, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { paymentAttempts } from "../../db/schema";
import type { Scope } from "../../db/scope";

// The figures operator health is made of, read from the payment attempts themselves (one row per
// call to an operator, kept by the engine): nothing is recorded for health alone.

export type AttemptFigures = {
  operator: string;
  calls: number;
  succeeded: number;
  failed: number;
  operatorErrors: number;
  timeouts: number;
  p50: number | null;
  p95: number | null;
};

/** Whose attempts: every business's in live mode, the caller's own in test mode. */
function trafficOf(scope: Scope): SQL {
  return scope.mode === "live"
    ? eq(paymentAttempts.isTestData, false)
    : (and(eq(paymentAttempts.isTestData, true), eq(paymentAttempts.companyId, scope.companyId)) as SQL);
}

const mobile = inArray(paymentAttempts.operator, [...MOBILE_PAYMENT_OPERATORS]);
const toFinalMs = sql`extract(epoch from ${paymentAttempts.finishedAt} - ${paymentAttempts.createdAt}) * 1000`;
const succeeded = sql`${paymentAttempts.status} = 'succeeded'`;
/** Ended by the operator's word or the payer's window: succeeded, failed or expired. */
const ended = sql`${paymentAttempts.status} in ('succeeded', 'failed', 'expired') and ${paymentAttempts.finishedAt} is not null`;

/** Per operator, the attempts started in the last `minutes`. */
export async function recentAttempts(db: Tx, scope: Scope, minutes: number): Promise<AttemptFigures[]> {
  const rows = await db
    .select({
      operator: paymentAttempts.operator,
      calls: sql<number>`count(*)::int`,
      succeeded: sql<number>`(count(*) filter (where ${succeeded}))::int`,
      failed: sql<number>`(count(*) filter (where ${paymentAttempts.status} in ('failed', 'expired')))::int`,
      // Refused with an error of the operator's own (5xx, internal error), before any answer.
      operatorErrors: sql<number>`(count(*) filter (where ${paymentAttempts.answeredAt} is null and ${paymentAttempts.failure} ->> 'code' = 'operator_unavailable'))::int`,
      timeouts: sql<number>`(count(*) filter (where ${paymentAttempts.unanswered}))::int`,
      p50: sql<number | null>`(percentile_cont(0.5) within group (order by ${toFinalMs}) filter (where ${ended}))::int`,
      p95: sql<
        number | null
      >`(percentile_cont(0.95) within group (order by ${toFinalMs}) filter (where ${ended}))::int`,
    })
    .from(paymentAttempts)
    .where(and(gt(paymentAttempts.createdAt, sql`now() - make_interval(mins => ${minutes})`), trafficOf(scope), mobile))
    .groupBy(paymentAttempts.operator);
  return rows;
}

/** Per operator, the attempts waiting for the operator now, whenever they started. */
export async function openAttempts(db: Tx, scope: Scope): Promise<Map<string, number>> {
  const rows = await db
    .select({ operator: paymentAttempts.operator, pending: sql<number>`count(*)::int` })
    .from(paymentAttempts)
    .where(and(inArray(paymentAttempts.status, ["sending", "sent", "unknown"]), trafficOf(scope), mobile))
    .groupBy(paymentAttempts.operator);
  return new Map(rows.map((r) => [r.operator, r.pending]));
}
