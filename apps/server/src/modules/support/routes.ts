import type { OpenAPIHono } from "@hono/zod-openapi";
import {
  ContactMessage,
  ContactMessageHandledRequest,
  ContactMessageList,
  ContactRequest,
  ContactResponse,
  IdParam,
  SupportInfo,
} from "@payflow/contracts";
import { signedInUser } from "../../http/access";
import { defineRoute, jsonBody, jsonResponse } from "../../http/route";
import type { AppEnv } from "../../http/types";
import * as service from "./service";

const tags = ["Support"];
const inboxAccess = { capability: "manageSupportTickets" } as const;

const info = defineRoute({
  method: "get",
  path: "/api/support/info",
  access: "public",
  tags,
  summary: "How to reach the support team: email, phone and office address",
  responses: { 200: jsonResponse(SupportInfo) },
});

const contact = defineRoute({
  method: "post",
  path: "/api/contact",
  access: "public",
  tags,
  summary: "Send a message to the support team (public contact form; rate-limited per address)",
  request: { body: jsonBody(ContactRequest) },
  responses: { 201: jsonResponse(ContactResponse, "Message stored") },
});

const list = defineRoute({
  method: "get",
  path: "/api/support/messages",
  access: inboxAccess,
  tags,
  summary: "The support inbox: contact messages, newest first, with the unhandled count",
  responses: { 200: jsonResponse(ContactMessageList) },
});

const one = defineRoute({
  method: "get",
  path: "/api/support/messages/{id}",
  access: inboxAccess,
  tags,
  summary: "One contact message",
  request: { params: IdParam },
  responses: { 200: jsonResponse(ContactMessage) },
});

const handled = defineRoute({
  method: "post",
  path: "/api/support/messages/{id}/handled",
  access: inboxAccess,
  tags,
  summary: "Mark a contact message handled (or not handled again)",
  request: { params: IdParam, body: jsonBody(ContactMessageHandledRequest) },
  responses: { 200: jsonResponse(ContactMessage) },
});

export function registerSupportRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(info, (c) => c.json(SupportInfo.parse(service.supportInfo(c.get("deps").config)), 200));

  app.openapi(contact, async (c) => {
    const result = await service.submitContact(c.get("deps"), c.req.valid("json"), c.get("clientIp"));
    return c.json(ContactResponse.parse(result), 201);
  });

  app.openapi(list, async (c) => {
    const user = signedInUser(c);
    return c.json(ContactMessageList.parse(await service.listMessages(c.get("deps").db, user.companyId)), 200);
  });

  app.openapi(one, async (c) => {
    const user = signedInUser(c);
    const message = await service.getMessage(c.get("deps").db, user.companyId, c.req.valid("param").id);
    return c.json(ContactMessage.parse(message), 200);
  });

  app.openapi(handled, async (c) => {
    const user = signedInUser(c);
    const message = await service.setHandled(
      c.get("deps").db,
      user.companyId,
      c.req.valid("param").id,
      c.req.valid("json").handled,
      user.userId,
    );
    return c.json(ContactMessage.parse(message), 200);
  });
}
