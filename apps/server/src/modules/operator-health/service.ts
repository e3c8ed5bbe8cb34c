import {
  MOBILE_PAYMENT_OPERATORS,
  type MobilePaymentOperator,
  OPERATOR_HEALTH,
  type OperatorHealthReport,
  type OperatorStatus,
} from "@payflow/contracts";
import type { Tx } from "../../db/client";
import type { Scope } from "../../db/scope";
import { type AttemptFigures, openAttempts, recentAttempts } from "./queries";
import { statusOf } from "./status";

const NONE = { calls: 0, succeeded: 0, failed: 0, operatorErrors: 0, timeouts: 0, p50: null, p95: null };

/** Each operator's figures over the window (none when it had no attempts). */
async function figuresOf(
  db: Tx,
  scope: Scope,
): Promise<Array<[MobilePaymentOperator, Omit<AttemptFigures, "operator">]>> {
  const recent = await recentAttempts(db, scope, OPERATOR_HEALTH.windowMinutes);
  return MOBILE_PAYMENT_OPERATORS.map((id) => [id, recent.find((r) => r.operator === id) ?? NONE]);
}

/** Each mobile money operator's health as the scope's traffic shows it now. */
export async function operatorHealth(db: Tx, scope: Scope): Promise<OperatorHealthReport> {
  const [figures, open] = await Promise.all([figuresOf(db, scope), openAttempts(db, scope)]);
  const operators = figures.map(([id, f]) => {
    const ended = f.succeeded + f.failed;
    const collect = {
      calls: f.calls,
      succeeded: f.succeeded,
      failed: f.failed,
      operatorErrors: f.operatorErrors,
      timeouts: f.timeouts,
      successRate: ended > 0 ? f.succeeded / ended : null,
      timeToFinalP50Ms: f.p50,
      timeToFinalP95Ms: f.p95,
      pending: open.get(id) ?? 0,
    };
    return { id, status: statusOf(collect), collect };
  });
  return { mode: scope.mode, windowMinutes: OPERATOR_HEALTH.windowMinutes, operators };
}

/** Each operator's status alone: the window's attempts, without the backlog the figures add. */
export async function operatorStatuses(db: Tx, scope: Scope): Promise<Array<[MobilePaymentOperator, OperatorStatus]>> {
  return (await figuresOf(db, scope)).map(([id, f]) => [id, statusOf(f)]);
}

/** The operators that are down for the scope's traffic (the checkout page warns about them). */
export async function operatorsDown(db: Tx, scope: Scope): Promise<MobilePaymentOperator[]> {
  return (await operatorStatuses(db, scope)).filter(([, status]) => status === "down").map(([id]) => id);
}
