import { type Capability, coversCapabilities } from "@payflow/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN, createTestContext, type TestClient, type TestContext } from "../support/context";
import { defaultCompanyId, signedInPerson } from "../support/people";

// Privilege escalation through roles: authority is capabilities, not the name "admin". Each
// attack of the security review first, then the whole matrix of (actor capabilities, target
// role capabilities) over the role, user and team routes.

let ctx: TestContext;
let admin: TestClient;
let companyId: string;
let seq = 0;

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "100000" });
  admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
  companyId = await defaultCompanyId(ctx);
});

/** A custom role with these capabilities (made by the admin); returns its name. */
async function role(capabilities: Capability[]): Promise<string> {
  const name = `r${++seq}`;
  const res = await admin.post("/api/roles", { name, displayName: name.toUpperCase(), capabilities });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return name;
}

async function holderOf(capabilities: Capability[]) {
  return signedInPerson(ctx, { role: await role(capabilities), companyId });
}

const roleCaps = async (name: string) =>
  (await ctx.pool.query("select capabilities from roles where name = $1", [name])).rows[0]?.capabilities;
const profileOf = async (userId: string) =>
  (await ctx.pool.query("select role, status, email from profiles where user_id = $1", [userId])).rows[0];

describe("the attacks of the security review", () => {
  it("a manageRoles holder cannot give their own role manageAll, nor create a role with it", async () => {
    const attacker = await holderOf(["manageRoles", "viewDashboard"]);
    const own = (await attacker.client.get("/api/me")).body.role as string;
    const selfGrant = await attacker.client.patch(`/api/roles/${own}`, {
      displayName: "Moi",
      capabilities: ["manageRoles", "viewDashboard", "manageAll"],
    });
    expect(selfGrant.status).toBe(403);
    expect(selfGrant.body.error.code).toBe("cannotEditOwnRole");
    expect(await roleCaps(own)).toEqual(["manageRoles", "viewDashboard"]);

    const created = await attacker.client.post("/api/roles", {
      name: "boss",
      displayName: "Boss",
      capabilities: ["manageAll"],
    });
    expect(created.status).toBe(403);
    expect(created.body.error.code).toBe("capabilityNotHeld");
    expect(await roleCaps("boss")).toBeUndefined();

    // Another role: not beyond what the attacker holds either.
    const other = await role(["viewDashboard"]);
    const widened = await attacker.client.patch(`/api/roles/${other}`, {
      displayName: "X",
      capabilities: ["viewDashboard", "assignRoles"],
    });
    expect(widened.status).toBe(403);
    expect(await roleCaps(other)).toEqual(["viewDashboard"]);
    // ...while what it holds it may hand out.
    const fine = await attacker.client.patch(`/api/roles/${other}`, {
      displayName: "X",
      capabilities: ["manageRoles"],
    });
    expect(fine.status).toBe(200);
  });

  it("a holder of a custom manageAll role is protected like the admin", async () => {
    const superuser = await holderOf(["manageAll"]);
    const hr = await holderOf(["manageUsers"]);
    const takeover = await hr.client.patch(`/api/users/${superuser.userId}`, {
      email: "attacker@example.ci",
      password: "taken-over-1",
      confirmPassword: "taken-over-1",
    });
    expect(takeover.status).toBe(403);
    expect(await profileOf(superuser.userId)).toMatchObject({ email: superuser.email });
    expect((await superuser.client.get("/api/me")).status).toBe(200);
    expect((await hr.client.delete(`/api/users/${superuser.userId}`)).status).toBe(403);

    const teamLead = await holderOf(["manageTeam"]);
    expect((await teamLead.client.patch(`/api/team/${superuser.userId}`, { status: "inactive" })).status).toBe(403);
    expect((await teamLead.client.delete(`/api/team/${superuser.userId}`)).status).toBe(403);
    expect(await profileOf(superuser.userId)).toMatchObject({ status: "active" });
  });

  it("nobody creates an account holding a manageAll custom role without holding manageAll", async () => {
    const boss = await role(["manageAll"]);
    const granter = await holderOf(["manageUsers", "assignRoles"]);
    const viaUsers = await granter.client.post("/api/users", {
      name: "Sbire",
      email: "sbire.users@example.ci",
      company: "C",
      role: boss,
    });
    expect(viaUsers.status).toBe(403);
    const teamGranter = await holderOf(["manageTeam", "assignRoles"]);
    const viaTeam = await teamGranter.client.post("/api/team", {
      name: "Sbire",
      email: "sbire.team@example.ci",
      role: boss,
    });
    expect(viaTeam.status).toBe(403);
    const rows = await ctx.pool.query("select 1 from users where email like 'sbire.%'");
    expect(rows.rowCount).toBe(0);
  });

  it("one's own password goes through the profile flow, not the users API", async () => {
    const hr = await holderOf(["manageUsers"]);
    const res = await hr.client.patch(`/api/users/${hr.userId}`, {
      password: "no-current-1",
      confirmPassword: "no-current-1",
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "ownPasswordViaProfile", field: "password" });
    expect((await hr.client.get("/api/me")).status).toBe(200);
  });

  it("nobody edits or deletes the role they hold", async () => {
    const manager = await holderOf(["manageRoles", "manageUsers"]);
    const own = (await manager.client.get("/api/me")).body.role as string;
    expect((await manager.client.delete(`/api/roles/${own}`)).body.error.code).toBe("cannotEditOwnRole");
    expect(await roleCaps(own)).toEqual(["manageRoles", "manageUsers"]);
  });
});

