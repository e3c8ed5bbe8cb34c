import { DEFAULT_COMPANY_NAME } from "@payflow/contracts";
import { count } from "drizzle-orm";
import type pg from "pg";
import { createAccount } from "../auth/accounts";
import type { Auth } from "../auth/auth";
import { keepSeededCredentials } from "../config/admin-credentials";
import type { Database } from "../db/client";
import { LOCKS, withAdvisoryLock } from "../db/locks";
import { companies, users } from "../db/schema";
import { generatePassword, newId } from "../lib/ids";
import type { Logger } from "../lib/logger";
import { findDefaultCompany } from "../modules/accounts";
import { notify } from "../modules/notifications";

/** Longer than the 10 characters of invited users' passwords: this one guards the whole company. */
const ADMIN_PASSWORD_LENGTH = 16;

export type SeedOptions = {
  db: Database;
  pool: pg.Pool;
  auth: Auth;
  logger: Logger;
  adminEmail: string;
  adminPassword: string | undefined;
  dataDir: string;
};

export type SeedResult = { adminEmail: string; adminPassword: string; generated: boolean } | null;

/**
 * First start: the default company and its admin (docs/ARCHITECTURE.md). The admin's password comes from
 * PAYFLOW_ADMIN_PASSWORD or is generated, printed once and written to the data dir.
 * Instances starting together take turns on a lock, so exactly one seeds.
 */
export function seed(opts: SeedOptions): Promise<SeedResult> {
  return withAdvisoryLock(opts.pool, LOCKS.seed, async () => {
    const { db } = opts;
    let company = await findDefaultCompany(db);
    if (!company) {
      company = { id: newId("cmp"), name: DEFAULT_COMPANY_NAME };
      await db.insert(companies).values({ ...company, isDefault: true });
      opts.logger.info("created the default company", { name: company.name });
    }
    const [row] = await db.select({ n: count() }).from(users);
    if ((row?.n ?? 0) > 0) return null;

    const generated = !opts.adminPassword;
    const password = opts.adminPassword ?? generatePassword(ADMIN_PASSWORD_LENGTH);
    const companyId = company.id;
    const { userId } = await db.transaction((tx) =>
      createAccount(tx, opts.auth, {
        email: opts.adminEmail,
        name: "Administrateur",
        password,
        role: "admin",
        companyId,
        company: DEFAULT_COMPANY_NAME,
      }),
    );
    await notify(db, {
      userId,
      companyId,
      type: "info",
      titleKey: "notif.adminSeeded.title",
      // A password from PAYFLOW_ADMIN_PASSWORD was chosen by whoever deployed: not "generated".
      messageKey: generated ? "notif.adminSeeded.message" : "notif.adminSeeded.messageFromEnv",
      params: { email: opts.adminEmail },
    });
    if (generated) {
      const file = await keepSeededCredentials(opts.dataDir, opts.adminEmail, password);
      opts.logger.info("seeded the default admin", { email: opts.adminEmail, credentialsFile: file });
    } else {
      opts.logger.info("seeded the default admin", { email: opts.adminEmail, password: "from PAYFLOW_ADMIN_PASSWORD" });
    }
    return { adminEmail: opts.adminEmail, adminPassword: password, generated };
  });
}
