import type { OpenAPIHono } from "@hono/zod-openapi";
import {
  EmailCodeRequest,
  EmailCodeSignInRequest,
  Ok,
  PasswordResetConfirm,
  PasswordResetRequest,
  SignInResult,
  TwoFactorSignInRequest,
} from "@payflow/contracts";
import type { Context } from "hono";
import { authHeaders, setCookies } from "../../http/auth-bridge";
import { defineRoute, jsonBody, jsonResponse } from "../../http/route";
import type { AppEnv } from "../../http/types";
import { type SignedIn, signInResult } from "../accounts";
import * as service from "./service";

const tags = ["Authentication"];

const twoFactorStep = defineRoute({
  method: "post",
  path: "/api/auth/sign-in/two-factor",
  access: "public",
  tags,
  summary: "Second sign-in step: an authenticator code or a backup code (sets the session cookie)",
  request: { body: jsonBody(TwoFactorSignInRequest) },
  responses: { 200: jsonResponse(SignInResult) },
});

const resetRequest = defineRoute({
  method: "post",
  path: "/api/auth/password-reset/request",
  access: "public",
  tags,
  summary: "Email a one-time password reset link (same answer whether the email is known)",
  request: { body: jsonBody(PasswordResetRequest) },
  responses: { 200: jsonResponse(Ok) },
});

const resetConfirm = defineRoute({
  method: "post",
  path: "/api/auth/password-reset/confirm",
  access: "public",
  tags,
  summary: "Choose a new password with a reset link's token; every session of the person ends",
  request: { body: jsonBody(PasswordResetConfirm) },
  responses: { 200: jsonResponse(Ok) },
});

const codeRequest = defineRoute({
  method: "post",
  path: "/api/auth/sign-in/email-code/request",
  access: "public",
  tags,
  summary: "Email a one-time sign-in code (same answer whether the email is known)",
  request: { body: jsonBody(EmailCodeRequest) },
  responses: { 200: jsonResponse(Ok) },
});

const codeSignIn = defineRoute({
  method: "post",
  path: "/api/auth/sign-in/email-code",
  access: "public",
  tags,
  summary: "Sign in with an emailed code (sets the session cookie, or asks for the two-factor code)",
  request: { body: jsonBody(EmailCodeSignInRequest) },
  responses: { 200: jsonResponse(SignInResult) },
});

/** Passes the new session's (or challenge's) cookies on and answers who signed in. */
function signedInResponse(c: Context<AppEnv>, signedIn: SignedIn) {
  setCookies(c, signedIn.cookies);
  return c.json(SignInResult.parse(signInResult(signedIn)), 200);
}

export function registerRecoveryRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(twoFactorStep, async (c) => {
    const deps = c.get("deps");
    return signedInResponse(
      c,
      await service.signInWithTwoFactor(deps, c.req.valid("json"), c.get("clientIp"), authHeaders(c)),
    );
  });
  app.openapi(resetRequest, async (c) => {
    await service.requestPasswordReset(c.get("deps"), c.req.valid("json"), c.get("clientIp"));
    return c.json(Ok.parse({ ok: true }), 200);
  });
  app.openapi(resetConfirm, async (c) => {
    await service.confirmPasswordReset(c.get("deps"), c.req.valid("json"), c.get("clientIp"), authHeaders(c));
    return c.json(Ok.parse({ ok: true }), 200);
  });
  app.openapi(codeRequest, async (c) => {
    await service.requestSignInCode(c.get("deps"), c.req.valid("json"), c.get("clientIp"));
    return c.json(Ok.parse({ ok: true }), 200);
  });
  app.openapi(codeSignIn, async (c) => {
    const deps = c.get("deps");
    return signedInResponse(
      c,
      await service.signInWithEmailCode(deps, c.req.valid("json"), c.get("clientIp"), authHeaders(c)),
    );
  });
}
