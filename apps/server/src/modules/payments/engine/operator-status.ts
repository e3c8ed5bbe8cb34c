import {
  type MobilePaymentOperator,
  type Mode,
  OPERATOR_HEALTH,
  type OperatorStatus,
  toV1OperatorHealth,
} from "@payflow/contracts";
import { sql } from "drizzle-orm";
import type { Tx } from "../../../db/client";
import type { Scope } from "../../../db/scope";
import type { Deps } from "../../../deps";
import { newId } from "../../../lib/ids";
import { notifyHolders } from "../../notifications";
import { operatorHealth, operatorStatuses } from "../../operator-health";
import { fanOut } from "../../webhooks";
import * as store from "./store";

// Tells a change of an operator's status once (docs/OPERATORS.md, Operator health). Every
// instance looks each round, in each view of the traffic (`live`, and `test:<company>` for the
// businesses testing now or left with a status to clear); the one whose statement moves the
// stored status tells the businesses concerned: an operator.status_changed event (the engine
// writes every event: GET /v1/events and the webhooks subscribed to it) and a notification to
// their admins.

/** The views to look at: live, and each business with test attempts in the window or a status to clear. */
async function scopesToWatch(db: Tx): Promise<string[]> {
  const rows = await db.execute<{ scope: string }>(sql`
    SELECT 'test:' || company_id AS scope FROM payment_attempts
     WHERE is_test_data AND created_at > now() - make_interval(mins => ${OPERATOR_HEALTH.windowMinutes})
    UNION
    SELECT scope FROM operator_statuses WHERE scope LIKE 'test:%' AND status <> 'operational'`);
  return ["live", ...rows.rows.map((r) => r.scope)];
}

/**
 * Stores the view's statuses in one statement; answers those this call changed, with the one
 * before (none stored: operational). A status another instance stored first is not changed again.
 */
async function moveStatuses(
  db: Tx,
  scope: string,
  statuses: Array<[MobilePaymentOperator, OperatorStatus]>,
): Promise<Array<{ operator: MobilePaymentOperator; status: OperatorStatus; previous: OperatorStatus }>> {
  const rows = await db.execute<{
    operator: MobilePaymentOperator;
    status: OperatorStatus;
    previous: OperatorStatus;
  }>(sql`
    WITH old AS (SELECT operator, status FROM operator_statuses WHERE scope = ${scope})
    INSERT INTO operator_statuses (scope, operator, status)
    SELECT ${scope}, s->>0, s->>1 FROM jsonb_array_elements(${JSON.stringify(statuses)}::jsonb) AS s
    ON CONFLICT (scope, operator) DO UPDATE SET status = excluded.status, changed_at = now()
      WHERE operator_statuses.status <> excluded.status
    RETURNING operator, status,
      coalesce((SELECT old.status FROM old WHERE old.operator = operator_statuses.operator), 'operational') AS previous`);
  return rows.rows.filter((r) => r.status !== r.previous);
}

/** The businesses a live status concerns: those that took live payments through the operator today. */
async function liveBusinessesOf(db: Tx, operator: string): Promise<string[]> {
  const rows = await db.execute<{ company_id: string }>(sql`
    SELECT DISTINCT company_id FROM payment_attempts
     WHERE NOT is_test_data AND operator = ${operator} AND created_at > now() - interval '24 hours'`);
  return rows.rows.map((r) => r.company_id);
}

/** A business is told: its operator.status_changed event (webhooks queued with it), then its admins. */
async function tell(deps: Deps, scope: Scope, operator: ReturnType<typeof toV1OperatorHealth>, previous: string) {
  await deps.db.transaction(async (tx) => {
    const event = await store.insertEvent(tx, {
      id: newId("evt"),
      companyId: scope.companyId,
      isTestData: scope.mode === "test",
      paymentId: null,
      type: "operator.status_changed",
      data: { operator, previous_status: previous },
    });
    await fanOut(tx, event);
  });
  // The operator's id, not its name: the web names it in the reader's language.
  await notifyHolders(deps.db, scope.companyId, "manageOperatorCredentials", {
    type: operator.status === "operational" ? "success" : "warning",
    titleKey: `notif.operatorStatus.${operator.status}.title`,
    messageKey: `notif.operatorStatus.${operator.status}.message`,
    params: { operator: operator.id, mode: scope.mode },
  });
}

/** One round: answers how many statuses changed. */
export async function watchOperatorStatuses(deps: Deps): Promise<number> {
  let changed = 0;
  for (const view of await scopesToWatch(deps.db)) {
    const mode: Mode = view === "live" ? "live" : "test";
    // Live reads every business's traffic: no company narrows it.
    const scope = { companyId: view === "live" ? "" : view.slice("test:".length), mode };
    const moved = await moveStatuses(deps.db, view, await operatorStatuses(deps.db, scope));
    if (moved.length === 0) continue;
    // The event carries the operator's figures as /v1/operators shows them now.
    const report = await operatorHealth(deps.db, scope);
    for (const { operator, status, previous } of moved) {
      changed++;
      deps.logger.info("operator status changed", { operator, status, previous, scope: view });
      const health = report.operators.find((o) => o.id === operator);
      if (!health) continue;
      const told = mode === "live" ? await liveBusinessesOf(deps.db, operator) : [scope.companyId];
      for (const companyId of told) await tell(deps, { companyId, mode }, toV1OperatorHealth(health), previous);
    }
  }
  return changed;
}
