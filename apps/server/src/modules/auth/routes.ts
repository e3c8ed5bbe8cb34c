import type { OpenAPIHono } from "@hono/zod-openapi";
import {
  firstLoginError,
  isClientRole,
  Ok,
  RegisterRequest,
  RegisterResponse,
  SignInRequest,
  SignInResponse,
} from "@payflow/contracts";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { CLIENT_IP_HEADER } from "../../auth/auth";
import { profiles } from "../../db/schema";
import { AppError } from "../../http/errors";
import { defineRoute, jsonBody, jsonResponse } from "../../http/route";
import type { AppEnv } from "../../http/types";
import { deleteSessionByToken } from "./queries";
import { limitAttempts, register } from "./service";

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
  summary: "Sign in with email and password (sets the session cookie)",
  request: { body: jsonBody(SignInRequest) },
  responses: { 200: jsonResponse(SignInResponse) },
});

/** Headers for a Better Auth call, carrying our view of the caller's address. */
function authHeaders(c: Context<AppEnv>): Headers {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, c.get("clientIp"));
  return headers;
}

function copyCookies(from: Response, c: Context<AppEnv>): void {
  for (const cookie of from.headers.getSetCookie()) c.header("Set-Cookie", cookie, { append: true });
}

export function registerAuthRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(registerRoute, async (c) => {
    const body = c.req.valid("json");
    const result = await register(c.get("deps"), body, c.get("clientIp"));
    const signIn = await c.get("deps").auth.api.signInEmail({
      body: { email: body.email.trim().toLowerCase(), password: body.password },
      headers: authHeaders(c),
      asResponse: true,
    });
    if (signIn.ok) copyCookies(signIn, c);
    else c.get("log").warn("sign-in after registration failed", { status: signIn.status });
    return c.json(RegisterResponse.parse(result), 201);
  });

  app.openapi(signInRoute, async (c) => {
    const body = c.req.valid("json");
    const invalid = firstLoginError(body);
    if (invalid) throw new AppError(invalid.code, { field: invalid.field });
    const deps = c.get("deps");
    await limitAttempts(deps, "signin", c.get("clientIp"), body.email);
    const response = await deps.auth.api.signInEmail({
      body: {
        email: body.email.trim().toLowerCase(),
        password: body.password,
        ...(body.rememberMe !== undefined ? { rememberMe: body.rememberMe } : {}),
      },
      headers: authHeaders(c),
      asResponse: true,
    });
    if (!response.ok) throw await signInFailure(response);
    const data = (await response.json()) as { token: string; user: { id: string } };
    const [profile] = await deps.db.select().from(profiles).where(eq(profiles.userId, data.user.id));
    if (!profile) {
      // Spec §4: no profile after sign-in is a critical inconsistency; end that session now.
      await deleteSessionByToken(deps.db, data.token);
      throw new AppError("profileNotFound");
    }
    copyCookies(response, c);
    return c.json(
      SignInResponse.parse({
        userId: profile.userId,
        role: profile.role,
        isStaff: !isClientRole(profile.role),
        mustChangePassword: profile.mustChangePassword,
      }),
      200,
    );
  });

  app.openapi(signOutRoute, async (c) => {
    const response = await c.get("deps").auth.api.signOut({ headers: authHeaders(c), asResponse: true });
    // Signing out without a session is not an error: the caller is signed out either way.
    copyCookies(response, c);
    return c.json(Ok.parse({ ok: true }), 200);
  });
}

async function signInFailure(response: Response): Promise<AppError> {
  const body = (await response.json().catch(() => ({}))) as { code?: string };
  if (body.code === "ACCOUNT_INACTIVE") return new AppError("accountInactive");
  if (response.status === 401 || body.code === "INVALID_EMAIL_OR_PASSWORD") {
    return new AppError("invalidCredentials");
  }
  return new AppError("internalError");
}
