import type { OpenAPIHono } from "@hono/zod-openapi";
import { CreateRoleRequest, DeletedRole, Role, RoleList, RoleNameParam, UpdateRoleRequest } from "@payflow/contracts";
import { signedInUser } from "../../http/access";
import { acting } from "../../http/actor";
import { defineRoute, jsonBody, jsonResponse } from "../../http/route";
import type { AppEnv } from "../../http/types";
import * as service from "./service";

const tags = ["Roles"];
const manageRoles = { capability: "manageRoles" } as const;

const list = defineRoute({
  method: "get",
  path: "/api/roles",
  // Staff forms (users, team) offer the company's roles; the list holds no secret.
  access: "staff",
  tags,
  summary: "System roles and the company's custom roles, with their capabilities",
  responses: { 200: jsonResponse(RoleList) },
});

const create = defineRoute({
  method: "post",
  path: "/api/roles",
  access: manageRoles,
  tags,
  summary: "Create a custom role",
  request: { body: jsonBody(CreateRoleRequest) },
  responses: { 201: jsonResponse(Role, "Created") },
});

const update = defineRoute({
  method: "patch",
  path: "/api/roles/{name}",
  access: manageRoles,
  tags,
  summary: "Change a custom role's display name, description and capabilities (the name is fixed)",
  request: { params: RoleNameParam, body: jsonBody(UpdateRoleRequest) },
  responses: { 200: jsonResponse(Role) },
});

const remove = defineRoute({
  method: "delete",
  path: "/api/roles/{name}",
  access: manageRoles,
  tags,
  summary: "Delete a custom role; its holders become Standard Users",
  request: { params: RoleNameParam },
  responses: { 200: jsonResponse(DeletedRole) },
});

export function registerRoleRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(list, async (c) => {
    const items = await service.listRoles(c.get("deps").db, signedInUser(c).companyId);
    return c.json(RoleList.parse({ items }), 200);
  });
  app.openapi(create, async (c) => {
    const role = await service.createRole(c.get("deps").db, acting(c), c.req.valid("json"));
    return c.json(Role.parse(role), 201);
  });
  app.openapi(update, async (c) => {
    const { name } = c.req.valid("param");
    const role = await service.updateRole(c.get("deps").db, acting(c), name, c.req.valid("json"));
    return c.json(Role.parse(role), 200);
  });
  app.openapi(remove, async (c) => {
    const deleted = await service.deleteRole(c.get("deps").db, acting(c), c.req.valid("param").name);
    return c.json(DeletedRole.parse(deleted), 200);
  });
}
