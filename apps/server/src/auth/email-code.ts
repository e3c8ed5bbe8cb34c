import { createHmac, timingSafeEqual } from "node:crypto";
import { SIGN_IN_CODE_ATTEMPTS } from "@payflow/contracts";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { generateRandomString } from "better-auth/crypto";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client";

// Email one-time-code sign-in. Better Auth's emailOTP plugin is not used: on a user whose
// email is not marked verified it deletes every linked account (the password included)
// before signing in, which PayFlow's accounts would all hit. This plugin only checks the
// code PayFlow stored (modules/security) and then signs in like a password would, including
// the two-factor step for accounts that have it.

export const signInCodeIdentifier = (email: string) => `sign-in-code:${email}`;

/** The stored form of a code: keyed by the auth secret, so the table never holds the code. */
export function hashSignInCode(secret: string, email: string, code: string): string {
  return createHmac("sha256", secret).update(`${email}:${code}`).digest("hex");
}

/**
 * Counts one attempt on the stored code and answers its hash, or null when there is no live
 * code or its attempts are used up. One statement: concurrent guesses each take one of the
 * code's attempts, never more attempts than it has.
 */
async function takeAttempt(db: Database, identifier: string): Promise<string | null> {
  const result = await db.execute<{ hash: string }>(sql`
    UPDATE verifications
    SET value = split_part(value, ':', 1) || ':' || (split_part(value, ':', 2)::int + 1), updated_at = now()
    WHERE identifier = ${identifier} AND expires_at > now()
      AND split_part(value, ':', 2)::int < ${SIGN_IN_CODE_ATTEMPTS}
    RETURNING split_part(value, ':', 1) AS hash
  `);
  return result.rows[0]?.hash ?? null;
}

const INVALID = { message: "Invalid or expired code", code: "INVALID_SIGN_IN_CODE" };
/** Better Auth's twoFactor plugin cookie and verification names (plugins/two-factor). */
const TWO_FACTOR_COOKIE = "two_factor";
const TWO_FACTOR_CHALLENGE_SECONDS = 600;

export const emailCodeSignIn = (db: Database) =>
  ({
    id: "payflow-email-code",
    endpoints: {
      signInEmailCode: createAuthEndpoint(
        "/sign-in/email-code",
        { method: "POST", body: z.object({ email: z.string(), code: z.string() }) },
        async (ctx) => {
          const email = ctx.body.email.trim().toLowerCase();
          const identifier = signInCodeIdentifier(email);
          const adapter = ctx.context.internalAdapter;
          const hash = await takeAttempt(db, identifier);
          if (!hash) throw APIError.from("BAD_REQUEST", INVALID);
          const given = Buffer.from(hashSignInCode(ctx.context.secret, email, ctx.body.code.trim()));
          const expected = Buffer.from(hash);
          if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
            throw APIError.from("BAD_REQUEST", INVALID);
          }
          // One use only, even when two requests race with the right code.
          const consumed = await adapter.consumeVerificationValue(identifier);
          if (!consumed) throw APIError.from("BAD_REQUEST", INVALID);
          const found = await adapter.findUserByEmail(email);
          if (!found) throw APIError.from("BAD_REQUEST", INVALID);
          const user = found.user as typeof found.user & { twoFactorEnabled?: boolean };

          if (user.twoFactorEnabled) {
            // Same challenge as the twoFactor plugin issues after a password: its verify
            // endpoints finish the sign-in.
            const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE, { maxAge: TWO_FACTOR_CHALLENGE_SECONDS });
            const challenge = `2fa-${generateRandomString(20)}`;
            const expiresAt = new Date(Date.now() + TWO_FACTOR_CHALLENGE_SECONDS * 1000);
            await adapter.createVerificationValue({ value: user.id, identifier: challenge, expiresAt });
            await adapter.createVerificationValue({ value: "0", identifier: `2fa-attempts-${challenge}`, expiresAt });
            await ctx.setSignedCookie(cookie.name, challenge, ctx.context.secret, cookie.attributes);
            return ctx.json({ twoFactorRedirect: true, token: null, user: { id: user.id } });
          }
          const session = await adapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ twoFactorRedirect: false, token: session.token, user: { id: user.id } });
        },
      ),
    },
  }) satisfies BetterAuthPlugin;
