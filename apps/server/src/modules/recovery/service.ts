import { randomInt } from "node:crypto";
import {
  type EmailCodeSignInRequest,
  isClientRole,
  isValidEmail,
  normalizeEmail,
  PASSWORD_RESET_EXPIRES_MINUTES,
  type PasswordResetConfirm,
  type PasswordResetRequest,
  SIGN_IN_CODE_ATTEMPTS,
  SIGN_IN_CODE_EXPIRES_MINUTES,
  SIGN_IN_CODE_LENGTH,
  type TwoFactorSignInRequest,
} from "@payflow/contracts";
import type { z } from "zod";
import { hashPassword, passwordChosen, replacePassword } from "../../auth/accounts";
import { hashSignInCode, signInCodeIdentifier } from "../../auth/email-code";
import { authErrorCode } from "../../auth/errors";
import { findProfile } from "../../auth/queries";
import { consumeResetLink, createResetLink } from "../../auth/reset-links";
import { forgetSeededCredentials } from "../../config/admin-credentials";
import { publicUrl } from "../../config/env";
import type { Deps } from "../../deps";
import { actorOf } from "../../http/actor";
import { AppError } from "../../http/errors";
import { assertNotLocked, recordFailure } from "../../http/rate-limit";
import { sendEmail } from "../../mail/outbox";
import { completeSignIn, limitAttempts, linkClientRecordByEmail, type SignedIn } from "../accounts";
import { recordAudit } from "../audit";
import { deleteSessionsExcept } from "../security";
import * as q from "./queries";

// Ways into an account besides the password alone: the two-factor code step, password reset
// by email link, and sign-in with a code sent by email. Each answers the same whether the
// email is known or not, and each is rate-limited per address and per email.

/** Code and link requests count against the (stricter) sign-up limit; checks against the sign-in one. */
function limit(deps: Deps, kind: string, ip: string, email?: string): Promise<void> {
  const { config } = deps;
  const max =
    kind === "reset" || kind === "emailCode" ? config.PAYFLOW_RATE_LIMIT_SIGNUP : config.PAYFLOW_RATE_LIMIT_SIGNIN;
  return limitAttempts(deps, kind, ip, email, max);
}

function checkEmail(email: string): string {
  if (!isValidEmail(email)) throw new AppError("invalidEmail", { field: "email" });
  return normalizeEmail(email);
}

/** The second sign-in step: a code from the authenticator app, or a backup code (used once). */
export async function signInWithTwoFactor(
  deps: Deps,
  input: z.output<typeof TwoFactorSignInRequest>,
  ip: string,
  headers: Headers,
): Promise<SignedIn> {
  await limit(deps, "twofactor", ip);
  const body = { code: input.code.replaceAll(/\s/g, "") };
  const response =
    input.method === "backupCode"
      ? await deps.auth.api.verifyBackupCode({ body, headers, asResponse: true })
      : await deps.auth.api.verifyTOTP({ body, headers, asResponse: true });
  if (!response.ok) {
    const code = await authErrorCode(response);
    if (code === "INVALID_CODE" || code === "INVALID_BACKUP_CODE") {
      throw new AppError("twoFactorCodeInvalid", { field: "code" });
    }
    if (code === "ACCOUNT_TEMPORARILY_LOCKED") throw new AppError("rateLimited", { retryAfterSeconds: 900 });
    // No challenge, an expired one, or too many wrong codes for it: start again from the password.
    throw new AppError("twoFactorChallengeExpired");
  }
  return completeSignIn(deps, response, headers);
}

/** Emails a one-time reset link to a known, usable account; answers the same otherwise. */
export async function requestPasswordReset(deps: Deps, input: PasswordResetRequest, ip: string): Promise<void> {
  const email = checkEmail(input.email);
  await limit(deps, "reset", ip, email);
  const account = await q.findUsableAccount(deps.db, email);
  if (!account) return;
  const expiresAt = new Date(Date.now() + PASSWORD_RESET_EXPIRES_MINUTES * 60_000);
  const token = await createResetLink(deps.db, account.userId, expiresAt);
  await sendEmail(deps, {
    companyId: account.companyId,
    to: account.email,
    language: account.preferences.language ?? input.language ?? "fr",
    template: "passwordReset",
    params: {
      name: account.name,
      link: `${publicUrl(deps.config)}/reset-password?token=${token}`,
      expiresMinutes: String(PASSWORD_RESET_EXPIRES_MINUTES),
    },
  });
}

