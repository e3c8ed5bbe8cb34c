import { DEFAULT_PAYOUT_SETTINGS, type PayoutSettings } from "@payflow/contracts";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { companies } from "../../db/schema";
import { AppError } from "../../http/errors";

// The company's payout rules and the change waiting for a second approver, as stored
// (companies.payout_settings, companies.payout_settings_proposal; docs/PAYOUTS.md § Four eyes on
// the rules).

/** The rules as applied: every field set, a rule saved before it existed read as its default. */
/** The rules that are amounts: raising one loosens the rules, lowering it tightens them. */
export const RULE_LIMITS = [
  "approvalThreshold",
  "perPayoutLimit",
  "perBeneficiaryDailyLimit",
  "companyDailyLimit",
] as const;

export type AppliedSettings = PayoutSettings & { bankFileFormat: NonNullable<PayoutSettings["bankFileFormat"]> };
export type StoredProposal = { settings: AppliedSettings; proposedBy: string; proposedAt: string };
export type StoredRules = { settings: AppliedSettings; proposal: StoredProposal | null };

const applied = (settings: PayoutSettings | null): AppliedSettings => ({ ...DEFAULT_PAYOUT_SETTINGS, ...settings });

/**
 * The company's rules and proposal; `lock` holds its row until the transaction ends, so a
 * change, a confirmation and a rejection at the same moment are judged one after the other.
 */
export async function rulesOf(db: Tx, companyId: string, opts: { lock?: boolean } = {}): Promise<StoredRules> {
  const query = db
    .select({ settings: companies.payoutSettings, proposal: companies.payoutSettingsProposal })
    .from(companies)
    .where(eq(companies.id, companyId));
  const [row] = opts.lock ? await query.for("update") : await query;
  if (!row) throw new AppError("notFound");
  const proposal = row.proposal ? { ...row.proposal, settings: applied(row.proposal.settings) } : null;
  return { settings: applied(row.settings), proposal };
}

/** Writes the rules in force, the proposal, or both (null: no proposal any more). */
export async function writeRules(
  db: Tx,
  companyId: string,
  change: { settings?: AppliedSettings; proposal?: StoredProposal | null },
): Promise<void> {
  await db
    .update(companies)
    .set({
      ...(change.settings ? { payoutSettings: change.settings } : {}),
      ...(change.proposal !== undefined ? { payoutSettingsProposal: change.proposal } : {}),
      updatedAt: new Date(),
    })
    .where(eq(companies.id, companyId));
}
