import { isClientRole, isSystemRole, resolveCapabilities } from "@payflow/contracts";
import type { Deps } from "../deps";
import { AppError } from "../http/errors";
import type { CurrentUser } from "../http/types";
import { findCustomRole } from "../modules/roles/queries";
import { findProfile, touchSession } from "./queries";

const LAST_ACTIVE_PRECISION_MS = 5 * 60 * 1000;

/**
 * Resolves the session cookie to a PayFlow user: Better Auth checks the session, the profile
 * gives the company and role. A session without a profile is refused (spec §4: a missing
 * profile is a critical inconsistency).
 */
export async function loadCurrentUser(deps: Deps, headers: Headers): Promise<CurrentUser | null> {
  const session = await deps.auth.api.getSession({ headers });
  if (!session) return null;
  const profile = await findProfile(deps.db, session.user.id);
  if (!profile) throw new AppError("profileNotFound");
  if (profile.status === "inactive") throw new AppError("accountInactive");
  // "Last active" on the sessions list: at most one write per session every few minutes.
  if (Date.now() - new Date(session.session.updatedAt).getTime() > LAST_ACTIVE_PRECISION_MS) {
    await touchSession(deps.db, session.session.id);
  }
  // Only a custom role costs a second query; system roles are built in.
  const custom = isSystemRole(profile.role) ? null : await findCustomRole(deps.db, profile.companyId, profile.role);
  return {
    userId: profile.userId,
    sessionId: session.session.id,
    companyId: profile.companyId,
    role: profile.role,
    capabilities: resolveCapabilities(profile.role, custom ? [custom] : []),
    isStaff: !isClientRole(profile.role),
    profile,
  };
}
