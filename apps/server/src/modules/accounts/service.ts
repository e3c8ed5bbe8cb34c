import {
  firstLoginError,
  firstRegistrationError,
  isClientRole,
  type Language,
  normalizeEmail,
  normalizePhone,
  PASSWORD_RESET_EXPIRES_MINUTES,
  type RegisterRequest,
  type SignInRequest,
  type SignInResult,
} from "@payflow/contracts";
import { createAccount } from "../../auth/accounts";
import { CLIENT_IP_HEADER } from "../../auth/auth";
import { findProfile, type Profile, recordSignIn } from "../../auth/queries";
import { createResetLink } from "../../auth/reset-links";
import { publicUrl } from "../../config/env";
import { isUniqueViolation } from "../../db/errors";
import type { Deps } from "../../deps";
import { AppError } from "../../http/errors";
import { assertNotLocked, consumeRateLimit, lockedFor, recordFailure } from "../../http/rate-limit";
import { sendEmail } from "../../mail/outbox";
import { notify } from "../notifications";
import * as q from "./queries";

export type RegisterResult = { userId: string; role: string; warnings: "clientRecordFailed"[] };

/** Counts an attempt against both the caller's address and the email it is about. */
export async function limitAttempts(
  deps: Deps,
  kind: string,
  ip: string,
  email?: string,
  limit = deps.config.PAYFLOW_RATE_LIMIT_SIGNIN,
): Promise<void> {
  const { config, db } = deps;
  const window = config.PAYFLOW_RATE_LIMIT_WINDOW_SECONDS;
  await consumeRateLimit(db, `${kind}:ip:${ip}`, limit, window);
  const normalized = email ? normalizeEmail(email) : "";
  if (normalized) await consumeRateLimit(db, `${kind}:email:${normalized}`, limit, window);
}

/**
 * Public registration (docs/PRODUCT.md §4): a `client` user in the installation's default company plus
 * its client record. The user and profile are created together; a failing client record
 * only yields a warning (docs/PRODUCT.md §4), never a half-made account.
 */
export async function register(deps: Deps, input: RegisterRequest, ip: string): Promise<RegisterResult> {
  const invalid = firstRegistrationError(input);
  if (invalid) throw new AppError(invalid.code, { field: invalid.field });
  await limitAttempts(deps, "signup", ip, input.email, deps.config.PAYFLOW_RATE_LIMIT_SIGNUP);
  const { db, auth, logger } = deps;
  if (await q.emailExists(db, input.email)) throw new AppError("emailInUse", { field: "email" });
  const company = await q.findDefaultCompany(db);
  if (!company) throw new AppError("serviceUnavailable");

  const name = input.name.trim();
  const phone = normalizePhone(input.phone);
  let userId: string;
  try {
    ({ userId } = await db.transaction((tx) =>
      createAccount(tx, auth, {
        email: input.email,
        name,
        password: input.password,
        role: "client",
        companyId: company.id,
        company: input.company.trim(),
        phone,
        ...(input.language ? { language: input.language } : {}),
      }),
    ));
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("emailInUse", { field: "email" });
    throw error;
  }

  const warnings: RegisterResult["warnings"] = [];
  const email = normalizeEmail(input.email);
  try {
    if (await q.findUnlinkedClientByEmail(db, company.id, email)) {
      // Staff made a record for this email: it holds the client's payments, so it goes to no one
      // before the email's owner proves it with the emailed link (then `confirmPasswordReset`).
      await sendClientLinkConfirmation(deps, { userId, companyId: company.id, email, name, language: input.language });
    } else {
      await q.insertClientRecord(db, {
        companyId: company.id,
        userId,
        name: input.company.trim(),
        contactPerson: name,
        email,
        phone,
      });
    }
  } catch (error) {
    logger.warn("client record not created at registration", { userId, error });
    warnings.push("clientRecordFailed");
    await notify(db, {
      userId,
      companyId: company.id,
      type: "warning",
      titleKey: "notif.clientRecordFailed.title",
      messageKey: "notif.clientRecordFailed.message",
    });
  }
  await notify(db, {
    userId,
    companyId: company.id,
    type: "success",
    titleKey: "notif.registerSuccess.title",
    messageKey: "notif.registerSuccess.message",
    params: { name },
  });
  return { userId, role: "client", warnings };
}

/**
 * Emails the registering person a one-time link to the address they registered with: opening it
 * and choosing the password there proves they own the email, which links the client record staff
 * made for it. The answer to the registration stays the same, so it tells nobody such a record exists.
 */
async function sendClientLinkConfirmation(
  deps: Deps,
  who: { userId: string; companyId: string; email: string; name: string; language: Language | undefined },
): Promise<void> {
  const expiresAt = new Date(Date.now() + PASSWORD_RESET_EXPIRES_MINUTES * 60_000);
  const token = await createResetLink(deps.db, who.userId, expiresAt);
  await sendEmail(deps, {
    companyId: who.companyId,
    to: who.email,
    language: who.language ?? "fr",
    template: "clientLinkConfirm",
    params: {
      name: who.name,
      link: `${publicUrl(deps.config)}/reset-password?token=${token}`,
      expiresMinutes: String(PASSWORD_RESET_EXPIRES_MINUTES),
    },
  });
}

export type SignedIn =
  | { cookies: string[]; profile: Profile; twoFactorRequired?: false }
  | { cookies: string[]; twoFactorRequired: true };

const ACCOUNT_FAILURE_WINDOW_SECONDS = 3600;

