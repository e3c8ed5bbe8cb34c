import { randomBytes } from "node:crypto";
import { createAccount } from "../../src/auth/accounts";
import { companies } from "../../src/db/schema";
import { newId } from "../../src/lib/ids";
import type { TestContext } from "./context";

const PASSWORD = "Staff-password-1";

/** A signed-in staff member with this role, in the given company (default: the seeded one). */
export async function staffClient(ctx: TestContext, role: string, companyId?: string) {
  const company = companyId ?? (await defaultCompanyId(ctx));
  const email = `${role}.${randomBytes(4).toString("hex")}@example.ci`;
  await ctx.db.transaction((tx) =>
    createAccount(tx, ctx.deps.auth, {
      email,
      name: `${role} test`,
      password: PASSWORD,
      role,
      companyId: company,
      company: "",
    }),
  );
  return ctx.client().signIn(email, PASSWORD);
}

/** A second tenant, to prove company boundaries. */
export async function otherCompany(ctx: TestContext): Promise<string> {
  const id = newId("cmp");
  await ctx.db.insert(companies).values({ id, name: `Other ${id}` });
  return id;
}

export async function defaultCompanyId(ctx: TestContext): Promise<string> {
  const { rows } = await ctx.pool.query<{ id: string }>("SELECT id FROM companies WHERE is_default");
  return (rows[0] as { id: string }).id;
}
