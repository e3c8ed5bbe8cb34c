import type { OpenAPIHono } from "@hono/zod-openapi";
import {
  ChangePasswordRequest,
  Me,
  Ok,
  Preferences,
  PreferencesPatch,
  ProfilePatch,
  SessionProbe,
} from "@payflow/contracts";
import { currentUser, signedInUser } from "../../http/access";
import { acting } from "../../http/actor";
import { authHeaders, setCookies } from "../../http/auth-bridge";
import { defineRoute, jsonBody, jsonResponse } from "../../http/route";
import type { AppEnv } from "../../http/types";
import * as service from "./service";

const tags = ["Me"];

const me = defineRoute({
  method: "get",
  path: "/api/me",
  access: "signedIn",
  beforePasswordChange: true,
  tags,
  summary: "The signed-in user's profile, role, capabilities and preferences",
  responses: { 200: jsonResponse(Me) },
});

// Public: the sign-in and registration pages ask it to send a signed-in visitor on, and a
// visitor without a session is the usual answer there, not an error (a 401 fills the console).
const session = defineRoute({
  method: "get",
  path: "/api/session",
  access: "public",
  tags,
  summary: "Who is signed in: the same profile as /api/me, or null without a session (never 401)",
  responses: { 200: jsonResponse(SessionProbe) },
});

const preferences = defineRoute({
  method: "patch",
  path: "/api/me/preferences",
  access: "signedIn",
  beforePasswordChange: true,
  tags,
  summary: "Change some of the signed-in user's preferences",
  request: { body: jsonBody(PreferencesPatch) },
  responses: { 200: jsonResponse(Preferences) },
});

const profile = defineRoute({
  method: "patch",
  path: "/api/me",
  access: "signedIn",
  tags,
  summary: "Change the signed-in user's name or phone (the email is read-only)",
  request: { body: jsonBody(ProfilePatch) },
  responses: { 200: jsonResponse(Me) },
});

const password = defineRoute({
  method: "post",
  path: "/api/me/password",
  access: "signedIn",
  beforePasswordChange: true,
  tags,
  summary: "Change the signed-in user's password; other sessions are signed out",
  request: { body: jsonBody(ChangePasswordRequest) },
  responses: { 200: jsonResponse(Ok, "Changed (a fresh session cookie is set)") },
});

export function registerProfileRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(me, async (c) => {
    return c.json(Me.parse(service.getMe(signedInUser(c))), 200);
  });
  app.openapi(session, async (c) => {
    const user = await currentUser(c);
    return c.json(SessionProbe.parse({ me: user ? service.getMe(user) : null }), 200);
  });
  app.openapi(preferences, async (c) => {
    const saved = await service.updatePreferences(c.get("deps").db, signedInUser(c), c.req.valid("json"));
    return c.json(Preferences.parse(saved), 200);
  });
  app.openapi(profile, async (c) => {
    const saved = await service.updateProfile(c.get("deps").db, signedInUser(c), c.req.valid("json"));
    return c.json(Me.parse(saved), 200);
  });
  app.openapi(password, async (c) => {
    const cookies = await service.changePassword(c.get("deps"), acting(c), c.req.valid("json"), authHeaders(c));
    setCookies(c, cookies);
    return c.json(Ok.parse({ ok: true }), 200);
  });
}
