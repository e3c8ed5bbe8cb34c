import {
  type AuditAction,
  capabilitiesInMode,
  DEFAULT_PAYOUT_SETTINGS,
  type Mode,
  type PayoutSettings,
  type PayoutSettingsState,
} from "@payflow/contracts";
import type { Tx } from "../../db/client";
import type { Deps } from "../../deps";
import { grants } from "../../http/access";
import type { Acting } from "../../http/actor";
import { AppError } from "../../http/errors";
import { recordAudit } from "../audit";
import { memberNames } from "../users";
import { noteApprovers, type RulesEvent, type RulesNotice, tellApproversOutside } from "./settings-notices";
import { type AppliedSettings, RULE_LIMITS, rulesOf, type StoredRules, writeRules } from "./settings-queries";

// Four eyes on the payout rules (docs/PAYOUTS.md § Four eyes on the rules). Whoever holds
// manageSettings but not approvePayouts cannot change the rules that decide what needs an
// approver. A stricter change applies at once; a loosening one at once only within the bound
// (beyondBound), else it waits as a proposal until another approver confirms it. Each step is
// audited and told to every approver in the same transaction.

/**
 * Whether a change loosens a rule beyond what one approver may do alone: a raise of the approval
 * threshold or of a limit by more than 20 % of its current value, or above its default
 * (DEFAULT_PAYOUT_SETTINGS). Lowering, the bank's layout and raises within both bounds are not.
 */
export function beyondBound(current: PayoutSettings, next: PayoutSettings): boolean {
  return RULE_LIMITS.some(
    (f) => next[f] > current[f] && (next[f] * 5 > current[f] * 6 || next[f] > DEFAULT_PAYOUT_SETTINGS[f]),
  );
}

/** The rules and the proposal as the screens show them (the proposer named). */
async function stateOf(db: Tx, companyId: string, rules: StoredRules): Promise<PayoutSettingsState> {
  const { proposal } = rules;
  if (!proposal) return { ...rules.settings, proposal: null };
  const names = await memberNames(db, companyId, [proposal.proposedBy]);
  return { ...rules.settings, proposal: { ...proposal, proposedByName: names[proposal.proposedBy] ?? null } };
}

export async function payoutRulesState(db: Tx, companyId: string): Promise<PayoutSettingsState> {
  return stateOf(db, companyId, await rulesOf(db, companyId));
}

/** Changing the rules needs approvePayouts too, judged in the request's mode as the access check does. */
function requireApprover({ user }: Acting, mode: Mode) {
  if (!grants(capabilitiesInMode(user.role, user.capabilities, mode), "approvePayouts")) {
    throw new AppError("forbidden");
  }
}

const AUDITED = { targetType: "settings", targetLabel: "payouts" } as const;

/** One step of the rules' life in one transaction, under the company row's lock: audited, told. */
async function step(
  deps: Deps,
  actor: Acting,
  run: (
    tx: Tx,
    rules: StoredRules,
  ) => Promise<{ audit: { action: AuditAction; details: Record<string, unknown> }; notice?: RulesNotice }>,
): Promise<PayoutSettingsState> {
  const { audit } = actor;
  const { state, told, notice } = await deps.db.transaction(async (tx) => {
    const done = await run(tx, await rulesOf(tx, audit.companyId, { lock: true }));
    await recordAudit(tx, audit, {
      action: done.audit.action,
      ...AUDITED,
      targetId: audit.companyId,
      details: done.audit.details,
    });
    const told = done.notice ? await noteApprovers(tx, audit.companyId, done.notice) : [];
    return { state: await stateOf(tx, audit.companyId, await rulesOf(tx, audit.companyId)), told, notice: done.notice };
  });
  if (notice) await tellApproversOutside(deps, audit.companyId, told, notice);
  return state;
}

const notice = (
  event: RulesEvent,
  { user }: Acting,
  proposer: string,
  before: AppliedSettings,
  after: AppliedSettings,
): RulesNotice => ({ event, who: { userId: user.userId, name: user.profile.name }, proposer, before, after });

