import { type APIRequestContext, request } from "@playwright/test";
import { E2E } from "./env";
import { createStaffUser } from "./staff";

// The shared company's payout rules for a spec, set the way the product allows it
// (docs/PAYOUTS.md § Four eyes on the rules): the admin steps up and saves; a loosening beyond
// the bound waits, and a second admin confirms it.

type Rules = Record<string, unknown>;

/** The rules in force as GET shows them, the change waiting left out: what a PUT takes back. */
export async function currentRules(api: APIRequestContext): Promise<Rules> {
  const res = await api.get("/api/settings/payouts");
  if (!res.ok()) throw new Error(`payout rules read failed: ${res.status()}`);
  const { proposal: _waiting, ...rules } = (await res.json()) as Rules;
  return rules;
}

async function steppedUp(api: APIRequestContext, password: string) {
  const res = await api.post("/api/security/step-up", { data: { password } });
  if (!res.ok()) throw new Error(`step-up failed: ${res.status()}`);
}

// One second approver per worker: each new one is told of every payout waiting.
let second: ReturnType<typeof createStaffUser> | undefined;

/** The rules in force afterwards are `rules`: saved by the seeded admin (`api`), confirmed by a second admin when needed. */
export async function setPayoutRules(api: APIRequestContext, rules: Rules): Promise<void> {
  await steppedUp(api, E2E.admin.password);
  const saved = await api.put("/api/settings/payouts", { data: rules });
  if (saved.status() === 200) return;
  if (saved.status() !== 202) throw new Error(`payout rules change failed: ${saved.status()} ${await saved.text()}`);
  const { proposal } = (await saved.json()) as { proposal: { proposedAt: string } };
  second ??= createStaffUser("admin", "Bakary Second");
  const person = await second;
  const other = await request.newContext({ baseURL: E2E.baseURL, extraHTTPHeaders: { origin: E2E.baseURL } });
  try {
    await other.post("/api/auth/sign-in/email", { data: { email: person.email, password: person.password } });
    await steppedUp(other, person.password);
    const confirmed = await other.post("/api/settings/payouts/proposal/confirm", {
      data: { proposedAt: proposal.proposedAt },
    });
    if (confirmed.status() !== 200) throw new Error(`confirmation failed: ${confirmed.status()}`);
  } finally {
    await other.dispose();
  }
}
