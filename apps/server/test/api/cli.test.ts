import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdtempSync, statSync } from "node:fs";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestContext } from "../support/context";
import { merchant, merchantContext } from "../support/merchant";
import { pollUntil } from "../support/sandbox";

// The `payflow` CLI (packages/cli) as a developer runs it against a running PayFlow: login
// keeps a test key and prints a signing secret, `listen` forwards a `trigger`ed payment.success
// to a local server, signed so that it verifies with that secret; a live key needs asking twice.

const root = path.resolve(import.meta.dirname, "../../../..");
const main = path.join(root, "packages/cli/src/main.ts");
const run = promisify(execFile);

let ctx: TestContext;
let testKey: string;
let liveKey: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  ({ ctx, testKey, liveKey } = await merchantContext());
});
afterAll(() => {
  for (const child of children) child.kill();
});

/** A fresh config file per developer. */
const newHome = () => ({ PAYFLOW_CONFIG: path.join(mkdtempSync(path.join(tmpdir(), "payflow-cli-")), "config.json") });

async function cli(env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout } = await run(process.execPath, ["--import", "tsx", main, "--json", ...args], {
      cwd: root,
      env: { ...process.env, ...env },
    });
    return {
      code: 0,
      out: stdout
        .trim()
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l)),
      err: "",
    };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: [], err: e.stderr };
  }
}

/** A command that runs until stopped (listen, logs tail): its JSON lines as they come. */
function running(env: Record<string, string>, ...args: string[]) {
  const child = spawn(process.execPath, ["--import", "tsx", main, "--json", ...args], {
    cwd: root,
    env: { ...process.env, ...env },
  });
  children.push(child);
  const lines: Record<string, unknown>[] = [];
  let buffer = "";
  child.stdout.on("data", (chunk) => {
    buffer += chunk;
    for (let cut = buffer.indexOf("\n"); cut >= 0; cut = buffer.indexOf("\n")) {
      lines.push(JSON.parse(buffer.slice(0, cut)));
      buffer = buffer.slice(cut + 1);
    }
  });
  return { child, lines };
}

type Received = { headers: IncomingHttpHeaders; body: string };

