import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@payflow/contracts";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { twoFactor } from "better-auth/plugins/two-factor";
import type { Database } from "../db/client";
import { accounts, sessions, twoFactors, users, verifications } from "../db/schema";
import { newId } from "../lib/ids";
import type { Logger } from "../lib/logger";
import { emailCodeSignIn } from "./email-code";
import { findProfile } from "./queries";

/** Header our HTTP layer sets to the caller's address; any incoming copy is dropped first. */
export const CLIENT_IP_HEADER = "x-payflow-client-ip";

const ID_PREFIX: Record<string, string> = {
  user: "usr",
  session: "ses",
  account: "acn",
  verification: "vrf",
  twoFactor: "tfa",
};

export type AuthOptions = {
  db: Database;
  secret: string;
  baseURL: string;
  trustedOrigins: string[];
  logger: Logger;
};

export function createAuth(opts: AuthOptions) {
  const { db, logger } = opts;
  return betterAuth({
    appName: "PayFlow",
    baseURL: opts.baseURL,
    basePath: "/api/auth",
    secret: opts.secret,
    trustedOrigins: opts.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
      },
    }),
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
      // No cookie cache: a revoked session must stop working on the very next request.
      cookieCache: { enabled: false },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // Accounts are created by PayFlow's own registration and staff flows, never by the
      // generic endpoint (it is also not routed).
      disableSignUp: true,
      // A password reset (modules/recovery) ends every session of the person.
      revokeSessionsOnPasswordReset: true,
    },
    disabledPaths: ["/sign-up/email"],
    plugins: [
      // TOTP with backup codes. Enrolment needs the password; the sign-in code step is
      // reached through PayFlow's own routes (modules/security), nothing else is routed.
      twoFactor({ issuer: "PayFlow", backupCodeOptions: { amount: 10, length: 10 } }),
      emailCodeSignIn(db),
    ],
    // PayFlow rate-limits in the database (shared by every instance) before calling Better Auth.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      cookiePrefix: "payflow",
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: {
        generateId: ({ model }) => newId(ID_PREFIX[model] ?? model.slice(0, 3)),
      },
    },
    logger: {
      log: (level, message, ...args) => {
        const fields = args.length ? { details: args.map(String) } : undefined;
        if (level === "error") logger.error(`auth: ${message}`, fields);
        else if (level === "warn") logger.warn(`auth: ${message}`, fields);
        else logger.debug(`auth: ${message}`, fields);
      },
    },
    databaseHooks: {
      session: {
        create: {
          before: async (session) => {
            if ((await findProfile(db, session.userId))?.status === "inactive") {
              throw new APIError("FORBIDDEN", { message: "Account inactive", code: "ACCOUNT_INACTIVE" });
            }
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
