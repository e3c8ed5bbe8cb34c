import type { OpenAPIHono } from "@hono/zod-openapi";
import { Me, Preferences, PreferencesPatch } from "@payflow/contracts";
import { signedInUser } from "../../http/access";
import { defineRoute, jsonBody, jsonResponse } from "../../http/route";
import type { AppEnv } from "../../http/types";
import * as service from "./service";

const tags = ["Me"];

const me = defineRoute({
  method: "get",
  path: "/api/me",
  access: "signedIn",
  tags,
  summary: "The signed-in user's profile, role, capabilities and preferences",
  responses: { 200: jsonResponse(Me) },
});

const preferences = defineRoute({
  method: "patch",
  path: "/api/me/preferences",
  access: "signedIn",
  tags,
  summary: "Change some of the signed-in user's preferences",
  request: { body: jsonBody(PreferencesPatch) },
  responses: { 200: jsonResponse(Preferences) },
});

export function registerMeRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(me, async (c) => {
    return c.json(Me.parse(service.getMe(signedInUser(c))), 200);
  });
  app.openapi(preferences, async (c) => {
    const saved = await service.updatePreferences(c.get("deps").db, signedInUser(c), c.req.valid("json"));
    return c.json(Preferences.parse(saved), 200);
  });
}
