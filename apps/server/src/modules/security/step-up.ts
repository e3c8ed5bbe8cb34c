import { STEP_UP_WINDOW_MS, type StepUp, type StepUpMethod, type StepUpRequest } from "@payflow/contracts";
import type { Deps } from "../../deps";
import type { Acting } from "../../http/actor";
import { AppError } from "../../http/errors";
import type { CurrentUser } from "../../http/types";
import * as q from "./queries";
import { auditOnSelf, checkingPassword, limitTwoFactorAttempts } from "./service";

// Step-up (docs/PAYOUTS.md § Step-up): the dangerous acts — approving a live payout, revealing
// or creating a live key, changing operator credentials or payout settings — ask the person to
// prove it is them again within the last 5 minutes: their second factor, or their password when
// they have none. It belongs to the session (session_step_ups): another session of the same
// person, or a new one after signing out, starts without it.

async function methodOf(deps: Deps, user: CurrentUser): Promise<StepUpMethod> {
  return (await q.isTwoFactorEnabled(deps.db, user.userId)) ? "totp" : "password";
}

/**
 * Checks the person's second factor (a code from their app), or their password when two-factor
 * is off, under the same attempt limits as two-factor set-up; then records the step-up of this
 * session, audited. A password from someone with two-factor on is refused: the code is asked.
 */
export async function stepUp(
  deps: Deps,
  { user, audit }: Acting,
  input: StepUpRequest,
  headers: Headers,
): Promise<StepUp> {
  const method = await methodOf(deps, user);
  if (method === "totp") {
    if (!input.code) throw new AppError("twoFactorCodeRequired", { field: "code" });
    await limitTwoFactorAttempts(deps, user);
    const response = await deps.auth.api.verifyTOTP({ body: { code: input.code }, headers, asResponse: true });
    if (!response.ok) throw new AppError("twoFactorCodeInvalid", { field: "code" });
  } else {
    const { password } = input;
    if (!password) throw new AppError("passwordRequired", { field: "password" });
    await checkingPassword(deps, user, () =>
      deps.auth.api.verifyPassword({ body: { password }, headers, asResponse: true }),
    );
  }
  const at = await deps.db.transaction(async (tx) => {
    const at = await q.recordStepUp(tx, user.sessionId, user.userId);
    await auditOnSelf(tx, audit, user, "security.steppedUp", { method });
    return at;
  });
  return { steppedUpUntil: new Date(at.getTime() + STEP_UP_WINDOW_MS).toISOString() };
}

/**
 * What every dangerous act calls first: passes when this session stepped up within the last
 * 5 minutes (STEP_UP_WINDOW_MS), else stepUpRequired (403) with `params.method`, "totp" or
 * "password", so the web asks for the right one, calls POST /api/security/step-up and retries.
 */
export async function requireStepUp(deps: Deps, user: CurrentUser): Promise<void> {
  if (await q.steppedUpWithin(deps.db, user.sessionId, user.userId, STEP_UP_WINDOW_MS)) return;
  throw new AppError("stepUpRequired", { params: { method: await methodOf(deps, user) } });
}
