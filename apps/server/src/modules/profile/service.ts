import type { ChangePasswordRequest, Me, Preferences, PreferencesPatch, ProfilePatch } from "@payflow/contracts";
import type { z } from "zod";
import { passwordChosen } from "../../auth/accounts";
import { authErrorCode } from "../../auth/errors";
import * as profiles from "../../auth/queries";
import { deleteResetLinks } from "../../auth/reset-links";
import { forgetSeededCredentials } from "../../config/admin-credentials";
import type { Database, Tx } from "../../db/client";
import { DEFAULT_PREFERENCES } from "../../db/schema";
import type { Deps } from "../../deps";
import type { Acting } from "../../http/actor";
import { AppError } from "../../http/errors";
import type { CurrentUser } from "../../http/types";
import { limitPasswordCheck } from "../accounts";
import { recordAudit } from "../audit";
import { tellOutside } from "../notifications";
import * as q from "./queries";

type ProfilePatchParsed = z.output<typeof ProfilePatch>;

/** Built from the profile the access check already loaded: no second query per call. */
export function getMe(user: CurrentUser): Me {
  const p = user.profile;
  return {
    id: p.userId,
    name: p.name,
    email: p.email,
    phone: p.phone,
    company: p.company,
    companyId: p.companyId,
    role: p.role,
    roleDisplayName: null,
    status: p.status,
    capabilities: user.capabilities,
    isStaff: user.isStaff,
    mustChangePassword: p.mustChangePassword,
    // Older rows may miss preference keys added later; the defaults fill them.
    preferences: { ...DEFAULT_PREFERENCES, ...p.preferences },
    createdAt: p.createdAt.toISOString(),
  };
}

export async function updatePreferences(db: Tx, user: CurrentUser, patch: PreferencesPatch): Promise<Preferences> {
  const saved = await q.mergePreferences(db, user.userId, patch);
  if (!saved) throw new AppError("profileNotFound");
  return { ...DEFAULT_PREFERENCES, ...saved };
}

/** Name and phone of the signed-in person; the login name follows the profile's. */
export async function updateProfile(db: Database, user: CurrentUser, patch: ProfilePatchParsed): Promise<Me> {
  const saved = await db.transaction((tx) => profiles.updateProfile(tx, user.userId, patch));
  if (!saved) throw new AppError("profileNotFound");
  return getMe({ ...user, profile: saved });
}

/**
 * Checks the current password and sets the new one through Better Auth, which also ends the
 * person's other sessions and issues this browser a fresh cookie (returned for the response).
 * A forced first-sign-in change is then done.
 */
export async function changePassword(
  deps: Deps,
  { user, audit }: Acting,
  input: ChangePasswordRequest,
  headers: Headers,
): Promise<string[]> {
  const response = await limitPasswordCheck(
    deps,
    user,
    async () => {
      const res = await deps.auth.api.changePassword({
        body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
        headers,
        asResponse: true,
      });
      if (res.ok) return res;
      if ((await authErrorCode(res)) === "INVALID_PASSWORD") {
        throw new AppError("currentPasswordIncorrect", { field: "currentPassword" });
      }
      throw new AppError("passwordUpdateFailed");
    },
    (e) => e instanceof AppError && e.code === "currentPasswordIncorrect",
  );
  await passwordChosen(deps.db, user.profile);
  await deleteResetLinks(deps.db, user.userId);
  await forgetSeededCredentials(deps.dataDir, user.profile.email);
  await recordAudit(deps.db, audit, {
    action: "password.changed",
    targetType: "user",
    targetId: user.userId,
    targetLabel: user.profile.email,
    details: { by: "self" },
  });
  // A security event, told outside the app as the person chose (not the first password they pick).
  if (!user.profile.mustChangePassword) {
    await tellOutside(deps, user.profile, {
      template: "passwordChanged",
      params: { name: user.profile.name },
      live: true,
    });
  }
  return response.headers.getSetCookie();
}
