import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { preparedPerDb } from "../db/prepared";
import { profiles, sessions } from "../db/schema";

// The signed-in path without Better Auth's request machinery: the session cookie is checked
// here (Better Auth's own signature: HMAC-SHA256 of the token with the installation secret,
// base64) and resolved with one indexed query joining the session to the profile. A revoked or
// expired session has no row, so it stops on its very next request, as before.

const COOKIE = "payflow.session_token";
/** Better Auth moves a session's expiry forward once it is this old (auth.ts updateAge). */
export const SESSION_UPDATE_AGE_MS = 24 * 3600 * 1000;
export const SESSION_EXPIRES_IN_MS = 7 * 24 * 3600 * 1000;

/** The session token of the request's cookie header when its signature holds, else null. */
export function sessionTokenOf(cookie: string | undefined | null, secret: string): string | null {
  if (!cookie) return null;
  let value: string | null = null;
  for (const part of cookie.split(";")) {
    const at = part.indexOf("=");
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (name === COOKIE || name === `__Secure-${COOKIE}`) value = part.slice(at + 1).trim();
  }
  if (!value) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  const dot = decoded.lastIndexOf(".");
  if (dot < 1) return null;
  const token = decoded.slice(0, dot);
  const signature = Buffer.from(decoded.slice(dot + 1));
  const expected = Buffer.from(createHmac("sha256", secret).update(token).digest("base64"));
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

// Every signed-in request runs it.
const sessionQuery = preparedPerDb((db) =>
  db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      updatedAt: sessions.updatedAt,
      profile: profiles,
    })
    .from(sessions)
    .leftJoin(profiles, eq(profiles.userId, sessions.userId))
    .where(and(eq(sessions.token, sql.placeholder("token")), gt(sessions.expiresAt, sql`now()`)))
    .prepare("payflow_session_with_profile"),
);

/** The live session of a token with its person's profile, in one query. */
export async function findSessionWithProfile(db: Database, token: string) {
  const [row] = await sessionQuery(db).execute({ token });
  return row ?? null;
}

/** Whether Better Auth would move this session's expiry forward now (then it must handle it). */
export function dueForRefresh(expiresAt: Date, now = Date.now()): boolean {
  return expiresAt.getTime() - SESSION_EXPIRES_IN_MS + SESSION_UPDATE_AGE_MS <= now;
}
