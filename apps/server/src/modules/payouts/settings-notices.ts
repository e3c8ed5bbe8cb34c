import { publicUrl } from "../../config/env";
import type { Tx } from "../../db/client";
import type { Deps } from "../../deps";
import { formatAmount } from "../../lib/amount";
import type { PayoutRulesParams } from "../../mail/templates";
import { notifyHolders, tellOutside } from "../notifications";
import { type AppliedSettings, RULE_LIMITS } from "./settings-queries";

// Who is told of a change of the payout rules (docs/PAYOUTS.md § Four eyes on the rules): every
// person of the company holding approvePayouts but the one acting. In the app within the change's
// own transaction — a change is never made unannounced —; by email and WhatsApp as each chose
// after it committed, best effort, as payouts' own notices (notices.ts).

export type RulesEvent = PayoutRulesParams["event"];
export type RulesNotice = {
  event: RulesEvent;
  /** The person acting, and the one whose proposal it is (the same for a withdrawal). */
  who: { userId: string; name: string };
  proposer: string;
  before: AppliedSettings;
  /** The rules applied, proposed, or (rejected, withdrawn) no longer proposed. */
  after: AppliedSettings;
};

const KEYS: Record<RulesEvent, string> = {
  applied: "payoutRulesApplied",
  proposed: "payoutRulesProposed",
  confirmed: "payoutRulesConfirmed",
  rejected: "payoutRulesRejected",
  withdrawn: "payoutRulesWithdrawn",
};

/** Writes the in-app notices, in the change's transaction; answers who was told. */
export async function noteApprovers(tx: Tx, companyId: string, notice: RulesNotice) {
  const key = KEYS[notice.event];
  const values = Object.fromEntries(RULE_LIMITS.map((f) => [f, String(notice.after[f])]));
  return notifyHolders(
    tx,
    companyId,
    "approvePayouts",
    {
      type: notice.event === "proposed" || notice.event === "confirmed" ? "warning" : "info",
      titleKey: `notif.${key}.title`,
      messageKey: `notif.${key}.message`,
      params: { who: notice.who.name, proposer: notice.proposer, ...values },
    },
    notice.who.userId,
  );
}

/** After the change committed: the same people by email and WhatsApp, as each chose. */
export async function tellApproversOutside(
  deps: Deps,
  companyId: string,
  told: Awaited<ReturnType<typeof noteApprovers>>,
  notice: RulesNotice,
): Promise<void> {
  try {
    for (const person of told) {
      const language = person.preferences.language;
      // "before → after" where the rule changes, else its value.
      const shown = (f: (typeof RULE_LIMITS)[number]) =>
        notice.before[f] === notice.after[f]
          ? formatAmount(notice.after[f], language)
          : `${formatAmount(notice.before[f], language)} → ${formatAmount(notice.after[f], language)}`;
      await tellOutside(
        deps,
        { ...person, companyId },
        {
          template: "payoutRulesChanged",
          params: {
            name: person.name,
            event: notice.event,
            who: notice.who.name,
            proposer: notice.proposer,
            approvalThreshold: shown("approvalThreshold"),
            perPayoutLimit: shown("perPayoutLimit"),
            perBeneficiaryDailyLimit: shown("perBeneficiaryDailyLimit"),
            companyDailyLimit: shown("companyDailyLimit"),
            link: `${publicUrl(deps.config)}/dashboard/settings`,
          },
          // The rules govern the live money.
          live: true,
        },
      );
    }
  } catch (error) {
    deps.logger.error("payout rules notice failed", { companyId, event: notice.event, error: String(error) });
  }
}
