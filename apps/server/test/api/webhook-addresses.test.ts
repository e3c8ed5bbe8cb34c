import { createServer as createHttpServer } from "node:http";
import { type AddressInfo, createServer as createTcpServer, type Server } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliverDue } from "../../src/modules/webhooks/delivery";
import { post } from "../../src/modules/webhooks/send";
import { isLocalDeployment } from "../../src/modules/webhooks/url-policy";
import { ADMIN, createTestContext, ORIGIN, type TestClient, type TestContext } from "../support/context";
import { merchant, newKey } from "../support/merchant";
import { inMode } from "../support/payments";
import { startCallbackSink } from "../support/sandbox";

// Where webhooks may go (server-side request forgery). PayFlow's own machine and network are
// never a webhook's destination, except loopback in test mode while the deployment itself is
// local (a developer receiving on their own machine); and what a non-public address answered is
// never shown back, so the delivery log cannot serve as a port scanner.

/** Refused in both modes, on every deployment. Written for a URL's host. */
const FORBIDDEN = [
  "10.1.2.3",
  "172.16.0.5",
  "192.168.1.10",
  "169.254.169.254", // cloud metadata (AWS, GCP, Azure…)
  "169.254.170.2", // ECS task metadata
  "100.100.100.200", // Alibaba Cloud metadata
  "168.63.129.16", // Azure's platform address
  "100.64.0.1", // CGNAT
  "0.0.0.0",
  "0.1.2.3",
  "224.0.0.1",
  "255.255.255.255",
  "240.0.0.1",
  "192.0.2.10",
  "198.18.0.1",
  "[fd00:ec2::254]", // AWS metadata over IPv6
  "[fc00::1]",
  "[fe80::1]",
  "[::]",
  "[ff02::1]",
  "[::127.0.0.1]", // IPv4-compatible
  "[::10.0.0.1]",
  "[::93.184.215.14]",
  "[::ffff:10.0.0.1]", // IPv4-mapped
  "[::ffff:169.254.169.254]",
  "[::ffff:0.0.0.0]",
  "[64:ff9b::7f00:1]", // NAT64 of 127.0.0.1
  "[2002:7f00:1::]", // 6to4 of 127.0.0.1
  "[2001:db8::1]",
];

/** PayFlow's own machine: allowed only in test mode on a local deployment. */
const LOOPBACK = [
  "127.0.0.1:5432",
  "127.1.2.3",
  "localhost:3999",
  "[::1]",
  "2130706433",
  "0177.0.0.1",
  "[::ffff:127.0.0.1]",
];

async function keys(ctx: TestContext) {
  const admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
  return { admin, test: await newKey(admin, "test"), live: await newKey(admin, "live") };
}

async function save(ctx: TestContext, key: string, url: string) {
  const res = await merchant(ctx, key).post("/v1/webhook_endpoints", { url, events: ["payment.success"] });
  return { status: res.status, code: res.body?.error?.code as string | undefined, id: res.body?.id as string };
}

describe("on a hosted deployment (PUBLIC_URL https)", () => {
  let ctx: TestContext;
  let testKey: string;
  let liveKey: string;

  beforeAll(async () => {
    ctx = await createTestContext({
      PUBLIC_URL: "https://pay.example.ci",
      TRUSTED_ORIGINS: ORIGIN,
      PAYFLOW_RATE_LIMIT_SIGNIN: "1000",
      PAYFLOW_API_RATE_LIMIT: "0",
    });
    ({ test: testKey, live: liveKey } = await keys(ctx));
  });

  it("refuses every private, loopback, metadata, reserved and embedded-IPv4 address in test mode", async () => {
    for (const host of [...FORBIDDEN, ...LOOPBACK]) {
      expect(await save(ctx, testKey, `http://${host}/hooks`), host).toMatchObject({
        status: 422,
        code: "webhook_url_not_allowed",
      });
    }
  });

  it("refuses the same addresses in live mode", async () => {
    for (const host of [...FORBIDDEN, ...LOOPBACK]) {
      expect(await save(ctx, liveKey, `https://${host}/hooks`), host).toMatchObject({
        status: 422,
        code: "webhook_url_not_allowed",
      });
    }
  });

  it("accepts a public address in both modes", async () => {
    expect((await save(ctx, testKey, "http://93.184.215.14/hooks")).status).toBe(201);
    expect((await save(ctx, liveKey, "https://93.184.215.14/hooks")).status).toBe(201);
    expect((await save(ctx, liveKey, "https://[2606:4700::1111]/hooks")).status).toBe(201);
  });

  it("never connects to its own machine when delivering, even in test mode", async () => {
    const sink = await startCallbackSink();
    for (const url of [sink.url, sink.url.replace("127.0.0.1", "localhost")]) {
      const result = await post(url, "{}", {}, { mode: "test", localDeployment: false, timeoutMs: 2000 });
      expect(result, url).toMatchObject({ status: null, response: null });
      expect(result.error, url).toContain("may not reach");
    }
    expect(sink.received).toHaveLength(0);
  });
});

