import type { OpenAPIHono } from "@hono/zod-openapi";
import { IdParam, OutboxList, OutboxQuery, OutboxRevealed } from "@payflow/contracts";
import { signedInUser } from "../../http/access";
import { acting } from "../../http/actor";
import { defineRoute, jsonResponse } from "../../http/route";
import type { AppEnv } from "../../http/types";
import * as service from "./service";

const access = { capability: "manageAll" } as const;
const tags = ["Email"];

const list = defineRoute({
  method: "get",
  path: "/api/outbox",
  access,
  tags,
  summary: "The company's latest emails and WhatsApp messages (secrets masked), optionally to one recipient",
  request: { query: OutboxQuery },
  responses: { 200: jsonResponse(OutboxList) },
});

const reveal = defineRoute({
  method: "post",
  path: "/api/outbox/{id}/reveal",
  access,
  tags,
  summary: "An undelivered email in full, to pass on by hand (audited)",
  request: { params: IdParam },
  responses: { 200: jsonResponse(OutboxRevealed) },
});

export function registerOutboxRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(list, async (c) => {
    const deps = c.get("deps");
    const items = await service.listEmails(deps, signedInUser(c).companyId, c.req.valid("query").to ?? null);
    return c.json(OutboxList.parse({ items, smtpConfigured: deps.mail !== null }), 200);
  });
  app.openapi(reveal, async (c) => {
    const revealed = await service.revealEmail(c.get("deps"), acting(c), c.req.valid("param").id);
    return c.json(OutboxRevealed.parse(revealed), 200);
  });
}
