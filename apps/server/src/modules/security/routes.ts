import type { OpenAPIHono } from "@hono/zod-openapi";
import {
  ActiveSessionList,
  IdParam,
  RevokedSessions,
  StepUp,
  StepUpRequest,
  TwoFactorCodeRequest,
  TwoFactorEnrolment,
  TwoFactorPasswordRequest,
  TwoFactorStatus,
} from "@payflow/contracts";
import type { Context } from "hono";
import { signedInUser } from "../../http/access";
import { acting } from "../../http/actor";
import { authHeaders, setCookies } from "../../http/auth-bridge";
import { defineRoute, jsonBody, jsonResponse } from "../../http/route";
import type { AppEnv } from "../../http/types";
import * as service from "./service";
import { stepUp } from "./step-up";

const tags = ["Account security"];

const listSessions = defineRoute({
  method: "get",
  path: "/api/me/sessions",
  access: "signedIn",
  tags,
  summary: "The signed-in person's active sessions (the current one is marked)",
  responses: { 200: jsonResponse(ActiveSessionList) },
});

const revokeSession = defineRoute({
  method: "delete",
  path: "/api/me/sessions/{id}",
  access: "signedIn",
  tags,
  summary: "End one of the signed-in person's sessions (another person's id answers 404)",
  request: { params: IdParam },
  responses: { 200: jsonResponse(RevokedSessions) },
});

const revokeOthers = defineRoute({
  method: "post",
  path: "/api/me/sessions/revoke-others",
  access: "signedIn",
  tags,
  summary: "End every other session of the signed-in person",
  responses: { 200: jsonResponse(RevokedSessions) },
});

const revokeAll = defineRoute({
  method: "post",
  path: "/api/me/sessions/revoke-all",
  access: "signedIn",
  tags,
  summary: "End every session of the signed-in person, this one included",
  responses: { 200: jsonResponse(RevokedSessions) },
});

const twoFactorStatus = defineRoute({
  method: "get",
  path: "/api/me/two-factor",
  access: "signedIn",
  tags,
  summary: "Whether two-factor authentication is on",
  responses: { 200: jsonResponse(TwoFactorStatus) },
});

const enable = defineRoute({
  method: "post",
  path: "/api/me/two-factor/enable",
  access: "signedIn",
  tags,
  summary: "Start TOTP enrolment (password required): QR code, secret and backup codes, shown once",
  request: { body: jsonBody(TwoFactorPasswordRequest) },
  responses: { 200: jsonResponse(TwoFactorEnrolment) },
});

const verify = defineRoute({
  method: "post",
  path: "/api/me/two-factor/verify",
  access: "signedIn",
  tags,
  summary: "Finish TOTP enrolment with a first code from the authenticator app",
  request: { body: jsonBody(TwoFactorCodeRequest) },
  responses: { 200: jsonResponse(TwoFactorStatus) },
});

const disable = defineRoute({
  method: "post",
  path: "/api/me/two-factor/disable",
  access: "signedIn",
  tags,
  summary: "Turn two-factor authentication off (password required)",
  request: { body: jsonBody(TwoFactorPasswordRequest) },
  responses: { 200: jsonResponse(TwoFactorStatus) },
});

const stepUpRoute = defineRoute({
  method: "post",
  path: "/api/security/step-up",
  access: "staff",
  tags,
  summary:
    "Confirm it is you again (two-factor code, or password without two-factor): the dangerous acts are allowed to this session for 5 minutes",
  request: { body: jsonBody(StepUpRequest) },
  responses: { 200: jsonResponse(StepUp) },
});

/** Clears this browser's session cookie after its session was ended. */
async function clearSessionCookie(c: Context<AppEnv>): Promise<void> {
  const response = await c.get("deps").auth.api.signOut({ headers: authHeaders(c), asResponse: true });
  setCookies(c, response.headers.getSetCookie());
}

export function registerSecurityRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(listSessions, async (c) => {
    const items = await service.listSessions(c.get("deps").db, signedInUser(c));
    return c.json(ActiveSessionList.parse({ items }), 200);
  });
  app.openapi(revokeSession, async (c) => {
    const result = await service.revokeSession(c.get("deps").db, acting(c), c.req.valid("param").id);
    if (result.endedCurrent) await clearSessionCookie(c);
    return c.json(RevokedSessions.parse(result), 200);
  });
  app.openapi(revokeOthers, async (c) => {
    const result = await service.revokeSessions(c.get("deps").db, acting(c), false);
    return c.json(RevokedSessions.parse(result), 200);
  });
  app.openapi(revokeAll, async (c) => {
    const result = await service.revokeSessions(c.get("deps").db, acting(c), true);
    await clearSessionCookie(c);
    return c.json(RevokedSessions.parse(result), 200);
  });

  app.openapi(twoFactorStatus, async (c) => {
    return c.json(TwoFactorStatus.parse(await service.twoFactorStatus(c.get("deps").db, signedInUser(c))), 200);
  });
  app.openapi(enable, async (c) => {
    const { password } = c.req.valid("json");
    const enrolment = await service.startEnrolment(c.get("deps"), signedInUser(c), password, authHeaders(c));
    return c.json(TwoFactorEnrolment.parse(enrolment), 200);
  });
  app.openapi(verify, async (c) => {
    const { code } = c.req.valid("json");
    const deps = c.get("deps");
    setCookies(c, await service.confirmEnrolment(deps, acting(c), code, authHeaders(c)));
    return c.json(TwoFactorStatus.parse({ enabled: true }), 200);
  });
  app.openapi(disable, async (c) => {
    const { password } = c.req.valid("json");
    const deps = c.get("deps");
    setCookies(c, await service.disableTwoFactor(deps, acting(c), password, authHeaders(c)));
    return c.json(TwoFactorStatus.parse({ enabled: false }), 200);
  });
  app.openapi(stepUpRoute, async (c) => {
    const done = await stepUp(c.get("deps"), acting(c), c.req.valid("json"), authHeaders(c));
    return c.json(StepUp.parse(done), 200);
  });
}
