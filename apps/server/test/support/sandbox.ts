import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { Hono } from "hono";
import { afterAll } from "vitest";
import { createLogger } from "../../src/lib/logger";
import type { OperatorContext } from "../../src/operators/types";
import type { SandboxEnv } from "../../src/sandboxes/env";
import type { TestContext } from "./context";

/**
 * One operator sandbox on its own loopback port, as a real operator would be: adapters reach
 * it over HTTP at `baseUrl`. Closed after the file's tests.
 */
export async function startSandbox(
  ctx: TestContext,
  create: (env: SandboxEnv) => Hono,
  overrides: Partial<Omit<SandboxEnv, "db" | "publicBase">> = {},
): Promise<{ baseUrl: string; env: SandboxEnv }> {
  let baseUrl = "";
  const env: SandboxEnv = {
    db: ctx.db,
    logger: createLogger(process.env.TEST_LOG_LEVEL === "debug" ? "debug" : "silent"),
    get publicBase() {
      return baseUrl;
    },
    webhookUrl: () => "http://127.0.0.1:9/unset",
    secretKey: ctx.deps.secretKey,
    // The "server" a sandbox may call back: none unless the test names it (its callback sink).
    callbackBases: () => [],
    approvalMs: 1000,
    hangMs: 3000,
    ...overrides,
  };
  const server = serve({ fetch: create(env).fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  afterAll(() => closeServer(server));
  return { baseUrl, env };
}

export type Received = { method: string; path: string; headers: IncomingHttpHeaders; body: string };

/**
 * A merchant-side HTTP server that records what it receives (operator callbacks, webhooks);
 * `status` decides what it answers.
 */
export async function startCallbackSink(status: (req: Received) => number = () => 200) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const entry = {
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      received.push(entry);
      res.writeHead(status(entry), { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  afterAll(() => closeServer(server));
  return {
    url,
    received,
    /** Waits (polling, with a deadline) until a received request matches. */
    async waitFor(match: (r: Received) => boolean, timeoutMs = 10_000): Promise<Received> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const hit = received.find(match);
        if (hit) return hit;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`nothing matching arrived within ${timeoutMs} ms (got ${received.length})`);
    },
  };
}

/** An operator context for test mode against a sandbox started by startSandbox. */
export function sandboxContext(
  baseUrl: string,
  credentials: Readonly<Record<string, string>>,
  overrides: Partial<OperatorContext> = {},
): OperatorContext {
  return { mode: "test", baseUrl, credentials, timeoutMs: 1500, ...overrides };
}

/** Polls `read` until `done` holds or the deadline passes; returns the last value read. */
export async function pollUntil<T>(read: () => Promise<T>, done: (v: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    value = await read();
  }
  return value;
}

function closeServer(server: { close: (cb: () => void) => void; closeAllConnections?: () => void }) {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections?.();
  });
}
