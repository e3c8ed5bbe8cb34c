import type { Me, Preferences, PreferencesPatch } from "@payflow/contracts";
import type { Tx } from "../../db/client";
import { DEFAULT_PREFERENCES } from "../../db/schema";
import { AppError } from "../../http/errors";
import type { CurrentUser } from "../../http/types";
import * as q from "./queries";

export async function getMe(db: Tx, user: CurrentUser): Promise<Me> {
  const row = await q.findMe(db, user.userId);
  if (!row) throw new AppError("profileNotFound");
  const p = row.profile;
  return {
    id: p.userId,
    name: p.name,
    email: row.email,
    phone: p.phone,
    company: p.company,
    companyId: p.companyId,
    role: p.role,
    roleDisplayName: null,
    status: p.status,
    capabilities: user.capabilities,
    isStaff: user.isStaff,
    mustChangePassword: p.mustChangePassword,
    // Older rows may miss keys added later; defaults fill them.
    preferences: { ...DEFAULT_PREFERENCES, ...p.preferences },
    createdAt: p.createdAt.toISOString(),
  };
}

export async function updatePreferences(db: Tx, user: CurrentUser, patch: PreferencesPatch): Promise<Preferences> {
  const row = await q.findMe(db, user.userId);
  if (!row) throw new AppError("profileNotFound");
  const next: Preferences = { ...DEFAULT_PREFERENCES, ...row.profile.preferences, ...patch };
  await q.savePreferences(db, user.userId, next);
  return next;
}
