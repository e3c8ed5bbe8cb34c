import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../src/config/paths";
import { ADMIN, createTestContext, type TestClient, type TestContext } from "../support/context";
import { createPayment, settled } from "../support/payments";

// The sandboxes in their own process (`npm run sandboxes`, docs/OPERATORS.md "In their own
// process"), as real operators are: PayFlow with PAYFLOW_SANDBOX_URL calls them there, mounts
// none of its own, and their callbacks reach it over HTTP.

const SECRET = "test-secret-key-test-secret-key-0123456789";
let ctx: TestContext;
let admin: TestClient;
let sandboxes: ChildProcess;
let sandboxUrl: string;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  const port = await freePort();
  sandboxUrl = `http://127.0.0.1:${port}`;
  ctx = await createTestContext({ PAYFLOW_SANDBOX_URL: sandboxUrl, PAYFLOW_SECRET_KEY: SECRET }, { listen: true });
  admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
  let output = "";
  sandboxes = spawn(process.execPath, ["--import", "tsx", "apps/server/src/sandboxes/main.ts"], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: ctx.pool.options.connectionString as string,
      PAYFLOW_URL: ctx.deps.selfUrl,
      PAYFLOW_SECRET_KEY: SECRET,
      SANDBOX_PORT: String(port),
      PAYFLOW_SANDBOX_APPROVAL_MS: "500",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  sandboxes.stderr?.on("data", (d) => (output += d));
  await new Promise<void>((resolve, reject) => {
    sandboxes.stdout?.on("data", (d) => String(d).includes("ready ") && resolve());
    sandboxes.on("exit", () => reject(new Error(`the sandboxes' process exited:\n${output}`)));
  });
}, 60_000);

afterAll(() => {
  sandboxes?.kill("SIGTERM");
});

describe("sandboxes in their own process", () => {
  it("take test payments there and call PayFlow back: an MTN payment succeeds, a declined one fails", async () => {
    const approved = await createPayment(admin, { amount: 1500, operator: "mtn_momo", phone: "0500001234" });
    const declined = await createPayment(admin, { amount: 1500, operator: "mtn_momo", phone: "0500000003" });
    expect((await settled(admin, approved.id)).payment.status).toBe("succeeded");
    expect((await settled(admin, declined.id)).payment.status).toBe("failed");
    // The request went to the sandboxes' process: its record is there, under the payment's attempt.
    const { rows } = await ctx.pool.query(
      "select count(*)::int as n from sandbox_records r join transactions t on r.key = t.operator_attempt_id where t.id = $1",
      [approved.id],
    );
    expect(rows[0].n).toBe(1);
  });

  it("are not mounted in PayFlow's own process", async () => {
    const own = await ctx.client().request("POST", "/sandbox/mtn_momo/collection/token/", { json: {} });
    expect(own.status).toBe(404);
    const apart = await fetch(`${sandboxUrl}/sandbox/mtn_momo/collection/token/`, { method: "POST" });
    expect(apart.status).toBe(401);
  });
});
