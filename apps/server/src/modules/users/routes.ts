import type { OpenAPIHono } from "@hono/zod-openapi";
import {
  type Capability,
  CreatedMember,
  CreateUserRequest,
  IdParam,
  InviteMemberRequest,
  Member,
  MemberList,
  MemberQuery,
  UpdateMemberRequest,
  UpdateUserRequest,
} from "@payflow/contracts";
import { signedInUser } from "../../http/access";
import { acting } from "../../http/actor";
import { defineRoute, jsonBody, jsonResponse } from "../../http/route";
import type { AppEnv } from "../../http/types";
import * as service from "./service";

// The Users screen (manageUsers) and the Team screen (manageTeam) share one service; the team
// sees and touches only staff members.

function memberRoutes(scope: service.MemberScope, base: string, capability: Capability) {
  const access = { capability } as const;
  const tags = [scope === "users" ? "Users" : "Team"];
  const createBody = scope === "users" ? CreateUserRequest : InviteMemberRequest;
  const updateBody = scope === "users" ? UpdateUserRequest : UpdateMemberRequest;
  return {
    list: defineRoute({
      method: "get",
      path: base,
      access,
      tags,
      summary: scope === "users" ? "People of the company (search by name, email or role)" : "Staff of the company",
      request: { query: MemberQuery },
      responses: { 200: jsonResponse(MemberList) },
    }),
    create: defineRoute({
      method: "post",
      path: base,
      access,
      tags,
      summary:
        scope === "users"
          ? "Add a user; an empty password is generated; the sign-in details are emailed"
          : "Invite a member: an email with a temporary 10-character password",
      request: { body: jsonBody(createBody) },
      responses: { 201: jsonResponse(CreatedMember, "Created") },
    }),
    update: defineRoute({
      method: "patch",
      path: `${base}/{id}`,
      access,
      tags,
      summary: "Change a person (not one's own role)",
      request: { params: IdParam, body: jsonBody(updateBody) },
      responses: { 200: jsonResponse(Member) },
    }),
    remove: defineRoute({
      method: "delete",
      path: `${base}/{id}`,
      access,
      tags,
      summary: "Delete a person's account (not one's own)",
      request: { params: IdParam },
      responses: { 200: jsonResponse(Member) },
    }),
  };
}

function register(app: OpenAPIHono<AppEnv>, scope: service.MemberScope, base: string, capability: Capability) {
  const r = memberRoutes(scope, base, capability);
  const kind = scope === "users" ? "user" : "invite";
  app.openapi(r.list, async (c) => {
    const items = await service.listMembers(c.get("deps"), signedInUser(c), scope, c.req.valid("query").q);
    return c.json(MemberList.parse({ items }), 200);
  });
  app.openapi(r.create, async (c) => {
    const body = c.req.valid("json") as Parameters<typeof service.createMember>[3];
    const created = await service.createMember(c.get("deps"), acting(c), scope, { ...body, kind } as typeof body);
    return c.json(CreatedMember.parse(created), 201);
  });
  app.openapi(r.update, async (c) => {
    const { id } = c.req.valid("param");
    const member = await service.updateMember(c.get("deps"), acting(c), scope, id, c.req.valid("json"));
    return c.json(Member.parse(member), 200);
  });
  app.openapi(r.remove, async (c) => {
    const member = await service.deleteMember(c.get("deps"), acting(c), scope, c.req.valid("param").id);
    return c.json(Member.parse(member), 200);
  });
}

export function registerUserRoutes(app: OpenAPIHono<AppEnv>) {
  register(app, "users", "/api/users", "manageUsers");
  register(app, "team", "/api/team", "manageTeam");
}
