import type { Database } from "../db/client";
import type { Logger } from "../lib/logger";

/** What a sandbox needs from the server that mounts it (one per sandbox). */
export type SandboxEnv = {
  db: Database;
  logger: Logger;
  /**
   * Where payers' browsers reach this sandbox (its mount, e.g. `http://localhost:3000/sandbox/wave`):
   * the base of the payer pages it links to (Wave's launch URL, Orange's payment URL, the phone page).
   */
  publicBase: string;
  /**
   * This server's own addresses (its public URL and the loopback address it listens on): the
   * only places, under `/callbacks/`, a sandbox calls back (see callback-target.ts).
   */
  callbackBases: () => string[];
  /** The installation's secret: the Wave sandbox knows each company's test key by it (company-credentials.ts). */
  secretKey: string;
  /** Where the sandbox posts webhooks that are configured once per merchant, not per payment (Wave). */
  webhookUrl: () => string;
  /** How long a payer takes to approve when nobody decides by hand (numbers without magic). */
  approvalMs: number;
  /** How long a …07 number holds the create call before answering: longer than any adapter time limit. */
  hangMs: number;
};
