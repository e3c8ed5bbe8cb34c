import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { createAccount } from "../../src/auth/accounts";
import { companies } from "../../src/db/schema";
import { newId } from "../../src/lib/ids";
import { registration, type TestClient, type TestContext } from "./context";

export const PASSWORD = "Staff-password-1";

/** The installation's default company (where the seeded admin lives). */
export async function defaultCompanyId(ctx: TestContext): Promise<string> {
  const [row] = await ctx.db.select({ id: companies.id }).from(companies).where(eq(companies.isDefault, true));
  if (!row) throw new Error("no default company");
  return row.id;
}

/** A second tenant, set up directly in the database (companies have no public sign-up). */
export async function addCompany(ctx: TestContext, name = "Autre Société"): Promise<string> {
  const id = newId("cmp");
  await ctx.db.insert(companies).values({ id, name });
  return id;
}

/** A person with that role in that company, signed in on their own client. */
export async function signedInPerson(
  ctx: TestContext,
  opts: { role: string; companyId: string; name?: string },
): Promise<{ client: TestClient; userId: string; email: string }> {
  const email = `${opts.role}.${randomBytes(4).toString("hex")}@example.ci`;
  const { userId } = await ctx.db.transaction((tx) =>
    createAccount(tx, ctx.deps.auth, {
      email,
      name: opts.name ?? `Test ${opts.role}`,
      password: PASSWORD,
      role: opts.role,
      companyId: opts.companyId,
      company: "Test",
    }),
  );
  const client = await ctx.client().signIn(email, PASSWORD);
  return { client, userId, email };
}

/** A signed-in staff member with this role, in the given company (default: the seeded one). */
export async function staffClient(ctx: TestContext, role: string, companyId?: string): Promise<TestClient> {
  const company = companyId ?? (await defaultCompanyId(ctx));
  return (await signedInPerson(ctx, { role, companyId: company })).client;
}

/** A second tenant, to prove company boundaries. */
export function otherCompany(ctx: TestContext): Promise<string> {
  return addCompany(ctx, `Other ${randomBytes(3).toString("hex")}`);
}

/** A newcomer registered through the public form (a client login), signed in on their own client. */
export async function registered(ctx: TestContext, overrides: Partial<Record<string, string>> = {}) {
  const body = registration(overrides);
  const client = ctx.client();
  expect((await client.post("/api/register", body)).status).toBe(201);
  const me = await client.get("/api/me");
  return { client, body, userId: me.body.id as string };
}

/** The password staff give a client's portal login when they make its record. */
export const TEMPORARY_PASSWORD = "Temp-pass-123";

/**
 * A client's portal login made by staff (the record's email, TEMPORARY_PASSWORD), signed in after
 * choosing its own password, as the portal asks first.
 */
export async function portalLogin(ctx: TestContext, email: string): Promise<TestClient> {
  const login = await ctx.client().signIn(email, TEMPORARY_PASSWORD);
  const changed = await login.post("/api/me/password", {
    currentPassword: TEMPORARY_PASSWORD,
    newPassword: "Own-pass-123",
    confirmPassword: "Own-pass-123",
  });
  expect(changed.status).toBe(200);
  return login;
}
