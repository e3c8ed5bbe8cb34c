import { publicUrl } from "../../config/env";
import type { Scope } from "../../db/scope";
import type { Deps } from "../../deps";
import { formatAmount } from "../../lib/amount";
import { notifyHolders, tellOutside } from "../notifications";

// What people are told about payouts (docs/PAYOUTS.md § Approvals): a payout or a batch waiting
// for approval goes to everyone who may approve it but its creator — in the app, and by email
// and WhatsApp as each chose —; a completed batch to those who may create payouts. Told after
// the change committed, best effort: a message that fails never undoes the payout.

const link = (deps: Deps) => `${publicUrl(deps.config)}/dashboard/payouts`;

export async function tellApprovers(
  deps: Deps,
  scope: Scope,
  what: { batch: boolean; id: string; amount: number; createdBy: string | null },
): Promise<void> {
  try {
    const told = await notifyHolders(
      deps.db,
      scope.companyId,
      "approvePayouts",
      {
        type: "info",
        titleKey: what.batch ? "notif.payoutBatchApproval.title" : "notif.payoutApproval.title",
        messageKey: what.batch ? "notif.payoutBatchApproval.message" : "notif.payoutApproval.message",
        params: { id: what.id, amount: String(what.amount), mode: scope.mode },
      },
      what.createdBy,
    );
    for (const person of told) {
      const language = person.preferences.language;
      const fr = language !== "en";
      await tellOutside(
        deps,
        { ...person, companyId: scope.companyId },
        {
          template: "payoutApprovalNeeded",
          params: {
            name: person.name,
            what: what.batch
              ? fr
                ? `Le lot ${what.id}`
                : `Batch ${what.id}`
              : fr
                ? `Le versement ${what.id}`
                : `Payout ${what.id}`,
            amount: formatAmount(what.amount, language),
            mode: scope.mode,
            link: link(deps),
          },
          live: scope.mode === "live",
        },
      );
    }
  } catch (error) {
    deps.logger.error("payout approval notice failed", { payoutId: what.id, error: String(error) });
  }
}

export async function tellBatchCompleted(
  deps: Deps,
  scope: Scope,
  batch: { id: string; succeeded: number; failed: number },
): Promise<void> {
  try {
    const told = await notifyHolders(deps.db, scope.companyId, "createPayouts", {
      type: batch.failed > 0 ? "warning" : "success",
      titleKey: "notif.payoutBatchCompleted.title",
      messageKey: "notif.payoutBatchCompleted.message",
      params: { id: batch.id, succeeded: String(batch.succeeded), failed: String(batch.failed), mode: scope.mode },
    });
    for (const person of told) {
      await tellOutside(
        deps,
        { ...person, companyId: scope.companyId },
        {
          template: "payoutBatchCompleted",
          params: {
            name: person.name,
            batch: batch.id,
            succeeded: String(batch.succeeded),
            failed: String(batch.failed),
            mode: scope.mode,
            link: `${link(deps)}?batch=${batch.id}`,
          },
          live: scope.mode === "live",
        },
      );
    }
  } catch (error) {
    deps.logger.error("payout batch notice failed", { batchId: batch.id, error: String(error) });
  }
}
