import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT, resolveClusterDir } from "../../src/config/paths";

// The real `main.ts`, as `npm start` runs it: a real embedded PostgreSQL in a fresh data dir.

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

/** A data dir the postgres user can reach, so the cluster stays inside it (and is removed). */
async function dataDirectory() {
  const dir = await mkdtemp("/var/tmp/payflow-proc-");
  await chmod(dir, 0o755);
  dirs.push(dir);
  return dir;
}

type Server = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function start(dataDir: string, port: number, env: Record<string, string> = {}): Server {
  let out = "";
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      PAYFLOW_DATA_DIR: dataDir,
      PORT: String(port),
      PAYFLOW_SKIP_WEB_BUILD: "true",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (out += d));
  child.stderr?.on("data", (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => out, exited };
}

async function waitHealthy(port: number, server: Server, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/health`);
      if (res.ok) return (await res.json()) as { database: string };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not healthy in time:\n${server.output()}`);
}

function postmasterPid(clusterDir: string): number | null {
  const file = path.join(clusterDir, "postmaster.pid");
  if (!existsSync(file)) return null;
  return Number.parseInt(readFileSync(file, "utf8").split("\n")[0] ?? "", 10);
}

/** Running, not merely a zombie waiting for a parent that never reaps it (PID 1 here). */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    return false;
  }
}

describe("server process", () => {
  it("starts on a fresh data dir, seeds the admin once, and stops with no postgres left", async () => {
    const dataDir = await dataDirectory();
    const port = await freePort();
    const server = start(dataDir, port);
    expect((await waitHealthy(port, server)).database).toBe("up");
    expect(server.output()).toMatch(/password: \S+/);
    expect(readFileSync(path.join(dataDir, "admin-credentials.txt"), "utf8")).toMatch(/email: admin@payflow\.local/);
    expect(server.output()).toMatch(/"msg":"request".*|PayFlow is ready/);

    const clusterDir = resolveClusterDir(dataDir, { isRoot: process.getuid?.() === 0 }).dir;
    const pid = postmasterPid(clusterDir);
    expect(pid).not.toBeNull();

    // A signed-in browser's live stream stays open: the stop must end it, not wait on it.
    const password = /password: (\S+)/.exec(server.output())?.[1] ?? "";
    const origin = `http://localhost:${port}`;
    const signIn = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({ email: "admin@payflow.local", password }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const live = await fetch(`http://127.0.0.1:${port}/api/stream`, { headers: { cookie } });
    expect(live.status).toBe(200);
    const streamEnded = (async () => {
      const reader = (live.body as ReadableStream<Uint8Array>).getReader();
      try {
        while (!(await reader.read()).done) {
          // events until the server ends the stream
        }
      } catch {
        // a reset counts as ended too
      }
      return Date.now();
    })();

    const stopAsked = Date.now();
    server.child.kill("SIGTERM");
    // 0, not the forced exit (1) that an open stream used to cause after 20 s.
    expect(await server.exited).toBe(0);
    expect((await streamEnded) - stopAsked).toBeLessThan(15_000);
    expect(alive(pid as number)).toBe(false);
  }, 90_000);

  it("stops a postgres left by a killed run, then starts normally without seeding again", async () => {
    const dataDir = await dataDirectory();
    const port = await freePort();
    const first = start(dataDir, port);
    await waitHealthy(port, first);
    const clusterDir = resolveClusterDir(dataDir, { isRoot: process.getuid?.() === 0 }).dir;
    const stale = postmasterPid(clusterDir) as number;
    first.child.kill("SIGKILL");
    await first.exited;
    expect(alive(stale)).toBe(true); // the orphan the next start must deal with

    const second = start(dataDir, port);
    await waitHealthy(port, second);
    expect(second.output()).toMatch(/stopping a PostgreSQL left running by an earlier run/);
    expect(second.output()).not.toMatch(/password: /);
    expect(alive(stale)).toBe(false);
    second.child.kill("SIGINT");
    expect(await second.exited).toBe(0);
  }, 120_000);

  it("refuses a bad configuration value, naming the variable", async () => {
    const server = start("/var/tmp/payflow-never", 1, { PORT: "not-a-port" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT=not-a-port/);
    expect(existsSync("/var/tmp/payflow-never")).toBe(false);
  });
});
