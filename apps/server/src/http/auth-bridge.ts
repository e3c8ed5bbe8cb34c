import type { Context } from "hono";
import { CLIENT_IP_HEADER } from "../auth/auth";
import type { AppEnv } from "./types";

/** Headers for a Better Auth call, carrying our view of the caller's address. */
export function authHeaders(c: Context<AppEnv>): Headers {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, c.get("clientIp"));
  return headers;
}

/** Passes the session cookies Better Auth set on to our response. */
export function setCookies(c: Context<AppEnv>, cookies: string[]): void {
  for (const cookie of cookies) c.header("Set-Cookie", cookie, { append: true });
}
