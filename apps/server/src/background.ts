import { sql } from "drizzle-orm";
import type { Deps } from "./deps";
import { purgeRateLimits } from "./http/rate-limit";
import type { BackgroundWork } from "./jobs/boss";
import { purgeIdempotencyKeys } from "./merchant-api/idempotency";
import { pruneRequestLog } from "./merchant-api/request-log";
import { certifyCreditNotesDue, certifyDue, followInvoices, remindDue } from "./modules/invoices";
import { checkDueBalances, scheduleBalanceChecks, settleDue } from "./modules/ledger";
import { reconcileDue, refundFollower, watchOperatorStatuses } from "./modules/payments";
import { sendDuePayouts } from "./modules/payouts";
import { runDuePlans } from "./modules/recurring-plans";
import { compactTotals } from "./modules/reports";
import { deliverDue } from "./modules/webhooks";

// What runs in the background of every instance (run by jobs/boss.ts): reconciliation asks
// operators about pending payments, webhook deliveries go out, the payment totals' deltas move
// into the hourly table, settled payments' money becomes available in the books, operators'
// balances are checked against the books, operators' status changes are told; and once an hour for the
// installation, expired rows are purged.

/** Rows claimed per round (payments to check, webhooks to send). */
const ROUND_LIMIT = 200;
/** Deltas of the payment totals moved per round: small rows, summed in one statement. */
const TOTALS_ROUND_LIMIT = 10_000;

export function backgroundWork(deps: Deps, opts: { reconcileEveryMs?: number } = {}): BackgroundWork {
  const { db } = deps;
  return {
    loops: [
      {
        name: "payments.reconcile",
        everyMs: opts.reconcileEveryMs ?? 2_000,
        limit: ROUND_LIMIT,
        round: (limit) => reconcileDue(deps, { limit }),
      },
      {
        name: "payments.totals",
        everyMs: 2_000,
        limit: TOTALS_ROUND_LIMIT,
        round: (limit) => compactTotals(db, limit),
      },
      // Payouts sent, and asked about until they end (docs/PAYOUTS.md § Sending, never twice); a
      // refund carried by one follows its end.
      {
        name: "payouts.send",
        everyMs: 1_000,
        limit: ROUND_LIMIT,
        round: (limit) => sendDuePayouts(deps, limit, refundFollower(deps)),
      },
      // Invoices (docs/INVOICES.md): issued ones certified by the tax office's platform, credit
      // notes after them, and what the database did by itself (parts paid, overdue) told as events.
      { name: "invoices.certify", everyMs: 2_000, limit: 20, round: (limit) => certifyDue(deps, limit) },
      {
        name: "invoices.credit-notes",
        everyMs: 5_000,
        limit: 20,
        round: (limit) => certifyCreditNotesDue(deps, limit),
      },
      { name: "invoices.follow", everyMs: 1_000, limit: ROUND_LIMIT, round: (limit) => followInvoices(deps, limit) },
      // Each plan's cycles issued on their dates, those a downtime missed one each (runner.ts).
      { name: "recurring-plans.run", everyMs: 60_000, limit: 50, round: (limit) => runDuePlans(deps, limit) },
      { name: "invoices.remind", everyMs: 15_000, limit: ROUND_LIMIT, round: (limit) => remindDue(deps, limit) },
      { name: "webhooks.deliver", everyMs: 1_000, limit: ROUND_LIMIT, round: (limit) => deliverDue(deps, { limit }) },
      // Pending money becomes available when its payment settles (docs/LEDGER.md).
      { name: "ledger.settle", everyMs: 10_000, limit: TOTALS_ROUND_LIMIT, round: (limit) => settleDue(db, limit) },
      // Operators' own balances against the books, each account every 15 minutes (docs/LEDGER.md).
      { name: "ledger.operator-balances", everyMs: 60_000, limit: 20, round: (limit) => checkDueBalances(deps, limit) },
      // Every 30 s is well inside the health window; a round is never "full", so it never repeats at once.
      {
        name: "operators.watch",
        everyMs: 30_000,
        limit: Number.POSITIVE_INFINITY,
        round: () => watchOperatorStatuses(deps),
      },
    ],
    hourly: async () => {
      // Lockout windows last up to an hour; a day keeps every live window.
      await purgeRateLimits(db, 86_400);
      await purgeIdempotencyKeys(db);
      // The API's request lines are kept a week (payflow logs tail).
      await pruneRequestLog(deps);
      await db.execute(sql`DELETE FROM sessions WHERE expires_at < now()`);
      await db.execute(sql`DELETE FROM verifications WHERE expires_at < now()`);
      // New MTN and Wave accounts in the books join the balance checks' schedule.
      await scheduleBalanceChecks(db);
    },
  };
}
