import { isClientRole, isSystemRole, resolveCapabilities } from "@payflow/contracts";
import type { Deps } from "../deps";
import { AppError } from "../http/errors";
import type { CurrentUser } from "../http/types";
import { findProfile, findRoleCapabilities, type Profile, touchSession } from "./queries";
import { dueForRefresh, findSessionWithProfile, sessionTokenOf } from "./session-token";

const LAST_ACTIVE_PRECISION_MS = 5 * 60 * 1000;

/**
 * Resolves the session cookie to a PayFlow user (`headers`: the request's headers, built only
 * when Better Auth needs them): the cookie's signature is checked here and one
 * query finds the live session with its profile (company, role); a session due for its daily
 * extension goes through Better Auth. A session without a profile is refused: a
 * login with no profile is broken data, never a partial sign-in (docs/ARCHITECTURE.md, Auth).
 */
export async function loadCurrentUser(
  deps: Deps,
  cookie: string | undefined,
  headers: () => Headers,
): Promise<CurrentUser | null> {
  const token = sessionTokenOf(cookie, deps.secretKey);
  if (!token) return null;
  const found = await findSessionWithProfile(deps.db, token);
  if (!found) return null;
  // A session due for its daily extension goes through Better Auth, which extends it.
  if (dueForRefresh(found.expiresAt)) return loadThroughBetterAuth(deps, headers());
  if (!found.profile) throw new AppError("profileNotFound");
  return resolve(deps, { id: found.sessionId, updatedAt: found.updatedAt }, found.profile);
}

async function loadThroughBetterAuth(deps: Deps, headers: Headers): Promise<CurrentUser | null> {
  const session = await deps.auth.api.getSession({ headers });
  if (!session) return null;
  const profile = await findProfile(deps.db, session.user.id);
  if (!profile) throw new AppError("profileNotFound");
  return resolve(deps, { id: session.session.id, updatedAt: new Date(session.session.updatedAt) }, profile);
}

async function resolve(deps: Deps, session: { id: string; updatedAt: Date }, profile: Profile): Promise<CurrentUser> {
  if (profile.status === "inactive") throw new AppError("accountInactive");
  // "Last active" on the sessions list: at most one write per session every few minutes.
  if (Date.now() - session.updatedAt.getTime() > LAST_ACTIVE_PRECISION_MS) {
    await touchSession(deps.db, session.id);
  }
  // Only a custom role costs a second query; system roles are built in.
  const custom = isSystemRole(profile.role)
    ? null
    : await findRoleCapabilities(deps.db, profile.companyId, profile.role);
  return {
    userId: profile.userId,
    sessionId: session.id,
    companyId: profile.companyId,
    role: profile.role,
    capabilities: resolveCapabilities(profile.role, custom ? [{ name: profile.role, capabilities: custom }] : []),
    isStaff: !isClientRole(profile.role),
    profile,
  };
}
