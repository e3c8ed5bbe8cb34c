import type { OpenAPIHono } from "@hono/zod-openapi";
import { LoginSessionList } from "@payflow/contracts";
import { signedInUser } from "../../http/access";
import { defineRoute, jsonResponse } from "../../http/route";
import type { AppEnv } from "../../http/types";
import { latestSignIns } from "./queries";

const loginSessions = defineRoute({
  method: "get",
  path: "/api/dashboard/login-sessions",
  access: { capability: "manageUsers" },
  tags: ["Dashboard"],
  summary: "The company's 10 most recent sign-ins",
  responses: { 200: jsonResponse(LoginSessionList) },
});

export function registerSessionRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(loginSessions, async (c) => {
    const rows = await latestSignIns(c.get("deps").db, signedInUser(c).companyId);
    const body = {
      items: rows.map((r) => ({
        id: r.id,
        email: r.email,
        timestamp: r.createdAt.toISOString(),
        ipAddress: r.ipAddress,
        userAgent: r.userAgent,
      })),
    };
    return c.json(LoginSessionList.parse(body), 200);
  });
}
