import { expect } from "vitest";
import type { TestClient, TestContext } from "./context";
import { PASSWORD, signedInPerson } from "./people";
import { stepUp } from "./step-up";

// Setting a company's payout rules as a test needs them, the way the product allows it
// (docs/PAYOUTS.md § Four eyes on the rules): the person steps up and saves; a loosening beyond
// the bound waits, and a second approver of the company confirms it.

/** Someone who may change the rules, with the password their step-up asks for. */
export type RulesHolder = { client: TestClient; password?: string };

/** Proves the person again (POST /api/security/step-up), as the rules' change asks. */
export const steppedUp = (who: RulesHolder) => stepUp(who.client, who.password ?? PASSWORD);

/** PUT /api/settings/payouts after a step-up: 200 applied, 202 proposed. */
export async function putPayoutRules(who: RulesHolder, rules: Record<string, unknown>) {
  await steppedUp(who);
  return who.client.request("PUT", "/api/settings/payouts", { json: rules });
}

/** POST /api/settings/payouts/proposal/confirm after a step-up, naming the proposal seen. */
export async function confirmPayoutRules(who: RulesHolder, proposedAt: string) {
  await steppedUp(who);
  return who.client.post("/api/settings/payouts/proposal/confirm", { proposedAt });
}

// One second approver per company, made once: each new approver would be told of every payout.
const seconds = new WeakMap<TestContext, Map<string, Promise<RulesHolder>>>();

function secondApprover(ctx: TestContext, companyId: string): Promise<RulesHolder> {
  const ofCtx = seconds.get(ctx) ?? new Map<string, Promise<RulesHolder>>();
  seconds.set(ctx, ofCtx);
  let second = ofCtx.get(companyId);
  if (!second) {
    second = signedInPerson(ctx, { role: "admin", companyId, name: "Second approbateur" });
    ofCtx.set(companyId, second);
  }
  return second;
}

/**
 * The rules in force afterwards are `rules`: saved by `who`, and when that loosens them beyond
 * the bound, confirmed by the company's second approver. Answers the rules as GET shows them.
 */
export async function setPayoutRules(
  ctx: TestContext,
  companyId: string,
  who: RulesHolder,
  rules: Record<string, unknown>,
) {
  const saved = await putPayoutRules(who, rules);
  if (saved.status === 200) return saved.body;
  expect(saved.status, JSON.stringify(saved.body)).toBe(202);
  const confirmed = await confirmPayoutRules(await secondApprover(ctx, companyId), saved.body.proposal.proposedAt);
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return confirmed.body;
}