/**
 * Sets the new password from a reset link (used once, within its time). Every session and
 * every other reset link of the person ends, the change is audited and the person is told by email.
 */
export async function confirmPasswordReset(
  deps: Deps,
  input: PasswordResetConfirm,
  ip: string,
  headers: Headers,
): Promise<void> {
  await limit(deps, "resetConfirm", ip);
  const hash = await hashPassword(deps.auth, input.newPassword);
  const profile = await deps.db.transaction(async (tx) => {
    const userId = await consumeResetLink(tx, input.token);
    if (!userId) throw new AppError("resetLinkInvalid", { field: "token" });
    const found = await findProfile(tx, userId);
    if (!found || found.status === "inactive") throw new AppError("resetLinkInvalid", { field: "token" });
    await replacePassword(tx, userId, hash);
    await deleteSessionsExcept(tx, userId, null);
    await passwordChosen(tx, found);
    const actor = actorOf(found, { ipAddress: ip || null, userAgent: headers.get("user-agent") });
    await recordAudit(tx, actor, {
      action: "password.reset",
      targetType: "user",
      targetId: found.userId,
      targetLabel: found.email,
    });
    // The link reached the person's email: they own it, so the record staff made for that email
    // (held back at registration) is theirs now. Every other session ended above, and the
    // password is the one just chosen, so whoever registered with the email has no way in.
    const linked = isClientRole(found.role) ? await linkClientRecordByEmail(tx, found) : null;
    if (linked) {
      await recordAudit(tx, actor, {
        action: "client.updated",
        targetType: "client",
        targetId: linked.id,
        targetLabel: linked.name,
        details: { changes: { portalLogin: { from: false, to: true } }, proof: "emailLink" },
      });
    }
    return found;
  });
  await forgetSeededCredentials(deps.dataDir, profile.email);
  await sendEmail(deps, {
    companyId: profile.companyId,
    to: profile.email,
    language: profile.preferences.language ?? "fr",
    template: "passwordChanged",
    params: { name: profile.name },
  });
}

/** Emails a sign-in code to a known, usable account; answers the same otherwise. */
export async function requestSignInCode(deps: Deps, input: { email: string }, ip: string): Promise<void> {
  const email = checkEmail(input.email);
  await limit(deps, "emailCode", ip, email);
  const account = await q.findUsableAccount(deps.db, email);
  if (!account) return;
  const code = String(randomInt(0, 10 ** SIGN_IN_CODE_LENGTH)).padStart(SIGN_IN_CODE_LENGTH, "0");
  const ctx = await deps.auth.$context;
  const identifier = signInCodeIdentifier(email);
  // A new code replaces the previous one.
  await ctx.internalAdapter.deleteVerificationByIdentifier(identifier);
  await ctx.internalAdapter.createVerificationValue({
    identifier,
    value: `${hashSignInCode(ctx.secret, email, code)}:0`,
    expiresAt: new Date(Date.now() + SIGN_IN_CODE_EXPIRES_MINUTES * 60_000),
  });
  await sendEmail(deps, {
    companyId: account.companyId,
    to: account.email,
    language: account.preferences.language ?? "fr",
    template: "signInCode",
    params: { code, expiresMinutes: String(SIGN_IN_CODE_EXPIRES_MINUTES) },
  });
}

/** Signs in with the emailed code (then the two-factor step when the account has it). */
export async function signInWithEmailCode(
  deps: Deps,
  input: EmailCodeSignInRequest,
  ip: string,
  headers: Headers,
): Promise<SignedIn> {
  const email = checkEmail(input.email);
  await limit(deps, "emailCodeSignIn", ip, email);
  // Beyond each code's own attempts: three codes' worth of wrong guesses locks the way for an hour.
  const lockKey = `emailCodeFailures:${email}`;
  await assertNotLocked(deps.db, lockKey, SIGN_IN_CODE_ATTEMPTS * 3, 3600);
  const response = await deps.auth.api.signInEmailCode({
    body: { email, code: input.code.replaceAll(/\s/g, "") },
    headers,
    asResponse: true,
  });
  if (!response.ok) {
    const code = await authErrorCode(response);
    if (code === "ACCOUNT_INACTIVE") throw new AppError("accountInactive");
    await recordFailure(deps.db, lockKey, 3600);
    throw new AppError("signInCodeInvalid", { field: "code" });
  }
  return completeSignIn(deps, response, headers);
}
