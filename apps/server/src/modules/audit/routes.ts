import type { OpenAPIHono } from "@hono/zod-openapi";
import { type AuditAction, AuditList, AuditQuery } from "@payflow/contracts";
import { signedInUser } from "../../http/access";
import { defineRoute, jsonResponse } from "../../http/route";
import type { AppEnv } from "../../http/types";
import { listAudit } from "./queries";

const list = defineRoute({
  method: "get",
  path: "/api/audit-log",
  access: { capability: "manageAll" },
  tags: ["Audit"],
  summary: "Who changed what, when and from where (newest first; filter by action or person)",
  request: { query: AuditQuery },
  responses: { 200: jsonResponse(AuditList) },
});

export function registerAuditRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(list, async (c) => {
    const f = c.req.valid("query");
    const rows = await listAudit(c.get("deps").db, signedInUser(c).companyId, f);
    const items = rows.map((r) => ({
      id: r.id,
      action: r.action as AuditAction,
      actorEmail: r.actorEmail,
      targetType: r.targetType,
      targetLabel: r.targetLabel,
      details: r.details,
      ipAddress: r.ipAddress,
      userAgent: r.userAgent,
      createdAt: r.createdAt.toISOString(),
    }));
    const nextBefore = rows.length === f.limit ? (items.at(-1)?.createdAt ?? null) : null;
    return c.json(AuditList.parse({ items, nextBefore }), 200);
  });
}
