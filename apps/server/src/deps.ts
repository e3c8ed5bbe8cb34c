import type { Mode } from "@payflow/contracts";
import type pg from "pg";
import type { Auth } from "./auth/auth";
import type { Config } from "./config/env";
import type { Database } from "./db/client";
import type { FneSpace } from "./fne/client";
import type { Logger } from "./lib/logger";
import type { MailTransport } from "./mail/transport";
import type { WhatsAppTransport } from "./mail/whatsapp";
import type { OperatorCredentialsLookup } from "./operators/types";
import type { RealtimeHub } from "./realtime/hub";

/** What request handlers may use; built once at start (or per test file). */
export type Deps = {
  config: Config;
  db: Database;
  pool: pg.Pool;
  /**
   * Connections kept for operators' reports (their callbacks): a success the operator reports
   * never waits for a connection behind a queue of new payments (docs/PAYMENTS.md § Operators'
   * reports first). `reportDeps` gives handlers these deps on them.
   */
  reports: { db: Database; pool: pg.Pool };
  auth: Auth;
  logger: Logger;
  trustedOrigins: string[];
  version: string;
  /** null when no SMTP server is configured. */
  mail: MailTransport | null;
  /** null when the WhatsApp Cloud API is not configured (messages then stay in the outbox). */
  whatsapp: WhatsAppTransport | null;
  /** The installation's secret (lib/secret-key.ts): keys for secrets encrypted at rest derive from it. */
  secretKey: string;
  /** Realtime fan-out (LISTEN/NOTIFY) to this instance's open streams. */
  realtime: RealtimeHub;
  /** The data directory (generated secrets, the first admin's credentials file). */
  dataDir: string;
  /**
   * This server's own loopback address (`http://127.0.0.1:<port>`): test mode reaches the
   * sandboxes through it, and they call back through it. Set once the server listens.
   */
  selfUrl: string;
  /** The credentials the operator adapters use (adapter-credentials.ts; read by operators/registry.ts). */
  operatorCredentials: OperatorCredentialsLookup;
  /**
   * The company's space on the tax office's e-invoicing platform in a mode: the sandbox's in test
   * mode (fne-test-space.ts), the one it set in Settings in live mode (modules/invoicing-settings);
   * null when the company has no live space set up.
   */
  fneSpace: (companyId: string, mode: Mode) => Promise<FneSpace | null>;
};

/** The same deps on the connections kept for operators' reports. */
export function reportDeps(deps: Deps): Deps {
  return { ...deps, db: deps.reports.db, pool: deps.reports.pool };
}

/** Closes every database pool of the deps (the app's and the reports'). */
export async function endPools(deps: Pick<Deps, "pool" | "reports">): Promise<void> {
  await Promise.all([deps.pool.end(), deps.reports.pool.end()]);
}
