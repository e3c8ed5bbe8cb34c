import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { createLogger } from "../../src/lib/logger";
import { callbackTargetProblem } from "../../src/sandboxes/callback-target";
import { sendCallback } from "../../src/sandboxes/callbacks";
import type { SandboxEnv } from "../../src/sandboxes/env";

// A sandbox calls back this server's own /callbacks/… only: its public URL or the loopback
// address it listens on, checked before every attempt, redirects never followed.

const SELF = "http://127.0.0.1:3000";
const PUBLIC = "https://pay.example.ci";
const BASES = [SELF, PUBLIC];

describe("callbackTargetProblem", () => {
  it.each([
    `${SELF}/callbacks/mtn_momo/pay_abc123`,
    `${SELF}/callbacks/orange_money/pay_abc123`,
    `${SELF}/callbacks/wave`,
    `${PUBLIC}/callbacks/mtn_momo/pay_abc123`,
    `${PUBLIC}:443/callbacks/mtn_momo/pay_abc123`,
  ])("takes this server's own %s", (url) => {
    expect(callbackTargetProblem(url, BASES)).toBeNull();
  });

  it("takes the loopback address the server really listens on (its port, not another)", () => {
    const self = "http://127.0.0.1:41234";
    expect(callbackTargetProblem(`${self}/callbacks/mtn_momo/x`, [self])).toBeNull();
    expect(callbackTargetProblem("http://127.0.0.1:41235/callbacks/mtn_momo/x", [self])).not.toBeNull();
    expect(callbackTargetProblem("http://localhost:41234/callbacks/mtn_momo/x", [self])).not.toBeNull();
  });

  it.each([
    ["a foreign host", "http://evil.example/callbacks/mtn_momo/x"],
    ["a foreign host on https", "https://evil.example/callbacks/mtn_momo/x"],
    ["the metadata address", "http://169.254.169.254/latest/meta-data/"],
    ["another port of loopback", "http://127.0.0.1:5432/callbacks/mtn_momo/x"],
    ["another scheme of the public host", "http://pay.example.ci/callbacks/mtn_momo/x"],
    ["a look-alike host", "https://pay.example.ci.evil.example/callbacks/mtn_momo/x"],
    ["the same host, another path", `${SELF}/api/payments`],
    ["the same host, the root", `${SELF}/`],
    ["the same host, /callbacks itself", `${SELF}/callbacks/`],
    ["the same host, a path merely starting alike", `${SELF}/callbacksx/mtn`],
    ["the sandbox itself", `${SELF}/sandbox/mtn_momo/collection/v1_0/requesttopay`],
    ["userinfo pointing elsewhere", "http://localhost:3000@evil.example/callbacks/mtn_momo/x"],
    ["userinfo on this server", `http://user:pass@127.0.0.1:3000/callbacks/mtn_momo/x`],
    ["an empty userinfo", "http://@127.0.0.1:3000/callbacks/mtn_momo/x"],
    ["dot segments out of /callbacks", `${SELF}/callbacks/../api/payments`],
    ["dot segments inside /callbacks", `${SELF}/callbacks/mtn_momo/../orange/x`],
    ["encoded dot segments", `${SELF}/callbacks/%2e%2e/api/payments`],
    ["an encoded slash", `${SELF}/callbacks/..%2fapi%2fpayments`],
    ["a backslash", `${SELF}/callbacks\\..\\api`],
    ["a backslash in the authority", "http://evil.example\\@127.0.0.1:3000/callbacks/mtn_momo/x"],
    ["whitespace", `${SELF}/callbacks/mtn_momo/x y`],
    ["a newline", `${SELF}/callbacks/mtn_momo/x\r\nHost: evil`],
    ["another scheme", "file:///etc/passwd"],
    ["ftp", "ftp://127.0.0.1:3000/callbacks/mtn_momo/x"],
    ["no scheme", "//127.0.0.1:3000/callbacks/mtn_momo/x"],
    ["not a URL", "not a url"],
    ["an empty string", ""],
  ])("refuses %s", (_name, url) => {
    expect(callbackTargetProblem(url, BASES)).not.toBeNull();
  });

  it("follows a public URL's path prefix", () => {
    const bases = ["https://example.ci/payflow"];
    expect(callbackTargetProblem("https://example.ci/payflow/callbacks/mtn_momo/x", bases)).toBeNull();
    expect(callbackTargetProblem("https://example.ci/callbacks/mtn_momo/x", bases)).not.toBeNull();
  });
});

/** An HTTP server on loopback counting what it receives; `answer` decides the reply. */
async function listener(answer: (res: import("node:http").ServerResponse) => void) {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    req.resume();
    answer(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits };
}

function envFor(bases: string[]): SandboxEnv {
  return {
    db: null as never,
    logger: createLogger("silent"),
    publicBase: "",
    webhookUrl: () => `${bases[0]}/callbacks/wave`,
    secretKey: "unit-test-installation-secret",
    callbackBases: () => bases,
    approvalMs: 0,
    hangMs: 0,
  };
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("sendCallback", () => {
  it("never calls a foreign address, even one a sandbox stored or was configured with (Wave's webhook URL)", async () => {
    const elsewhere = await listener((res) => res.writeHead(200).end());
    const self = await listener((res) => res.writeHead(200).end());
    const env = envFor([self.url]);
    sendCallback(env, { url: `${elsewhere.url}/callbacks/mtn_momo/x`, body: "{}" });
    sendCallback(envFor([`${self.url}/nope`]), { url: `${elsewhere.url}/callbacks/wave`, body: "{}" });
    await wait(1300);
    expect(elsewhere.hits).toEqual([]);
    expect(self.hits).toEqual([]);
  });

  it("posts to this server's own /callbacks/…", async () => {
    const self = await listener((res) => res.writeHead(200).end());
    sendCallback(envFor([self.url]), { url: `${self.url}/callbacks/mtn_momo/pay_1`, body: "{}" });
    await wait(300);
    expect(self.hits).toEqual(["POST /callbacks/mtn_momo/pay_1"]);
  });

  it("does not follow a redirect: a 3xx is a failed attempt, retried to the same address only", async () => {
    const elsewhere = await listener((res) => res.writeHead(200).end());
    const self = await listener((res) => res.writeHead(307, { location: `${elsewhere.url}/stolen` }).end());
    sendCallback(envFor([self.url]), { url: `${self.url}/callbacks/mtn_momo/pay_2`, body: "{}" });
    await wait(1500);
    expect(elsewhere.hits).toEqual([]);
    // The first attempt and its retry after 1 s, both POSTs to the address given.
    expect(self.hits).toEqual(["POST /callbacks/mtn_momo/pay_2", "POST /callbacks/mtn_momo/pay_2"]);
  });
});
