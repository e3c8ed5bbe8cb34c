import type { ActiveSession, AuditAction, TwoFactorEnrolment } from "@payflow/contracts";
import { authErrorCode } from "../../auth/errors";
import type { Database, Tx } from "../../db/client";
import type { Deps } from "../../deps";
import type { Acting, AuditActor } from "../../http/actor";
import { AppError } from "../../http/errors";
import { consumeRateLimit } from "../../http/rate-limit";
import type { CurrentUser } from "../../http/types";
import { qrDataUrl } from "../../lib/qr";
import { limitPasswordCheck } from "../accounts";
import { recordAudit } from "../audit";
import * as q from "./queries";

// The signed-in person's own sessions and TOTP two-factor. Better Auth reads sessions from
// the database on every request (no cookie cache), so a deleted session stops at once.

export async function listSessions(db: Database, user: CurrentUser): Promise<ActiveSession[]> {
  const rows = await q.listActiveSessions(db, user.userId);
  return rows.map((row) => ({
    id: row.id,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.updatedAt.toISOString(),
    current: row.id === user.sessionId,
  }));
}

/** Ends one of the person's sessions; someone else's (or an unknown) id is not found. */
export async function revokeSession(db: Database, { user, audit }: Acting, sessionId: string) {
  await db.transaction(async (tx) => {
    const row = await q.deleteOwnSession(tx, user.userId, sessionId);
    if (!row) throw new AppError("notFound");
    await recordAudit(tx, audit, {
      action: "session.revoked",
      targetType: "session",
      targetId: row.id,
      targetLabel: user.profile.email,
      details: { ipAddress: row.ipAddress, userAgent: row.userAgent?.slice(0, 250) ?? null },
    });
  });
  return { revoked: 1, endedCurrent: sessionId === user.sessionId };
}

/** Ends every session of the person but this one (`everywhere`: this one too). */
export async function revokeSessions(db: Database, { user, audit }: Acting, everywhere: boolean) {
  const revoked = await db.transaction(async (tx) => {
    const count = await q.deleteSessionsExcept(tx, user.userId, everywhere ? null : user.sessionId);
    await auditOnSelf(tx, audit, user, everywhere ? "session.revokedAll" : "session.revokedOthers", { count });
    return count;
  });
  return { revoked };
}

export async function twoFactorStatus(db: Database, user: CurrentUser) {
  return { enabled: await q.isTwoFactorEnabled(db, user.userId) };
}

/** Password and code checks of one person, counted together so guessing is slow. */
export async function limitTwoFactorAttempts(deps: Deps, user: CurrentUser): Promise<void> {
  const { config } = deps;
  await consumeRateLimit(
    deps.db,
    `twofactor:user:${user.userId}`,
    config.PAYFLOW_RATE_LIMIT_SIGNIN,
    config.PAYFLOW_RATE_LIMIT_WINDOW_SECONDS,
  );
}

/**
 * Starts TOTP enrolment after the password is confirmed: a new secret (shown as a QR code and
 * as text) and backup codes, shown this once. Two-factor is on only after a first good code.
 */
export async function startEnrolment(
  deps: Deps,
  user: CurrentUser,
  password: string,
  headers: Headers,
): Promise<TwoFactorEnrolment> {
  if (await q.isTwoFactorEnabled(deps.db, user.userId)) throw new AppError("twoFactorAlreadyEnabled");
  await limitTwoFactorAttempts(deps, user);
  const response = await checkingPassword(deps, user, () =>
    deps.auth.api.enableTwoFactor({ body: { password }, headers, asResponse: true }),
  );
  const { totpURI, backupCodes } = (await response.json()) as { totpURI: string; backupCodes: string[] };
  return {
    qrCode: await qrDataUrl(totpURI),
    totpUri: totpURI,
    secret: new URL(totpURI).searchParams.get("secret") ?? "",
    backupCodes,
  };
}

/** Finishes enrolment with a first code from the app; returns the refreshed session cookies. */
export async function confirmEnrolment(
  deps: Deps,
  { user, audit }: Acting,
  code: string,
  headers: Headers,
): Promise<string[]> {
  if (await q.isTwoFactorEnabled(deps.db, user.userId)) throw new AppError("twoFactorAlreadyEnabled");
  await limitTwoFactorAttempts(deps, user);
  const response = await deps.auth.api.verifyTOTP({ body: { code }, headers, asResponse: true });
  if (!response.ok) {
    const failure = await authErrorCode(response);
    if (failure === "TOTP_NOT_ENABLED") throw new AppError("twoFactorNotEnabled");
    throw new AppError("twoFactorCodeInvalid", { field: "code" });
  }
  await auditOnSelf(deps.db, audit, user, "twoFactor.enabled");
  return response.headers.getSetCookie();
}

/** Turns two-factor off after the password is confirmed; returns the refreshed session cookies. */
export async function disableTwoFactor(
  deps: Deps,
  { user, audit }: Acting,
  password: string,
  headers: Headers,
): Promise<string[]> {
  if (!(await q.isTwoFactorEnabled(deps.db, user.userId))) throw new AppError("twoFactorNotEnabled");
  await limitTwoFactorAttempts(deps, user);
  const response = await checkingPassword(deps, user, () =>
    deps.auth.api.disableTwoFactor({ body: { password }, headers, asResponse: true }),
  );
  await auditOnSelf(deps.db, audit, user, "twoFactor.disabled");
  return response.headers.getSetCookie();
}

/** An audit line about the signed-in person's own account. */
export function auditOnSelf(
  db: Tx,
  actor: AuditActor,
  user: CurrentUser,
  action: AuditAction,
  details?: Record<string, unknown>,
) {
  return recordAudit(db, actor, {
    action,
    targetType: "user",
    targetId: user.userId,
    targetLabel: user.profile.email,
    ...(details ? { details } : {}),
  });
}

/** A Better Auth call that checks the person's password, under the wrong-password lockout. */
export function checkingPassword(deps: Deps, user: CurrentUser, call: () => Promise<Response>): Promise<Response> {
  return limitPasswordCheck(
    deps,
    user,
    async () => {
      const response = await call();
      if (!response.ok) throw passwordFailure(await authErrorCode(response));
      return response;
    },
    (e) => e instanceof AppError && e.code === "currentPasswordIncorrect",
  );
}

function passwordFailure(code: string | undefined): AppError {
  if (code === "INVALID_PASSWORD") return new AppError("currentPasswordIncorrect", { field: "password" });
  if (code === "TOTP_ALREADY_ENABLED") return new AppError("twoFactorAlreadyEnabled");
  return new AppError("internalError");
}
