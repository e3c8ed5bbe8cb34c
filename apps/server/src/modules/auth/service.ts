import {
  firstLoginError,
  firstRegistrationError,
  normalizeEmail,
  normalizePhone,
  type RegisterRequest,
  type SignInRequest,
} from "@payflow/contracts";
import { createAccount, isUniqueViolation } from "../../auth/accounts";
import { findProfile, type Profile } from "../../auth/queries";
import type { Deps } from "../../deps";
import { AppError } from "../../http/errors";
import { consumeRateLimit } from "../../http/rate-limit";
import { notify } from "../notifications/service";
import * as q from "./queries";

export type RegisterResult = { userId: string; role: string; warnings: "clientRecordFailed"[] };

/** Counts an attempt against both the caller's address and the email it is about. */
export async function limitAttempts(deps: Deps, kind: "signin" | "signup", ip: string, email: string): Promise<void> {
  const { config, db } = deps;
  const limit = kind === "signin" ? config.PAYFLOW_RATE_LIMIT_SIGNIN : config.PAYFLOW_RATE_LIMIT_SIGNUP;
  const window = config.PAYFLOW_RATE_LIMIT_WINDOW_SECONDS;
  await consumeRateLimit(db, `${kind}:ip:${ip}`, limit, window);
  const normalized = normalizeEmail(email);
  if (normalized) await consumeRateLimit(db, `${kind}:email:${normalized}`, limit, window);
}

/**
 * Public registration (spec §4): a `client` user in the installation's default company plus
 * its client record. The user and profile are created together; a failing client record
 * only yields a warning (spec), never a half-made account.
 */
export async function register(deps: Deps, input: RegisterRequest, ip: string): Promise<RegisterResult> {
  const invalid = firstRegistrationError(input);
  if (invalid) throw new AppError(invalid.code, { field: invalid.field });
  await limitAttempts(deps, "signup", ip, input.email);
  const { db, auth, logger } = deps;
  if (await q.emailExists(db, input.email)) throw new AppError("emailInUse", { field: "email" });
  const company = await q.findDefaultCompany(db);
  if (!company) throw new AppError("serviceUnavailable");

  const name = input.name.trim();
  const phone = normalizePhone(input.phone);
  let userId: string;
  try {
    userId = await db.transaction((tx) =>
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
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("emailInUse", { field: "email" });
    throw error;
  }

  const warnings: RegisterResult["warnings"] = [];
  try {
    await q.insertClientRecord(db, {
      companyId: company.id,
      userId,
      name: input.company.trim(),
      contactPerson: name,
      email: normalizeEmail(input.email),
      phone,
    });
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

export type SignedIn = { cookies: string[]; profile: Profile };

/** Sign-in (spec §5 checks, rate limits), then the password check. */
export async function signIn(deps: Deps, input: SignInRequest, ip: string, headers: Headers): Promise<SignedIn> {
  const invalid = firstLoginError(input);
  if (invalid) throw new AppError(invalid.code, { field: invalid.field });
  await limitAttempts(deps, "signin", ip, input.email);
  return signInWithPassword(deps, input, headers);
}

/**
 * Checks the password with Better Auth and returns the new session's cookies with the
 * profile. A user without a profile is signed straight back out (spec §4: a critical
 * inconsistency).
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
  const data = (await response.json()) as { token: string; user: { id: string } };
  const profile = await findProfile(deps.db, data.user.id);
  if (!profile) {
    await q.deleteSessionByToken(deps.db, data.token);
    throw new AppError("profileNotFound");
  }
  return { cookies: response.headers.getSetCookie(), profile };
}

async function signInFailure(response: Response): Promise<AppError> {
  const body = (await response.json().catch(() => ({}))) as { code?: string };
  if (body.code === "ACCOUNT_INACTIVE") return new AppError("accountInactive");
  if (response.status === 401 || body.code === "INVALID_EMAIL_OR_PASSWORD") return new AppError("invalidCredentials");
  return new AppError("internalError");
}
