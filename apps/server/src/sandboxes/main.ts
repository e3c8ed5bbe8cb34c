import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { z } from "zod";
import { resolveDataDir } from "../config/paths";
import { createDb, createPool } from "../db/client";
import { createLogger } from "../lib/logger";
import { loadSecretKey } from "../lib/secret-key";
import { mountSandboxes } from "./index";

// The sandboxes in their own process (`npm run sandboxes`), as real operators are: remote, with
// their own CPU. PayFlow then runs with PAYFLOW_SANDBOX_URL pointing here and mounts none of its
// own (docs/OPERATORS.md, The sandboxes). They keep their records in PayFlow's database
// (sandbox_records), so PayFlow must have started once on it (its migrations make the table).

const Env = z.object({
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, { error: "must be a postgres:// or postgresql:// URL" }),
  /** PayFlow's address: the only place the sandboxes call back (under /callbacks/). */
  PAYFLOW_URL: z.url(),
  SANDBOX_PORT: z.coerce.number().int().min(1).max(65535).default(3100),
  SANDBOX_HOST: z.string().min(1).default("127.0.0.1"),
  /** Where payers' browsers reach this process, when not on loopback. */
  SANDBOX_PUBLIC_URL: z.url().optional(),
  /** PayFlow's secret (or its data dir's key file): the Wave sandbox knows each company's test key by it. */
  PAYFLOW_SECRET_KEY: z.string().min(32).optional(),
  PAYFLOW_DATA_DIR: z.string().min(1).default(".data"),
  PAYFLOW_SANDBOX_APPROVAL_MS: z.coerce.number().int().min(0).max(600_000).default(4000),
  PAYFLOW_SANDBOX_HANG_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
});

async function main() {
  const parsed = Env.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    process.stderr.write(`The sandboxes cannot start. ${problems}\n`);
    process.exit(1);
  }
  const env = parsed.data;
  const logger = createLogger(env.LOG_LEVEL, { service: "payflow-sandboxes" });
  const pool = createPool(env.DATABASE_URL, env.DATABASE_POOL_SIZE, logger);
  const payflow = env.PAYFLOW_URL.replace(/\/+$/, "");
  const app = new Hono();
  app.get("/health", (c) => c.json({ status: "ok" }));
  mountSandboxes(
    app,
    {
      db: createDb(pool),
      logger,
      publicBase: (env.SANDBOX_PUBLIC_URL ?? `http://${env.SANDBOX_HOST}:${env.SANDBOX_PORT}`).replace(/\/+$/, ""),
      payflowBases: () => [payflow],
      secretKey: await loadSecretKey(env.PAYFLOW_SECRET_KEY, resolveDataDir(env.PAYFLOW_DATA_DIR)),
      approvalMs: env.PAYFLOW_SANDBOX_APPROVAL_MS,
      hangMs: env.PAYFLOW_SANDBOX_HANG_MS,
    },
    () => {},
  );
  const server = serve({ fetch: app.fetch, port: env.SANDBOX_PORT, hostname: env.SANDBOX_HOST }, (info) => {
    logger.info("sandboxes listening", { port: info.port, payflow });
    // For whoever started this process (the bench waits for it).
    process.stdout.write(`ready ${info.port}\n`);
  });
  const stop = () => server.close(() => pool.end().finally(() => process.exit(0)));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

void main();
