import type { OpenAPIHono } from "@hono/zod-openapi";
import { Ok, RegisterRequest, RegisterResponse, SignInRequest, SignInResult } from "@payflow/contracts";
import { authHeaders, setCookies } from "../../http/auth-bridge";
import { defineRoute, jsonBody, jsonResponse } from "../../http/route";
import type { AppEnv } from "../../http/types";
import { register, signIn, signInResult, signInWithPassword } from "./service";

const tags = ["Authentication"];

const registerRoute = defineRoute({
  method: "post",
  path: "/api/register",
  access: "public",
  tags,
  summary: "Create a client account (public registration) and sign it in",
  request: { body: jsonBody(RegisterRequest) },
  responses: { 201: jsonResponse(RegisterResponse, "Registered and signed in (session cookie set)") },
});

const signOutRoute = defineRoute({
  method: "post",
  path: "/api/auth/sign-out",
  access: "public",
  tags,
  summary: "End the current session (clears the session cookie)",
  responses: { 200: jsonResponse(Ok) },
});

const signInRoute = defineRoute({
  method: "post",
  path: "/api/auth/sign-in/email",
  access: "public",
  tags,
  summary: "Sign in with email and password (sets the session cookie, or asks for the two-factor code)",
  request: { body: jsonBody(SignInRequest) },
  responses: { 200: jsonResponse(SignInResult) },
});

export function registerAccountRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(registerRoute, async (c) => {
    const deps = c.get("deps");
    const body = c.req.valid("json");
    const result = await register(deps, body, c.get("clientIp"));
    try {
      setCookies(c, (await signInWithPassword(deps, body, authHeaders(c))).cookies);
    } catch (error) {
      // The account exists; the web says so and offers the sign-in page.
      c.get("log").warn("sign-in after registration failed", { error });
    }
    return c.json(RegisterResponse.parse(result), 201);
  });

  app.openapi(signInRoute, async (c) => {
    const signedIn = await signIn(c.get("deps"), c.req.valid("json"), c.get("clientIp"), authHeaders(c));
    setCookies(c, signedIn.cookies);
    return c.json(SignInResult.parse(signInResult(signedIn)), 200);
  });

  app.openapi(signOutRoute, async (c) => {
    const response = await c.get("deps").auth.api.signOut({ headers: authHeaders(c), asResponse: true });
    // Signing out without a session is not an error: the caller is signed out either way.
    setCookies(c, response.headers.getSetCookie());
    return c.json(Ok.parse({ ok: true }), 200);
  });
}
