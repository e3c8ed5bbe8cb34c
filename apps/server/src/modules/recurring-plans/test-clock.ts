import type { RecurringPlanDetail } from "@payflow/contracts";
import type { Deps } from "../../deps";
import { AppError } from "../../http/errors";
import { recordAudit } from "../audit";
import type { InvoiceCaller } from "../invoices";
import * as q from "./queries";
import { runDuePlans } from "./runner";
import { getPlan } from "./service";

// A test clock (docs/INVOICES.md § Trying it in test mode): in test mode, a business sees what
// its plan does a month from now without waiting a month — the round runs for this plan as it
// would on its next cycle's date, issuing, certifying and sending that cycle's invoice (its
// issue date that day). Live plans have no test clock: their time is the real one.

export async function advanceTestClock(deps: Deps, caller: InvoiceCaller, id: string): Promise<RecurringPlanDetail> {
  if (caller.scope.mode !== "test") throw new AppError("notFound");
  const plan = await q.findPlan(deps.db, caller.scope, id);
  if (!plan) throw new AppError("notFound");
  if (plan.status !== "active" || !plan.nextCycleDate) throw new AppError("recurringPlanNotActive");
  // 09:00 UTC on the cycle's date: within the day, whatever the business's time zone here (UTC).
  const then = new Date(`${plan.nextCycleDate}T09:00:00Z`);
  await runDuePlans(deps, 1, then > new Date() ? then : new Date(), plan.id);
  await recordAudit(deps.db, caller.audit, {
    action: "recurringPlan.updated",
    targetType: "recurringPlan",
    targetId: plan.id,
    details: { mode: "test", testClock: plan.nextCycleDate },
  });
  return getPlan(deps, caller.scope, id);
}
