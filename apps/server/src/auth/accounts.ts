import { type Language, normalizeEmail, type Preferences } from "@payflow/contracts";
import { and, eq } from "drizzle-orm";
import type { Tx } from "../db/client";
import { accounts, DEFAULT_PREFERENCES, profiles, users } from "../db/schema";
import { newId } from "../lib/ids";
import type { Auth } from "./auth";
import { type Profile, updateProfile } from "./queries";
import { deleteResetLinks } from "./reset-links";

export type NewAccount = {
  email: string;
  name: string;
  password: string;
  role: string;
  companyId: string;
  company: string;
  phone?: string | null;
  mustChangePassword?: boolean;
  language?: Language;
  status?: string;
};

/**
 * Creates a sign-in identity and its profile together: the auth user, its password
 * credential (hashed by Better Auth) and the PayFlow profile, which it returns. Run it inside a
 * transaction so that either all three exist or none.
 */
export async function createAccount(tx: Tx, auth: Auth, input: NewAccount): Promise<Profile> {
  const hash = await hashPassword(auth, input.password);
  const userId = newId("usr");
  const email = normalizeEmail(input.email);
  const preferences: Preferences = { ...DEFAULT_PREFERENCES, language: input.language ?? "fr" };
  await tx.insert(users).values({ id: userId, name: input.name, email });
  await tx.insert(accounts).values({
    id: newId("acn"),
    accountId: userId,
    providerId: "credential",
    userId,
    password: hash,
  });
  const [profile] = await tx
    .insert(profiles)
    .values({
      userId,
      companyId: input.companyId,
      name: input.name,
      email,
      phone: input.phone ?? null,
      company: input.company,
      role: input.role,
      mustChangePassword: input.mustChangePassword ?? false,
      ...(input.status ? { status: input.status } : {}),
      preferences,
    })
    .returning();
  return profile as Profile;
}

/** Better Auth's password hash, as its credential accounts store it. */
export async function hashPassword(auth: Auth, password: string): Promise<string> {
  return (await auth.$context).password.hash(password);
}

/**
 * The person has just chosen their own password (changed or reset): a forced change is done,
 * and an invited member who was pending has joined.
 */
export async function passwordChosen(db: Tx, profile: Profile): Promise<void> {
  if (!profile.mustChangePassword && profile.status !== "pending") return;
  await updateProfile(db, profile.userId, {
    mustChangePassword: false,
    ...(profile.status === "pending" ? { status: "active" } : {}),
  });
}

/** A new password for a person (already hashed); their outstanding reset links stop working. */
export async function replacePassword(db: Tx, userId: string, hash: string): Promise<void> {
  await db
    .update(accounts)
    .set({ password: hash, updatedAt: new Date() })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
  await deleteResetLinks(db, userId);
}