describe("on a local deployment (no PUBLIC_URL)", () => {
  let ctx: TestContext;
  let admin: TestClient;
  let testKey: string;
  let liveKey: string;

  beforeAll(async () => {
    ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "1000", PAYFLOW_API_RATE_LIMIT: "0" });
    ({ admin, test: testKey, live: liveKey } = await keys(ctx));
  });

  it("accepts loopback in test mode only", async () => {
    for (const host of LOOPBACK) {
      expect((await save(ctx, testKey, `http://${host}/hooks`)).status, host).toBe(201);
      expect(await save(ctx, liveKey, `https://${host}/hooks`), host).toMatchObject({
        status: 422,
        code: "webhook_url_not_allowed",
      });
    }
  });

  it("still refuses private, metadata, reserved and embedded-IPv4 addresses in test mode", async () => {
    for (const host of FORBIDDEN) {
      expect(await save(ctx, testKey, `http://${host}/hooks`), host).toMatchObject({
        status: 422,
        code: "webhook_url_not_allowed",
      });
    }
  });

  /** Saves a test endpoint, queues its test event, runs a round and answers the logged attempt. */
  async function deliveredTo(url: string) {
    const saved = await save(ctx, testKey, url);
    expect(saved.status, url).toBe(201);
    const api = inMode(admin, "test");
    expect((await api.post(`/api/webhook-endpoints/${saved.id}/test`)).status).toBe(201);
    await deliverDue(ctx.deps);
    const log = await api.get(`/api/webhook-endpoints/${saved.id}/deliveries`);
    expect(log.status).toBe(200);
    expect(log.body.items[0].attempts).toHaveLength(1);
    const { status, response, error } = log.body.items[0].attempts[0];
    return { status, response, error } as { status: number | null; response: string | null; error: string | null };
  }

  it("shows a loopback receiver's status but never the body it answered", async () => {
    const server = createHttpServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/plain" }).end("PostgreSQL 17 on x86_64-pc-linux-gnu secret=42");
    });
    const port = await listen(server);
    const attempt = await deliveredTo(`http://127.0.0.1:${port}/hooks`);
    expect(attempt).toMatchObject({ status: 200, response: null, error: null });
  });

  it("logs a refused connection and a hung-up one with the same words (no port scanning)", async () => {
    // A port nobody listens on (ECONNREFUSED), and one that accepts then hangs up (socket hang up).
    const closed = createTcpServer();
    const closedPort = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    const hangUpPort = await listen(createTcpServer((socket) => socket.destroy()));

    const refused = await deliveredTo(`http://127.0.0.1:${closedPort}/hooks`);
    const hungUp = await deliveredTo(`http://localhost:${hangUpPort}/hooks`);
    expect(refused).toMatchObject({ status: null, response: null });
    expect(refused.error).toBe("Could not connect");
    expect(hungUp).toEqual(refused);
  });
});

describe("a local deployment", () => {
  it("is one without PUBLIC_URL or with a loopback one", () => {
    const local = (url?: string) => isLocalDeployment({ PUBLIC_URL: url });
    expect(
      [undefined, "http://localhost:3000", "http://127.0.0.1:8080", "http://[::1]/", "http://pay.localhost"].map(local),
    ).toEqual([true, true, true, true, true]);
    expect(["https://pay.example.ci", "http://10.0.0.4:3000", "http://0.0.0.0:3000"].map(local)).toEqual([
      false,
      false,
      false,
    ]);
  });
});

/** Listens on a free loopback port until the file's tests end (or the caller closes it). */
async function listen(server: Server | ReturnType<typeof createHttpServer>): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  afterAll(() => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve())));
  return (server.address() as AddressInfo).port;
}
