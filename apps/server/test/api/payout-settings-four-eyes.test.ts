import { DEFAULT_PAYOUT_SETTINGS } from "@payflow/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestClient, TestContext } from "../support/context";
import { merchantContext } from "../support/merchant";
import { confirmPayoutRules, putPayoutRules, steppedUp } from "../support/payout-rules";
import { fund } from "../support/payouts";
import { otherCompany, signedInPerson } from "../support/people";

// Four eyes on the payout rules (docs/PAYOUTS.md § Four eyes on the rules), tried as the finding
// put it: whoever held manageSettings could raise the approval threshold and the limits to the
// maximum alone, without the approve capability, unannounced.

let ctx: TestContext;

beforeAll(async () => {
  ({ ctx } = await merchantContext());
});

type Person = { client: TestClient; userId: string; email: string };

/**
 * A business of its own: its admin, a second approver (finance's capabilities and
 * manageSettings, a custom role), a finance person, and someone holding manageSettings alone.
 */
async function business() {
  const companyId = await otherCompany(ctx);
  const admin = await signedInPerson(ctx, { role: "admin", companyId, name: "Awa Admin" });
  const role = async (name: string, capabilities: string[]) => {
    const res = await admin.client.post("/api/roles", { name, displayName: name, capabilities });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return name;
  };
  const approverRole = await role("tresorier", [
    "viewDashboard",
    "viewTransactions",
    "createPayouts",
    "approvePayouts",
    "manageSettings",
  ]);
  const settingsRole = await role("parametres", ["viewDashboard", "manageSettings", "createPayouts"]);
  const second = await signedInPerson(ctx, { role: approverRole, companyId, name: "Bakary Trésorier" });
  const finance = await signedInPerson(ctx, { role: "finance", companyId, name: "Chantal Finance" });
  const settingsOnly = await signedInPerson(ctx, { role: settingsRole, companyId, name: "Didier Paramètres" });
  return { companyId, admin, second, finance, settingsOnly };
}

const stored = async (companyId: string) =>
  (await ctx.pool.query("select payout_settings, payout_settings_proposal from companies where id = $1", [companyId]))
    .rows[0] as { payout_settings: Record<string, unknown> | null; payout_settings_proposal: unknown };

const audited = async (companyId: string, action: string) =>
  (
    await ctx.pool.query(
      "select actor_user_id, details from audit_log where company_id = $1 and action = $2 order by created_at",
      [companyId, action],
    )
  ).rows as { actor_user_id: string; details: Record<string, unknown> }[];

/** Who was told, by the notification's title key: their user ids, sorted. */
const told = async (companyId: string, titleKey: string) =>
  (
    await ctx.pool.query(
      "select n.user_id from notifications n join profiles p on p.user_id = n.user_id where p.company_id = $1 and n.title_key = $2 order by n.user_id",
      [companyId, titleKey],
    )
  ).rows.map((r) => r.user_id as string);

const mailed = async (to: string) =>
  (
    await ctx.pool.query(
      "select subject from email_outbox where channel = 'email' and template = 'payoutRulesChanged' and to_email = $1",
      [to],
    )
  ).rows.map((r) => r.subject as string);

const ids = (...people: Person[]) => people.map((p) => p.userId).sort();

const rules = (patch: Record<string, number> = {}) => ({
  approvalThreshold: DEFAULT_PAYOUT_SETTINGS.approvalThreshold,
  perPayoutLimit: DEFAULT_PAYOUT_SETTINGS.perPayoutLimit,
  perBeneficiaryDailyLimit: DEFAULT_PAYOUT_SETTINGS.perBeneficiaryDailyLimit,
  companyDailyLimit: DEFAULT_PAYOUT_SETTINGS.companyDailyLimit,
  ...patch,
});

describe("who may change the payout rules", () => {
  it("refuses someone holding manageSettings without approvePayouts, and nothing changes", async () => {
    const { companyId, settingsOnly, finance } = await business();
    const before = await stored(companyId);
    const wide = { approvalThreshold: 1_000_000_000, perPayoutLimit: 1_000_000_000 };
    const res = await putPayoutRules(settingsOnly, rules({ ...wide, companyDailyLimit: 1_000_000_000 }));
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("forbidden");
    expect(await stored(companyId)).toEqual(before);
    expect(await audited(companyId, "settings.updated")).toEqual([]);
    expect(await audited(companyId, "settings.payoutsProposed")).toEqual([]);
    // Even a stricter change: the rules of approval are the approvers'.
    const stricter = await putPayoutRules(settingsOnly, rules({ approvalThreshold: 1_000 }));
    expect(stricter.status).toBe(403);
    expect(await stored(companyId)).toEqual(before);
    // They still read the rules, as those who create or approve payouts do.
    const read = await settingsOnly.client.get("/api/settings/payouts");
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ ...rules(), proposal: null });
    expect((await finance.client.get("/api/settings/payouts")).status).toBe(200);
    expect(await told(companyId, "notif.payoutRulesApplied.title")).toEqual([]);
  });
});

