import {
  CLIENT_ROLE,
  type CreateUserRequest,
  GENERATED_PASSWORD_LENGTH,
  hasCapability,
  type InviteMemberRequest,
  type Member,
  normalizeEmail,
  type UpdateUserRequest,
} from "@payflow/contracts";
import type { z } from "zod";
import { createAccount, hashPassword, replacePassword } from "../../auth/accounts";
import { type Profile, updateProfile } from "../../auth/queries";
import { forgetSeededCredentials } from "../../config/admin-credentials";
import { publicUrl } from "../../config/env";
import { isUniqueViolation } from "../../db/errors";
import type { Deps } from "../../deps";
import type { Acting } from "../../http/actor";
import { AppError } from "../../http/errors";
import type { CurrentUser } from "../../http/types";
import { generatePassword } from "../../lib/ids";
import { sendEmail } from "../../mail/outbox";
import { emailExists } from "../accounts";
import { recordAudit } from "../audit";
import { assertHoldsAll, assertRoleExists, capabilitiesOfRole } from "../roles";
import { deleteSessionsExcept } from "../security";
import * as q from "./queries";

/** The Users screen manages every login of the company; the Team screen its staff only. */
export type MemberScope = "users" | "team";

type CreateInput = z.output<typeof CreateUserRequest>;
type InviteInput = z.output<typeof InviteMemberRequest>;
type UpdateInput = z.output<typeof UpdateUserRequest>;

