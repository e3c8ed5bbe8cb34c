import { isClientRole, resolveCapabilities } from "@payflow/contracts";
import { eq } from "drizzle-orm";
import { profiles } from "../db/schema";
import type { Deps } from "../deps";
import { AppError } from "../http/errors";
import type { CurrentUser } from "../http/types";

/**
 * Resolves the session cookie to a PayFlow user: Better Auth checks the session, the profile
 * gives the company and role. A session without a profile is refused (spec §4: a missing
 * profile is a critical inconsistency).
 */
export async function loadCurrentUser(deps: Deps, headers: Headers): Promise<CurrentUser | null> {
  const session = await deps.auth.api.getSession({ headers });
  if (!session) return null;
  const [profile] = await deps.db.select().from(profiles).where(eq(profiles.userId, session.user.id));
  if (!profile) throw new AppError("profileNotFound");
  if (profile.status === "inactive") throw new AppError("accountInactive");
  return {
    userId: profile.userId,
    sessionId: session.session.id,
    companyId: profile.companyId,
    email: session.user.email,
    name: profile.name,
    role: profile.role,
    capabilities: resolveCapabilities(profile.role),
    isStaff: !isClientRole(profile.role),
  };
}