describe("a loosening beyond the bound", () => {
  it("waits for another approver: the old threshold still applies, its proposer cannot confirm it, another can", async () => {
    const { companyId, admin, second, finance, settingsOnly } = await business();
    await fund(ctx, companyId, "mtn_momo", 2_000_000);
    const raised = await putPayoutRules(admin, rules({ approvalThreshold: 5_000_000 }));
    expect(raised.status, JSON.stringify(raised.body)).toBe(202);
    expect(raised.body).toMatchObject({
      approvalThreshold: 500_000,
      proposal: {
        settings: { ...rules({ approvalThreshold: 5_000_000 }), bankFileFormat: "generic" },
        proposedBy: admin.userId,
        proposedByName: "Awa Admin",
      },
    });
    expect((await stored(companyId)).payout_settings).toBeNull();
    // Everyone else who may approve is told, in the app and by email; not the proposer, not
    // someone who cannot approve.
    expect(await told(companyId, "notif.payoutRulesProposed.title")).toEqual(ids(second, finance));
    expect(await mailed(second.email)).toEqual(["Un changement des règles de versement attend votre confirmation"]);
    expect(await mailed(admin.email)).toEqual([]);
    expect(await mailed(settingsOnly.email)).toEqual([]);
    const [proposedLine] = await audited(companyId, "settings.payoutsProposed");
    expect(proposedLine?.actor_user_id).toBe(admin.userId);

    // A payout above the old threshold still waits for approval.
    const payout = await admin.client.post("/api/payouts", { amount: 600_000, phone: "0505000001" });
    expect(payout.status, JSON.stringify(payout.body)).toBe(201);
    expect(payout.body.status).toBe("pending_approval");

    const own = await confirmPayoutRules(admin, raised.body.proposal.proposedAt);
    expect(own.status).toBe(403);
    expect(own.body.error.code).toBe("cannotApproveOwnChange");
    expect((await stored(companyId)).payout_settings).toBeNull();
    // Neither can someone who may not approve, nor another company's admin.
    await steppedUp(settingsOnly);
    const notApprover = await settingsOnly.client.post("/api/settings/payouts/proposal/confirm", {
      proposedAt: raised.body.proposal.proposedAt,
    });
    expect(notApprover.status).toBe(403);
    const stranger = await signedInPerson(ctx, { role: "admin", companyId: await otherCompany(ctx) });
    const foreign = await confirmPayoutRules(stranger, raised.body.proposal.proposedAt);
    expect(foreign.status).toBe(409);
    expect(foreign.body.error.code).toBe("payoutSettingsProposalChanged");
    expect((await stranger.client.get("/api/settings/payouts")).body.proposal).toBeNull();
    expect((await stored(companyId)).payout_settings).toBeNull();

    const confirmed = await confirmPayoutRules(second, raised.body.proposal.proposedAt);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toEqual({
      ...rules({ approvalThreshold: 5_000_000 }),
      bankFileFormat: "generic",
      proposal: null,
    });
    expect((await stored(companyId)).payout_settings_proposal).toBeNull();
    const after = await admin.client.post("/api/payouts", { amount: 600_000, phone: "0505000002" });
    expect(after.body.status).toBe("queued");

    const [confirmedLine] = await audited(companyId, "settings.payoutsConfirmed");
    expect(confirmedLine?.actor_user_id).toBe(second.userId);
    expect(confirmedLine?.details).toMatchObject({
      before: { payouts: { approvalThreshold: 500_000 } },
      after: { payouts: { approvalThreshold: 5_000_000 } },
      proposedBy: admin.userId,
    });
    expect(await told(companyId, "notif.payoutRulesConfirmed.title")).toEqual(ids(admin, finance));
  });

  it("is confirmed only as the confirming person saw it: a replaced proposal is not confirmed in its place", async () => {
    const { companyId, admin, second } = await business();
    const first = await putPayoutRules(admin, rules({ perPayoutLimit: 3_000_000 }));
    expect(first.status).toBe(202);
    const replaced = await putPayoutRules(admin, rules({ perPayoutLimit: 1_000_000_000 }));
    expect(replaced.status).toBe(202);
    expect(replaced.body.proposal.settings.perPayoutLimit).toBe(1_000_000_000);
    const stale = await confirmPayoutRules(second, first.body.proposal.proposedAt);
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("payoutSettingsProposalChanged");
    expect((await stored(companyId)).payout_settings).toBeNull();
    expect((await second.client.get("/api/settings/payouts")).body.proposal.settings.perPayoutLimit).toBe(
      1_000_000_000,
    );
  });

  it("is rejected by another approver or withdrawn by its proposer, the rules as they were", async () => {
    const { companyId, admin, second, finance } = await business();
    const proposed = await putPayoutRules(admin, rules({ companyDailyLimit: 900_000_000 }));
    expect(proposed.status).toBe(202);
    await steppedUp(second);
    const rejected = await second.client.delete("/api/settings/payouts/proposal");
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ companyDailyLimit: 50_000_000, proposal: null });
    expect(await stored(companyId)).toEqual({ payout_settings: null, payout_settings_proposal: null });
    expect((await audited(companyId, "settings.payoutsRejected"))[0]?.actor_user_id).toBe(second.userId);
    expect(await told(companyId, "notif.payoutRulesRejected.title")).toEqual(ids(admin, finance));
    // Nothing left to confirm.
    const late = await confirmPayoutRules(finance, proposed.body.proposal.proposedAt);
    expect(late.status).toBe(403);
    const none = await confirmPayoutRules(second, proposed.body.proposal.proposedAt);
    expect(none.body.error.code).toBe("payoutSettingsProposalChanged");

    const again = await putPayoutRules(admin, rules({ perBeneficiaryDailyLimit: 9_000_000 }));
    expect(again.status).toBe(202);
    const withdrawn = await admin.client.delete("/api/settings/payouts/proposal");
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.proposal).toBeNull();
    expect((await audited(companyId, "settings.payoutsWithdrawn"))[0]?.actor_user_id).toBe(admin.userId);
    expect(await told(companyId, "notif.payoutRulesWithdrawn.title")).toEqual(ids(second, finance));
    expect((await admin.client.delete("/api/settings/payouts/proposal")).status).toBe(404);
  });
});

