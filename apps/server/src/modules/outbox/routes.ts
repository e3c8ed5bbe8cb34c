import type { OpenAPIHono } from "@hono/zod-openapi";
import { OutboxList } from "@payflow/contracts";
import { signedInUser } from "../../http/access";
import { defineRoute, jsonResponse } from "../../http/route";
import type { AppEnv } from "../../http/types";
import { latestEmails } from "./queries";

const OUTBOX_SHOWN = 100;

const list = defineRoute({
  method: "get",
  path: "/api/outbox",
  access: { capability: "manageAll" },
  tags: ["Email"],
  summary: "The company's latest emails and whether they were really sent",
  responses: { 200: jsonResponse(OutboxList) },
});

export function registerOutboxRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(list, async (c) => {
    const { db, mail } = c.get("deps");
    const rows = await latestEmails(db, signedInUser(c).companyId, OUTBOX_SHOWN);
    const items = rows.map((r) => ({
      id: r.id,
      to: r.toEmail,
      subject: r.subject,
      text: r.textBody,
      template: r.template,
      language: r.language,
      status: r.status,
      error: r.error,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
    }));
    return c.json(OutboxList.parse({ items, smtpConfigured: mail !== null }), 200);
  });
}
