import {
  hasCapability,
  isClientRole,
  type MobilePaymentOperator,
  type Mode,
  OPERATOR_HEALTH,
  type OperatorHealth,
  type OperatorStatus,
  PAYMENT_OPERATOR_NAMES,
  resolveCapabilities,
  toV1OperatorHealth,
} from "@payflow/contracts";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { paymentEvents } from "../../db/schema";
import type { Deps } from "../../deps";
import { newId } from "../../lib/ids";
import { listCompanyPeople, notify } from "../notifications";
import { listCustomRoles } from "../roles";
import { fanOut } from "../webhooks";
import { operatorHealth } from "./service";

// Tells a change of an operator's status once (docs/OPERATORS.md, Operator health). Every
// instance looks each round, in each view of the traffic (`live`, and `test:<company>` for the
// businesses testing now or left with a status to clear); the one whose statement moves the
// stored status tells the businesses concerned: an operator.status_changed event (GET /v1/events
// and the webhooks subscribed to it) and a notification to their admins.

/** The views to look at: live, and each business with test attempts in the window or a status to clear. */
async function scopesToWatch(db: Tx): Promise<string[]> {
  const rows = await db.execute<{ scope: string }>(sql`
    SELECT 'test:' || company_id AS scope FROM payment_attempts
     WHERE is_test_data AND created_at > now() - make_interval(mins => ${OPERATOR_HEALTH.windowMinutes})
    UNION
    SELECT scope FROM operator_statuses WHERE scope LIKE 'test:%' AND status <> 'operational'`);
  return ["live", ...rows.rows.map((r) => r.scope)];
}

/** Stores the status; the one before it when this call changed it (none stored: operational), else null. */
async function moveStatus(db: Tx, scope: string, operator: string, status: OperatorStatus): Promise<string | null> {
  const rows = await db.execute<{ previous: string }>(sql`
    WITH old AS (SELECT status FROM operator_statuses WHERE scope = ${scope} AND operator = ${operator})
    INSERT INTO operator_statuses (scope, operator, status) VALUES (${scope}, ${operator}, ${status})
    ON CONFLICT (scope, operator) DO UPDATE SET status = excluded.status, changed_at = now()
      WHERE operator_statuses.status <> excluded.status
    RETURNING coalesce((SELECT status FROM old), 'operational') AS previous`);
  const previous = rows.rows[0]?.previous;
  return previous !== undefined && previous !== status ? previous : null;
}

/** The businesses a live status concerns: those that took live payments through the operator today. */
async function liveBusinessesOf(db: Tx, operator: string): Promise<string[]> {
  const rows = await db.execute<{ company_id: string }>(sql`
    SELECT DISTINCT company_id FROM payment_attempts
     WHERE NOT is_test_data AND operator = ${operator} AND created_at > now() - interval '24 hours'`);
  return rows.rows.map((r) => r.company_id);
}

/** Tells a business's admins (those who hold its operator credentials) that an operator's status changed. */
async function tellAdmins(
  deps: Deps,
  companyId: string,
  operator: MobilePaymentOperator,
  status: OperatorStatus,
  mode: Mode,
) {
  const [people, custom] = await Promise.all([
    listCompanyPeople(deps.db, companyId),
    listCustomRoles(deps.db, companyId),
  ]);
  for (const person of people) {
    if (isClientRole(person.role)) continue;
    if (!hasCapability(resolveCapabilities(person.role, custom), "manageOperatorCredentials")) continue;
    await notify(deps.db, {
      userId: person.userId,
      companyId,
      type: status === "operational" ? "success" : "warning",
      titleKey: `notif.operatorStatus.${status}.title`,
      messageKey: `notif.operatorStatus.${status}.message`,
      params: { operator: PAYMENT_OPERATOR_NAMES[operator], mode },
    });
  }
}

/** The business's operator.status_changed event, with its webhooks queued in the same transaction. */
async function recordEvent(deps: Deps, companyId: string, mode: Mode, operator: OperatorHealth, previous: string) {
  await deps.db.transaction(async (tx) => {
    const [event] = await tx
      .insert(paymentEvents)
      .values({
        id: newId("evt"),
        companyId,
        isTestData: mode === "test",
        paymentId: null,
        type: "operator.status_changed",
        data: { operator: toV1OperatorHealth(operator), previous_status: previous },
      })
      .returning();
    if (event) await fanOut(tx, event);
  });
}

/** One round: answers how many statuses changed. */
export async function watchOperatorStatuses(deps: Deps): Promise<number> {
  let changed = 0;
  for (const scope of await scopesToWatch(deps.db)) {
    const mode: Mode = scope === "live" ? "live" : "test";
    const companyId = scope === "live" ? "" : scope.slice("test:".length);
    const report = await operatorHealth(deps.db, { companyId, mode });
    for (const operator of report.operators) {
      const { id, status } = operator;
      const previous = await moveStatus(deps.db, scope, id, status);
      if (previous === null) continue;
      changed++;
      deps.logger.info("operator status changed", { operator: id, status, previous, scope });
      const told = mode === "live" ? await liveBusinessesOf(deps.db, id) : [companyId];
      for (const company of told) {
        await recordEvent(deps, company, mode, operator, previous);
        await tellAdmins(deps, company, id, status, mode);
      }
    }
  }
  return changed;
}