// The matrix: an actor can never end up granting, editing or removing someone with a
// capability the actor lacks — and may whenever it holds them all.
const TARGETS: Capability[][] = [
  ["viewDashboard"],
  ["viewDashboard", "viewTransactions", "usePOS"],
  ["assignRoles"],
  ["manageRoles"],
  ["manageUsers", "assignRoles"],
  ["manageTeam"],
  ["manageAll"],
];
const EXTRAS: Capability[][] = [
  [],
  ["viewDashboard"],
  ["viewDashboard", "viewTransactions", "usePOS"],
  ["manageRoles", "manageUsers", "manageTeam", "assignRoles"],
  ["manageAll"],
];

describe("permission matrix of grants", () => {
  it("role routes: create, edit and delete a role only with all of its capabilities", async () => {
    let cases = 0;
    for (const extra of EXTRAS) {
      const actorCaps: Capability[] = [...new Set<Capability>(["manageRoles", ...extra])];
      const actor = await holderOf(actorCaps);
      for (const target of TARGETS) {
        const may = coversCapabilities(actorCaps, target);
        const label = `${actorCaps} → ${target}`;
        const name = `m${++seq}`;
        const created = await actor.client.post("/api/roles", { name, displayName: "M", capabilities: target });
        expect(created.status, `create ${label}`).toBe(may ? 201 : 403);

        const existing = await role(target);
        const edited = await actor.client.patch(`/api/roles/${existing}`, { displayName: "E", capabilities: target });
        expect(edited.status, `edit ${label}`).toBe(may ? 200 : 403);
        const removed = await actor.client.delete(`/api/roles/${existing}`);
        expect(removed.status, `delete ${label}`).toBe(may ? 200 : 403);
        expect(await roleCaps(existing), `unchanged ${label}`).toEqual(may ? undefined : target);
        cases++;
      }
    }
    expect(cases).toBe(EXTRAS.length * TARGETS.length);
  });

  for (const scope of ["users", "team"] as const) {
    it(`${scope} routes: give, edit and remove a person only with all of their role's capabilities`, async () => {
      const base: Capability[] = [scope === "users" ? "manageUsers" : "manageTeam", "assignRoles"];
      for (const extra of EXTRAS) {
        const actorCaps: Capability[] = [...new Set<Capability>([...base, ...extra])];
        const actor = await holderOf(actorCaps);
        for (const target of TARGETS) {
          const may = coversCapabilities(actorCaps, target);
          const label = `${scope} ${actorCaps} → ${target}`;
          const targetRole = await role(target);
          const email = `made.${++seq}@example.ci`;
          const body =
            scope === "users"
              ? { name: "N", email, company: "C", role: targetRole }
              : { name: "N", email, role: targetRole };
          expect((await actor.client.post(`/api/${scope}`, body)).status, `create ${label}`).toBe(may ? 201 : 403);

          const person = await signedInPerson(ctx, { role: targetRole, companyId });
          const renamed = await actor.client.patch(`/api/${scope}/${person.userId}`, { name: "Renommé" });
          expect(renamed.status, `edit ${label}`).toBe(may ? 200 : 403);
          // Moving someone to a lesser role removes capabilities: the same rule.
          const demoted = await actor.client.patch(`/api/${scope}/${person.userId}`, { role: "user" });
          const mayDemote = may && coversCapabilities(actorCaps, ["viewDashboard", "viewTransactions", "usePOS"]);
          expect(demoted.status, `demote ${label}`).toBe(mayDemote ? 200 : 403);
          const removed = await actor.client.delete(`/api/${scope}/${person.userId}`);
          expect(removed.status, `delete ${label}`).toBe(may ? 200 : 403);
          if (!may) expect(await profileOf(person.userId), `unchanged ${label}`).toMatchObject({ role: targetRole });
        }
      }
    }, 90_000); // a few hundred requests, each actor signed in: longer than the default on 2 cores
  }
});
