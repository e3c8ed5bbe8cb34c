import { z } from "zod";
import { BANK_FILE_FORMATS } from "./payout-rules";
import { PayoutSettings } from "./payouts";

// Four eyes on the payout rules (docs/PAYOUTS.md § Four eyes on the rules): what
// /api/settings/payouts answers — the rules in force and the change waiting for a second
// approver —, and the confirmation of that change.

/** The rules as they are applied: every field set (the bank's layout included). */
const AppliedPayoutSettings = PayoutSettings.extend({ bankFileFormat: z.enum(BANK_FILE_FORMATS) });

/** A loosening change above the bound one approver may make alone, until another confirms it. */
export const PayoutSettingsProposal = z.object({
  settings: AppliedPayoutSettings.describe("The rules as they will be once confirmed, exactly"),
  proposedBy: z.string().describe("The user id of the person who proposed it"),
  proposedByName: z.string().nullable().describe("Their name (null once they are gone)"),
  proposedAt: z.string().describe("When (ISO 8601); the confirmation names it"),
});
export type PayoutSettingsProposal = z.infer<typeof PayoutSettingsProposal>;

/**
 * The company's payout rules (the fields of PayoutSettings, as before) and the change waiting
 * for a second approver, if any: what GET, PUT, the confirmation and the rejection answer.
 */
export const PayoutSettingsState = AppliedPayoutSettings.extend({
  proposal: PayoutSettingsProposal.nullable().describe("The change waiting for a second approver, or null"),
});
export type PayoutSettingsState = z.infer<typeof PayoutSettingsState>;

/**
 * The confirmation names the proposal the confirming person saw: a proposal replaced in between
 * is never confirmed in its place (payoutSettingsProposalChanged).
 */
export const ConfirmPayoutSettingsProposal = z
  .object({ proposedAt: z.string().max(40).describe("The proposal's proposedAt, as GET showed it") })
  .strict();
export type ConfirmPayoutSettingsProposal = z.infer<typeof ConfirmPayoutSettingsProposal>;
