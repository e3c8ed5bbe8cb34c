import {
  MOBILE_PAYMENT_OPERATORS,
  type MobilePaymentOperator,
  OPERATOR_HEALTH,
  type OperatorHealthReport,
} from "@payflow/contracts";
import type { Tx } from "../../db/client";
import type { Scope } from "../../db/scope";
import { openAttempts, recentAttempts } from "./queries";
import { statusOf } from "./status";

/** Each mobile money operator's health as the scope's traffic shows it now. */
export async function operatorHealth(db: Tx, scope: Scope): Promise<OperatorHealthReport> {
  const [recent, open] = await Promise.all([
    recentAttempts(db, scope, OPERATOR_HEALTH.windowMinutes),
    openAttempts(db, scope),
  ]);
  const operators = MOBILE_PAYMENT_OPERATORS.map((id) => {
    const f = recent.find((r) => r.operator === id);
    const ended = (f?.succeeded ?? 0) + (f?.failed ?? 0);
    const collect = {
      calls: f?.calls ?? 0,
      succeeded: f?.succeeded ?? 0,
      failed: f?.failed ?? 0,
      operatorErrors: f?.operatorErrors ?? 0,
      timeouts: f?.timeouts ?? 0,
      successRate: ended > 0 ? (f?.succeeded ?? 0) / ended : null,
      timeToFinalP50Ms: f?.p50 ?? null,
      timeToFinalP95Ms: f?.p95 ?? null,
      pending: open.get(id) ?? 0,
    };
    return { id, status: statusOf(collect), collect };
  });
  return { mode: scope.mode, windowMinutes: OPERATOR_HEALTH.windowMinutes, operators };
}

/** The operators that are down for the scope's traffic (the checkout page warns about them). */
export async function operatorsDown(db: Tx, scope: Scope): Promise<MobilePaymentOperator[]> {
  const report = await operatorHealth(db, scope);
  return report.operators.filter((o) => o.status === "down").map((o) => o.id);
}