const changed = (a: AppliedSettings, b: AppliedSettings) =>
  RULE_LIMITS.some((f) => a[f] !== b[f]) || a.bankFileFormat !== b.bankFileFormat;

/**
 * PUT /api/settings/payouts: applied at once (200) when it tightens or stays within the bound,
 * else stored as the proposal, replacing an older one (202); the rules in force unchanged.
 */
export async function changePayoutRules(deps: Deps, actor: Acting, mode: Mode, body: PayoutSettings) {
  requireApprover(actor, mode);
  let proposed = false;
  const state = await step(deps, actor, async (tx, { settings: before, proposal: older }) => {
    // The bank's layout kept when the request leaves it out (a client older than the setting).
    const next: AppliedSettings = { ...body, bankFileFormat: body.bankFileFormat ?? before.bankFileFormat };
    const name = actor.user.profile.name;
    if (beyondBound(before, next)) {
      proposed = true;
      const proposal = { settings: next, proposedBy: actor.user.userId, proposedAt: new Date().toISOString() };
      await writeRules(tx, actor.audit.companyId, { proposal });
      return {
        audit: {
          action: "settings.payoutsProposed",
          details: { before: { payouts: before }, proposed: { payouts: next }, replaced: older },
        },
        notice: notice("proposed", actor, name, before, next),
      };
    }
    await writeRules(tx, actor.audit.companyId, { settings: next });
    return {
      audit: { action: "settings.updated", details: { before: { payouts: before }, after: { payouts: next } } },
      notice: changed(before, next) ? notice("applied", actor, name, before, next) : undefined,
    };
  });
  return { state, proposed };
}

/** Someone else's name for the notices; their id when they are gone. */
async function proposerName(tx: Tx, companyId: string, userId: string) {
  return (await memberNames(tx, companyId, [userId]))[userId] ?? userId;
}

/**
 * POST /api/settings/payouts/proposal/confirm: another approver than its proposer applies the
 * proposal they saw (named by its proposedAt), exactly as proposed.
 */
export async function confirmPayoutRules(deps: Deps, actor: Acting, mode: Mode, proposedAt: string) {
  requireApprover(actor, mode);
  return step(deps, actor, async (tx, { settings: before, proposal }) => {
    if (!proposal || proposal.proposedAt !== proposedAt) throw new AppError("payoutSettingsProposalChanged");
    if (proposal.proposedBy === actor.user.userId) throw new AppError("cannotApproveOwnChange");
    await writeRules(tx, actor.audit.companyId, { settings: proposal.settings, proposal: null });
    const proposer = await proposerName(tx, actor.audit.companyId, proposal.proposedBy);
    return {
      audit: {
        action: "settings.payoutsConfirmed",
        details: {
          before: { payouts: before },
          after: { payouts: proposal.settings },
          proposedBy: proposal.proposedBy,
          proposedAt: proposal.proposedAt,
        },
      },
      notice: notice("confirmed", actor, proposer, before, proposal.settings),
    };
  });
}

/**
 * DELETE /api/settings/payouts/proposal: the proposer withdraws it, or another approver rejects
 * it; the rules in force stay as they are.
 */
export async function dropPayoutRulesProposal(deps: Deps, actor: Acting, mode: Mode) {
  requireApprover(actor, mode);
  return step(deps, actor, async (tx, { settings: before, proposal }) => {
    if (!proposal) throw new AppError("notFound");
    await writeRules(tx, actor.audit.companyId, { proposal: null });
    const own = proposal.proposedBy === actor.user.userId;
    const proposer = own ? actor.user.profile.name : await proposerName(tx, actor.audit.companyId, proposal.proposedBy);
    return {
      audit: {
        action: own ? "settings.payoutsWithdrawn" : "settings.payoutsRejected",
        details: { proposed: { payouts: proposal.settings }, proposedBy: proposal.proposedBy },
      },
      notice: notice(own ? "withdrawn" : "rejected", actor, proposer, before, proposal.settings),
    };
  });
}
