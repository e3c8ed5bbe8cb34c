import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import pg from "pg";
import { afterAll, inject } from "vitest";
import { createApp } from "../../src/app";
import { backgroundWork } from "../../src/background";
import { createDeps } from "../../src/bootstrap";
import { loadConfig } from "../../src/config/env";
import { seed } from "../../src/demo/seed";
import { type Deps, endPools } from "../../src/deps";
import { startJobs } from "../../src/jobs/boss";
import { createLogger } from "../../src/lib/logger";

export const ORIGIN = "http://localhost:3000";
export const ADMIN = { email: "admin@payflow.test", password: "Admin-password-1" };

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

/**
 * A fresh database (cloned from the migrated template), the real app on it, and the seeded
 * default company with its admin. Dropped after the file's tests.
 */
export async function createTestContext(
  env: Record<string, string> = {},
  opts: { listen?: boolean; jobs?: boolean } = {},
) {
  const adminUrl = inject("pgAdminUrl");
  const name = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject("templateDb")}`);
  await admin.end();

  const dataDir = await mkdtemp(path.join(os.tmpdir(), "payflow-ctx-"));
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "3000",
    PAYFLOW_TRUST_PROXY: "true",
    PAYFLOW_SECRET_KEY: "test-secret-key-test-secret-key-0123456789",
    LOG_LEVEL: "silent",
    // Operators (sandboxes) answer fast here; …07 hangs past the time limit.
    PAYFLOW_OPERATOR_TIMEOUT_MS: "1500",
    PAYFLOW_SANDBOX_APPROVAL_MS: "1000",
    PAYFLOW_SANDBOX_HANG_MS: "3000",
    ...env,
  });
  const logger = createLogger(process.env.TEST_LOG_LEVEL === "debug" ? "debug" : "silent");
  const databaseUrl = adminUrl.replace(/\/postgres$/, `/${name}`);
  const deps: Deps = await createDeps({ config, databaseUrl, dataDir, logger });
  await seed({
    db: deps.db,
    pool: deps.pool,
    auth: deps.auth,
    logger,
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    dataDir,
  });
  // Operators (the sandboxes) are reached over real HTTP and call back over it: listen on a
  // free loopback port and make that the server's own address before the app is built, as
  // `npm start` knows its own before it serves.
  let built: App | null = null;
  const server = opts.listen
    ? serve({ fetch: (req, env) => (built as App).fetch(req, env), port: 0, hostname: "127.0.0.1" })
    : null;
  if (server) {
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    deps.selfUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  const app = createApp(deps);
  built = app;

  // Background jobs (reconciliation every second) when the tests need them to run by themselves.
  const jobs = opts.jobs ? await startJobs(deps, databaseUrl, backgroundWork(deps, { reconcileEveryMs: 1_000 })) : null;

  afterAll(async () => {
    await deps.realtime.stop();
    if (jobs) await jobs.stop({ graceful: false, timeout: 5000 });
    if (server) {
      const closed = new Promise((resolve) => server.close(() => resolve(undefined)));
      if ("closeAllConnections" in server) server.closeAllConnections();
      await closed;
    }
    await endPools(deps);
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
    await rm(dataDir, { recursive: true, force: true });
  });

  return { app, deps, db: deps.db, pool: deps.pool, client: (ip?: string) => new TestClient(app, ip) };
}

type App = ReturnType<typeof createApp>;
export type Reply<T = any> = { status: number; body: T; headers: Headers };

/** A browser-like caller: keeps its cookies, sends a trusted Origin, has its own address. */
export class TestClient {
  private cookies = new Map<string, string>();
  readonly ip: string;

  constructor(
    private readonly app: App,
    ip?: string,
  ) {
    this.ip = ip ?? `10.${rand()}.${rand()}.${rand()}`;
  }

  async request<T = any>(
    method: string,
    url: string,
    options: { json?: unknown; body?: string | ArrayBuffer; headers?: Record<string, string> } = {},
  ): Promise<Reply<T>> {
    const headers: Record<string, string> = {
      origin: ORIGIN,
      "x-forwarded-for": this.ip,
      "user-agent": "PayFlowTest/1.0",
      ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
      ...options.headers,
    };
    let body: string | ArrayBuffer | undefined = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers["content-type"] = "application/json";
    }
    const res = await this.app.request(url, { method, headers, body });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const [k, ...v] = (pair ?? "").split("=");
      if (!k) continue;
      const value = v.join("=");
      if (value === "" || /max-age=0/i.test(cookie)) this.cookies.delete(k.trim());
      else this.cookies.set(k.trim(), value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  /** A GET's answer as it came (a binary file, a stream), with this client's session. */
  raw(url: string, extra: Record<string, string> = {}): Promise<Response> {
    const headers: Record<string, string> = {
      origin: ORIGIN,
      "x-forwarded-for": this.ip,
      ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
      ...extra,
    };
    return Promise.resolve(this.app.request(url, { headers }));
  }

  /** The status of a streaming answer (server-sent events), without waiting for its end. */
  async streamStatus(url: string): Promise<number> {
    const res = await this.raw(url);
    await res.body?.cancel();
    return res.status;
  }

  get<T = any>(url: string) {
    return this.request<T>("GET", url);
  }
  post<T = any>(url: string, json?: unknown) {
    return this.request<T>("POST", url, json === undefined ? {} : { json });
  }
  patch<T = any>(url: string, json?: unknown) {
    return this.request<T>("PATCH", url, { json });
  }
  put<T = any>(url: string, json?: unknown) {
    return this.request<T>("PUT", url, { json });
  }
  delete<T = any>(url: string) {
    return this.request<T>("DELETE", url);
  }

  /** The password this client signed in with: what a step-up asks again (support/step-up.ts). */
  password: string | null = null;

  async signIn(email: string, password: string) {
    const res = await this.post("/api/auth/sign-in/email", { email, password });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
    this.password = password;
    return this;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  get hasSession() {
    return [...this.cookies.keys()].some((k) => k.includes("session_token"));
  }
}

function rand() {
  return Math.floor(Math.random() * 250) + 1;
}

/** A valid registration body; override fields per test. */
export function registration(overrides: Partial<Record<string, string>> = {}) {
  const id = randomBytes(4).toString("hex");
  return {
    name: "Awa Koné",
    email: `awa.${id}@example.ci`,
    phone: "07 01 02 03 04",
    company: "Koné Distribution",
    password: "password123",
    confirmPassword: "password123",
    ...overrides,
  };
}