/** The developer's local server: answers 200 and keeps what it got. */
async function localServer() {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { received, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`, server };
}

describe("payflow login", () => {
  it("keeps a test key and a new signing secret, readable by the user alone", async () => {
    const home = newHome();
    const res = await cli(home, "login", "--api-key", testKey, "--url", ctx.deps.selfUrl);
    expect(res.code, res.err).toBe(0);
    expect(res.out[0]).toMatchObject({ mode: "test", webhookSecret: expect.stringMatching(/^whsec_/) });
    expect(statSync(home.PAYFLOW_CONFIG).mode & 0o777).toBe(0o600);
  });

  it("stores a live key only when asked twice, and trigger then refuses it", async () => {
    const home = newHome();
    const once = await cli(home, "login", "--api-key", liveKey, "--url", ctx.deps.selfUrl);
    expect(once.code).toBe(1);
    expect(once.err).toContain("live key needs --live and a confirmation");
    const flagOnly = await cli(home, "login", "--api-key", liveKey, "--url", ctx.deps.selfUrl, "--live");
    expect(flagOnly.code).toBe(1);
    const twice = await cli(home, "login", "--api-key", liveKey, "--url", ctx.deps.selfUrl, "--live", "--confirm-live");
    expect(twice.out[0]).toMatchObject({ mode: "live" });
    const triggered = await cli(home, "trigger", "payment.success");
    expect(triggered.code).toBe(1);
    expect(triggered.err).toContain("test mode only");
  });
});

describe("payflow listen and trigger", () => {
  it("forwards a triggered payment.success to a local server, signed with the secret login printed", async () => {
    const home = newHome();
    const { out } = await cli(home, "login", "--api-key", testKey, "--url", ctx.deps.selfUrl);
    const secret = out[0].webhookSecret as string;
    const local = await localServer();
    const { child: listener, lines } = running(home, "listen", "--forward-to", local.url);
    await pollUntil(
      async () => lines,
      (l) => l.some((x) => x.ready === true),
      15_000,
    );
    expect(lines.find((x) => x.ready)).toMatchObject({ webhookSecret: secret, forwardTo: local.url });

    const triggered = await cli(home, "trigger", "payment.success");
    expect(triggered.code, triggered.err).toBe(0);
    const paymentId = triggered.out[0].made[0].id as string;
    const delivery = await pollUntil(
      async () => local.received.find((r) => r.body.includes(paymentId) && r.body.includes('"payment.success"')),
      (r) => r !== undefined,
      15_000,
    );
    if (!delivery) throw new Error("no delivery");
    // Verified as a merchant's server would, with the secret the CLI printed.
    const event = new Webhook(secret).verify(delivery.body, delivery.headers as Record<string, string>) as {
      type: string;
      data: { id: string; status: string };
    };
    expect(event).toMatchObject({ type: "payment.success", data: { id: paymentId, status: "succeeded" } });
    expect(() =>
      new Webhook(`whsec_${Buffer.from("x".repeat(24)).toString("base64")}`).verify(
        delivery.body,
        delivery.headers as Record<string, string>,
      ),
    ).toThrow();
    // Its line says what happened to the delivery.
    const shown = await pollUntil(
      async () => lines.find((l) => l.event === "payment.success"),
      (l) => l !== undefined,
      5_000,
    );
    expect(shown).toMatchObject({ status: 200, id: delivery.headers["webhook-id"] });
    listener.kill();
    local.server.close();
  });

  it("makes each event really happen: it is in /v1/events for the object it made", async () => {
    const home = newHome();
    await cli(home, "login", "--api-key", testKey, "--url", ctx.deps.selfUrl);
    const events = ["payment.cancelled", "payment.attempt_failed", "refund.succeeded", "payment_link.deactivated"];
    const made = await Promise.all(events.map((event) => cli(home, "trigger", event)));
    const api = merchant(ctx, testKey);
    for (const [i, event] of events.entries()) {
      const res = made[i];
      if (!res) throw new Error(`no answer for ${event}`);
      expect(res.code, res.err).toBe(0);
      const ids = (res.out[0].made as { id: string }[]).map((m) => m.id);
      const found = await pollUntil(
        async () => (await api.get(`/v1/events?type=${event}&limit=100`)).body.data as { data: { id: string } }[],
        (list) => list.some((e) => ids.includes(e.data.id)),
        15_000,
      );
      expect(
        found.some((e) => ids.includes(e.data.id)),
        event,
      ).toBe(true);
    }
  });

  it("says which events cannot be triggered, and why", async () => {
    const home = newHome();
    await cli(home, "login", "--api-key", testKey, "--url", ctx.deps.selfUrl);
    const res = await cli(home, "trigger", "payment.expired");
    expect(res.code).toBe(1);
    expect(res.err).toContain("operator's window");
  });
});

describe("payflow payments", () => {
  it("creates, reads and lists payments as JSON", async () => {
    const home = newHome();
    await cli(home, "login", "--api-key", testKey, "--url", ctx.deps.selfUrl);
    const created = await cli(home, "payments", "create", "--amount", "2500", "--description", "Commande CLI");
    expect(created.out[0]).toMatchObject({ object: "payment", amount: 2500, status: "pending" });
    const id = created.out[0].id as string;
    expect((await cli(home, "payments", "get", id)).out[0]).toMatchObject({ id, amount: 2500 });
    const listed = await cli(home, "payments", "list", "--limit", "100");
    expect(listed.out[0].data.map((p: { id: string }) => p.id)).toContain(id);
    const refused = await cli(home, "payments", "create", "--amount", "12.5", "--description", "x");
    expect(refused.code).toBe(1);
  });
});

describe("payflow logs tail", () => {
  it("shows the company's API requests in the key's mode as they are answered, refusals with their code", async () => {
    const home = newHome();
    await cli(home, "login", "--api-key", testKey, "--url", ctx.deps.selfUrl);
    const { child: tail, lines } = running(home, "logs", "tail", "--status", "2xx,4xx");
    const api = merchant(ctx, testKey);
    const marker = `tail-${Date.now()}`;
    // Made after the tail opened or within the minute before: both are shown.
    expect((await api.get(`/v1/payments?limit=3&reference=${marker}`)).status).toBe(200);
    expect((await api.get("/v1/payments/pay_nothing_here")).status).toBe(404);
    await merchant(ctx, liveKey).get(`/v1/payments?limit=4&reference=${marker}`);
    const seen = await pollUntil(
      async () => lines,
      (l) => l.some((x) => x.status === 404 && String(x.path).includes("pay_nothing_here")),
      15_000,
    );
    expect(seen.find((x) => String(x.path).includes(`limit=3&reference=${marker}`))).toMatchObject({
      method: "GET",
      status: 200,
      error_code: null,
    });
    expect(seen.find((x) => x.status === 404)).toMatchObject({
      error_code: "not_found",
      path: "/v1/payments/pay_nothing_here",
    });
    // The live key's request is another mode's: not in this tail.
    expect(seen.some((x) => String(x.path).includes(`limit=4&reference=${marker}`))).toBe(false);
    tail.kill();
  });
});
