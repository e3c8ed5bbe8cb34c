import type { Me, Preferences, PreferencesPatch } from "@payflow/contracts";
import type { Tx } from "../../db/client";
import { DEFAULT_PREFERENCES } from "../../db/schema";
import { AppError } from "../../http/errors";
import type { CurrentUser } from "../../http/types";
import * as q from "./queries";

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