export function toMember(row: Profile): Member {
  return {
    id: row.userId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    role: row.role,
    status: row.status as Member["status"],
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listMembers(deps: Deps, user: CurrentUser, scope: MemberScope, search?: string) {
  const rows = await q.listMembers(deps.db, user.companyId, { search, staffOnly: scope === "team" });
  return rows.map(toMember);
}

/** A member of the caller's company within the scope, else 404 (no existence leak). */
async function memberInScope(deps: Deps, user: CurrentUser, scope: MemberScope, id: string) {
  const row = await q.findMember(deps.db, user.companyId, id);
  if (!row || (scope === "team" && row.role === CLIENT_ROLE)) throw new AppError("notFound");
  return row;
}

/**
 * Who may hand out which role: any role other than the default needs assignRoles, and every
 * role needs its giver to hold all its capabilities, so nobody makes anyone more than they are.
 */
async function checkRoleGrant(deps: Deps, user: CurrentUser, scope: MemberScope, role: string) {
  if (scope === "team" && role === CLIENT_ROLE) throw new AppError("unknownRole", { field: "role" });
  await assertRoleExists(deps.db, user.companyId, role);
  if (role !== "user" && !hasCapability(user.capabilities, "assignRoles")) throw new AppError("forbidden");
  assertHoldsAll(user.capabilities, await capabilitiesOfRole(deps.db, user.companyId, role));
}

/**
 * What protected "admin" protects whoever holds a capability the actor lacks (manageAll under
 * a custom role included): nobody edits, deactivates or deletes someone more powerful.
 */
async function assertMayTouch(deps: Deps, user: CurrentUser, target: Profile) {
  assertHoldsAll(user.capabilities, await capabilitiesOfRole(deps.db, user.companyId, target.role));
}

export async function createMember(
  deps: Deps,
  acting: Acting,
  scope: MemberScope,
  input: (CreateInput & { kind: "user" }) | (InviteInput & { kind: "invite" }),
): Promise<{ member: Member; passwordGenerated: boolean }> {
  const { user } = acting;
  await checkRoleGrant(deps, user, scope, input.role);
  const email = normalizeEmail(input.email);
  if (await emailExists(deps.db, email)) throw new AppError("emailInUse", { field: "email" });
  const given = input.kind === "user" ? input.password : "";
  const password = given || generatePassword(GENERATED_PASSWORD_LENGTH);
  const company = input.kind === "user" ? input.company : user.profile.company;
  const language = user.profile.preferences.language ?? "fr";
  let row: Profile;
  try {
    row = await deps.db.transaction(async (tx) => {
      const created = await createAccount(tx, deps.auth, {
        email,
        name: input.name,
        password,
        role: input.role,
        companyId: user.companyId,
        company,
        phone: input.phone,
        // Whoever set or read this password is not its owner: changed at first sign-in.
        mustChangePassword: true,
        language,
        status: input.kind === "user" ? input.status : "pending",
      });
      await recordAudit(tx, acting.audit, {
        action: input.kind === "user" ? "user.created" : "user.invited",
        targetType: "user",
        targetId: created.userId,
        targetLabel: email,
        details: { role: input.role },
      });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("emailInUse", { field: "email" });
    throw error;
  }
  const signInUrl = `${publicUrl(deps.config)}/login`;
  const mail = { companyId: user.companyId, to: email, language };
  if (input.kind === "invite") {
    const params = { name: row.name, inviter: user.profile.name, company, email, password, signInUrl };
    await sendEmail(deps, { ...mail, template: "invitation", params });
  } else {
    await sendEmail(deps, {
      ...mail,
      template: "accountCreated",
      params: { name: row.name, email, password, company, signInUrl },
    });
  }
  return { member: toMember(row), passwordGenerated: !given };
}

export async function updateMember(
  deps: Deps,
  acting: Acting,
  scope: MemberScope,
  id: string,
  patch: UpdateInput,
): Promise<Member> {
  const { user } = acting;
  const before = await memberInScope(deps, user, scope, id);
  const isSelf = id === user.userId;
  if (!isSelf) await assertMayTouch(deps, user, before);
  // One's own password changes on the profile, with the current password, ending other sessions.
  if (isSelf && patch.password) throw new AppError("ownPasswordViaProfile", { field: "password" });
  // Nobody locks themselves out (or back in) by changing their own status.
  if (isSelf && patch.status !== undefined && patch.status !== before.status) {
    throw new AppError("cannotChangeOwnStatus", { field: "status" });
  }
  const roleChanges = patch.role !== undefined && patch.role !== before.role;
  if (roleChanges) {
    if (isSelf) throw new AppError("cannotChangeOwnRole", { field: "role" });
    await checkRoleGrant(deps, user, scope, patch.role as string);
  }
  const email = patch.email !== undefined ? normalizeEmail(patch.email) : undefined;
  if (email !== undefined && email !== before.email && (await emailExists(deps.db, email))) {
    throw new AppError("emailInUse", { field: "email" });
  }
  const hash = patch.password ? await hashPassword(deps.auth, patch.password) : null;
  try {
    const member = await deps.db.transaction(async (tx) => {
      const row = await updateProfile(tx, id, {
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(email !== undefined ? { email } : {}),
        ...(patch.phone !== undefined ? { phone: patch.phone } : {}),
        ...(patch.company !== undefined ? { company: patch.company } : {}),
        ...(roleChanges ? { role: patch.role } : {}),
        ...(patch.status !== undefined ? { status: patch.status } : {}),
      });
      if (!row) throw new AppError("notFound");
      const audit = { targetType: "user" as const, targetId: id, targetLabel: row.email };
      await recordAudit(tx, acting.audit, { action: "user.updated", ...audit, details: changedFields(patch) });
      if (roleChanges) {
        await recordAudit(tx, acting.audit, {
          action: "user.roleChanged",
          ...audit,
          details: { from: before.role, to: row.role },
        });
      }
      if (hash) {
        await replacePassword(tx, id, hash);
        await recordAudit(tx, acting.audit, { action: "password.changed", ...audit, details: { by: "staff" } });
      }
      // A new password or a deactivated account ends that person's sessions at once.
      if (hash || row.status === "inactive") await deleteSessionsExcept(tx, id, null);
      return toMember(row);
    });
    if (hash) await forgetSeededCredentials(deps.dataDir, before.email);
    return member;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("emailInUse", { field: "email" });
    throw error;
  }
}

export async function deleteMember(deps: Deps, acting: Acting, scope: MemberScope, id: string): Promise<Member> {
  const { user } = acting;
  if (id === user.userId) throw new AppError("cannotDeleteSelf");
  const row = await memberInScope(deps, user, scope, id);
  await assertMayTouch(deps, user, row);
  await deps.db.transaction(async (tx) => {
    await q.deleteUser(tx, id);
    await recordAudit(tx, acting.audit, {
      action: "user.deleted",
      targetType: "user",
      targetId: id,
      targetLabel: row.email,
      details: { role: row.role },
    });
  });
  return toMember(row);
}

/** Which fields a change touched (never their secret values) for the audit line. */
function changedFields(patch: UpdateInput): Record<string, unknown> {
  return { fields: Object.keys(patch).filter((k) => k !== "confirmPassword") };
}