/**
 * Sign-in (docs/PRODUCT.md §5 checks, rate limits), then the password check.
 *
 * Limits are per address and per address-and-email, so nobody can lock an account out by
 * sending wrong passwords from elsewhere. Against guessing spread over many addresses, an
 * account's failures are also counted: past ten times the per-minute limit within an hour, only
 * addresses this person signed in from before keep trying passwords; a new device then signs
 * in with an emailed code (its limits are per address and email too) until the hour ends.
 */
export async function signIn(deps: Deps, input: SignInRequest, ip: string, headers: Headers): Promise<SignedIn> {
  const invalid = firstLoginError(input);
  if (invalid) throw new AppError(invalid.code, { field: invalid.field });
  const { config, db } = deps;
  const email = normalizeEmail(input.email);
  const window = config.PAYFLOW_RATE_LIMIT_WINDOW_SECONDS;
  await consumeRateLimit(db, `signin:ip:${ip}`, config.PAYFLOW_RATE_LIMIT_SIGNIN, window);
  await consumeRateLimit(db, `signin:ipemail:${ip}:${email}`, config.PAYFLOW_RATE_LIMIT_SIGNIN, window);
  const accountKey = `signin:failures:${email}`;
  const accountLimit = config.PAYFLOW_RATE_LIMIT_SIGNIN * 10;
  const locked = await lockedFor(db, accountKey, accountLimit, ACCOUNT_FAILURE_WINDOW_SECONDS);
  if (locked > 0 && !(await q.signedInFrom(db, email, ip))) {
    throw new AppError("rateLimited", { retryAfterSeconds: locked });
  }
  try {
    return await signInWithPassword(deps, input, headers);
  } catch (error) {
    if (error instanceof AppError && error.code === "invalidCredentials") {
      await recordFailure(db, accountKey, ACCOUNT_FAILURE_WINDOW_SECONDS);
    }
    throw error;
  }
}

const PASSWORD_CHECKS = [
  { scope: "session", limit: 5, windowSeconds: 900 },
  { scope: "user", limit: 10, windowSeconds: 3600 },
] as const;

/**
 * Guards a check of a signed-in person's password (password change, two-factor set-up):
 * refused (429) after too many wrong ones for this session or this person; `check` answers
 * whether the password was right, and a wrong one is counted.
 */
export async function limitPasswordCheck<T>(
  deps: Deps,
  who: { userId: string; sessionId: string },
  check: () => Promise<T>,
  wrong: (error: unknown) => boolean,
): Promise<T> {
  const keys = PASSWORD_CHECKS.map((c) => ({
    ...c,
    key: `passwordCheck:${c.scope}:${c.scope === "session" ? who.sessionId : who.userId}`,
  }));
  for (const k of keys) await assertNotLocked(deps.db, k.key, k.limit, k.windowSeconds);
  try {
    return await check();
  } catch (error) {
    if (wrong(error)) for (const k of keys) await recordFailure(deps.db, k.key, k.windowSeconds);
    throw error;
  }
}

/**
 * Checks the password with Better Auth and returns the new session's cookies with the
 * profile, or the two-factor challenge cookie when the account has two-factor. A user
 * without a profile is signed straight back out (docs/PRODUCT.md §4: a critical inconsistency).
 */
export async function signInWithPassword(
  deps: Deps,
  input: Pick<SignInRequest, "email" | "password" | "rememberMe">,
  headers: Headers,
): Promise<SignedIn> {
  const response = await deps.auth.api.signInEmail({
    body: {
      email: normalizeEmail(input.email),
      password: input.password,
      ...(input.rememberMe !== undefined ? { rememberMe: input.rememberMe } : {}),
    },
    headers,
    asResponse: true,
  });
  if (!response.ok) throw await signInFailure(response);
  return completeSignIn(deps, response, headers);
}

/**
 * Reads a successful Better Auth sign-in answer (password, two-factor step or email code):
 * either the two-factor step is next, or a session exists, whose profile is loaded and whose
 * sign-in is recorded for the company's recent login sessions.
 */
export async function completeSignIn(deps: Deps, response: Response, headers: Headers): Promise<SignedIn> {
  const cookies = response.headers.getSetCookie();
  const data = (await response.json()) as { token?: string | null; user?: { id: string }; twoFactorRedirect?: boolean };
  if (data.twoFactorRedirect) return { cookies, twoFactorRequired: true };
  if (!data.token || !data.user) throw new AppError("internalError");
  const profile = await findProfile(deps.db, data.user.id);
  if (!profile) {
    await q.deleteSessionByToken(deps.db, data.token);
    throw new AppError("profileNotFound");
  }
  await recordSignIn(deps.db, {
    userId: profile.userId,
    ipAddress: headers.get(CLIENT_IP_HEADER) || null,
    userAgent: headers.get("user-agent"),
  });
  return { cookies, profile };
}

/** What a sign-in answers: who signed in, or that the two-factor code step is next. */
export function signInResult(signedIn: SignedIn): SignInResult {
  if (signedIn.twoFactorRequired) return { twoFactorRequired: true };
  const { profile } = signedIn;
  return {
    userId: profile.userId,
    role: profile.role,
    isStaff: !isClientRole(profile.role),
    mustChangePassword: profile.mustChangePassword,
  };
}

async function signInFailure(response: Response): Promise<AppError> {
  const body = (await response.json().catch(() => ({}))) as { code?: string };
  if (body.code === "ACCOUNT_INACTIVE") return new AppError("accountInactive");
  if (response.status === 401 || body.code === "INVALID_EMAIL_OR_PASSWORD") return new AppError("invalidCredentials");
  if (body.code === "INVALID_EMAIL") return new AppError("invalidEmail", { field: "email" });
  return new AppError("internalError");
}