describe("a change one approver makes alone", () => {
  it("applies at once when stricter, audited and told to every other approver", async () => {
    const { companyId, admin, second, finance } = await business();
    const stricter = rules({ approvalThreshold: 100_000, perPayoutLimit: 1_000_000 });
    const res = await putPayoutRules(admin, stricter);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ ...stricter, bankFileFormat: "generic", proposal: null });
    expect((await stored(companyId)).payout_settings).toMatchObject(stricter);
    const [line] = await audited(companyId, "settings.updated");
    expect(line?.actor_user_id).toBe(admin.userId);
    expect(line?.details).toMatchObject({ after: { payouts: stricter } });
    expect(await told(companyId, "notif.payoutRulesApplied.title")).toEqual(ids(second, finance));
    expect(await mailed(finance.email)).toEqual(["Règles de versement modifiées"]);
  });

  it("applies at once within the bound (20 %, never above the defaults), and waits beyond it", async () => {
    const { admin } = await business();
    expect((await putPayoutRules(admin, rules({ approvalThreshold: 100_000 }))).status).toBe(200);
    // 100,000 → 120,000: 20 %.
    const within = await putPayoutRules(admin, rules({ approvalThreshold: 120_000 }));
    expect(within.status).toBe(200);
    expect(within.body.approvalThreshold).toBe(120_000);
    // 120,000 → 144,001: just over 20 %.
    const over = await putPayoutRules(admin, rules({ approvalThreshold: 144_001 }));
    expect(over.status).toBe(202);
    expect(over.body.approvalThreshold).toBe(120_000);
    // At the default, any raise waits, however small.
    const aboveDefault = await putPayoutRules(admin, rules({ approvalThreshold: 120_000, perPayoutLimit: 2_000_001 }));
    expect(aboveDefault.status).toBe(202);
    expect(aboveDefault.body.perPayoutLimit).toBe(2_000_000);
    // The bank's layout alone applies at once, the proposal kept.
    const layout = await putPayoutRules(admin, { ...rules({ approvalThreshold: 120_000 }), bankFileFormat: "bni" });
    expect(layout.status).toBe(200);
    expect(layout.body).toMatchObject({ bankFileFormat: "bni", proposal: { settings: { perPayoutLimit: 2_000_001 } } });
  });
});
