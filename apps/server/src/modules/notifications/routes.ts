import type { OpenAPIHono } from "@hono/zod-openapi";
import { IdParam, NotificationList, Ok } from "@payflow/contracts";
import { signedInUser } from "../../http/access";
import { defineRoute, jsonResponse } from "../../http/route";
import type { AppEnv } from "../../http/types";
import * as service from "./service";

const tags = ["Notifications"];

const list = defineRoute({
  method: "get",
  path: "/api/notifications",
  access: "signedIn",
  tags,
  summary: "The signed-in user's notifications, newest first (at most 50)",
  responses: { 200: jsonResponse(NotificationList) },
});

const read = defineRoute({
  method: "post",
  path: "/api/notifications/{id}/read",
  access: "signedIn",
  tags,
  summary: "Mark one notification as read",
  request: { params: IdParam },
  responses: { 200: jsonResponse(Ok) },
});

const readAll = defineRoute({
  method: "post",
  path: "/api/notifications/read-all",
  access: "signedIn",
  tags,
  summary: "Mark every notification as read",
  responses: { 200: jsonResponse(Ok) },
});

const clear = defineRoute({
  method: "delete",
  path: "/api/notifications",
  access: "signedIn",
  tags,
  summary: "Delete all of the signed-in user's notifications",
  responses: { 200: jsonResponse(Ok) },
});

export function registerNotificationRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(list, async (c) => {
    const user = signedInUser(c);
    return c.json(NotificationList.parse(await service.listForUser(c.get("deps").pool, user.userId)), 200);
  });
  app.openapi(readAll, async (c) => {
    await service.markAllRead(c.get("deps").db, signedInUser(c).userId);
    return c.json(Ok.parse({ ok: true }), 200);
  });
  app.openapi(read, async (c) => {
    await service.markRead(c.get("deps").db, signedInUser(c).userId, c.req.valid("param").id);
    return c.json(Ok.parse({ ok: true }), 200);
  });
  app.openapi(clear, async (c) => {
    await service.clearAll(c.get("deps").db, signedInUser(c).userId);
    return c.json(Ok.parse({ ok: true }), 200);
  });
}
