import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { LATEST_API_VERSION } from "@payflow/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outputs, writeGenerated } from "../../../../packages/sdk/scripts/generate";
import { createPayFlow, PayFlowError } from "../../../../packages/sdk/src/index";
import { retryAfter } from "../../../../packages/sdk/src/retry";
import { newSecret } from "../../src/modules/webhooks";
import { signatureHeader } from "../../src/modules/webhooks/secrets";
import type { TestContext } from "../support/context";
import { merchant, merchantContext, merchantPayment } from "../support/merchant";
import { fund } from "../support/payouts";
import { defaultCompanyId } from "../support/people";
import { pollUntil } from "../support/sandbox";

// @payflow/sdk as a merchant gets it (docs/API.md § SDK): built, packed with npm, installed
// from its tarball into a project of its own, the merchant's TypeScript compiled in strict mode
// against the package's types, then run with node against a PayFlow listening on a port.

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, "../../../..");
const sdk = path.join(repo, "packages/sdk");
const tsc = path.join(repo, "node_modules/typescript/bin/tsc");

let ctx: TestContext;
let testKey: string;
let baseUrl: string;
let project: string;

beforeAll(async () => {
  ({ ctx, testKey } = await merchantContext());
  baseUrl = ctx.deps.selfUrl;
  project = await mkdtemp(path.join(os.tmpdir(), "payflow-sdk-user-"));
});

afterAll(async () => {
  if (project) await rm(project, { recursive: true, force: true });
});

describe("the SDK's generated types", () => {
  it("are written from the document /v1/openapi.json serves, in the latest API version", async () => {
    await writeGenerated();
    const served = await ctx.app.request("/v1/openapi.json");
    const json = await readFile(outputs.json, "utf8");
    expect(JSON.parse(json)).toEqual(await served.json());
    expect(await readFile(outputs.schema, "utf8")).toContain("export interface paths");
    // The committed version the client sends is the one the types describe.
    expect(await readFile(outputs.version, "utf8")).toContain(`API_VERSION = "${LATEST_API_VERSION}"`);
    // The document really is /v1's: every resource the SDK covers is in it.
    const paths = Object.keys(JSON.parse(json).paths);
    for (const p of ["/payments", "/refunds", "/payouts", "/payout_batches", "/balance", "/events", "/operators"]) {
      expect(paths).toContain(p);
    }
    for (const p of ["/webhook_endpoints", "/payment_links", "/invoices/{id}/pdf", "/recurring_plans"]) {
      expect(paths).toContain(p);
    }
  });
});

describe("the SDK's retries", () => {
  /** A fetch answering the given statuses in turn, noting each request's Idempotency-Key. */
  const scripted = (answers: Array<[number, Record<string, string>?]>) => {
    const keys: Array<string | null> = [];
    const versions: Array<string | null> = [];
    const fetch = async (request: Request) => {
      keys.push(request.headers.get("idempotency-key"));
      versions.push(request.headers.get("payflow-version"));
      const [status, headers] = answers[keys.length - 1] ?? [500];
      const body =
        status < 300
          ? { id: "pay_1", object: "payment", amount: 1000 }
          : { error: { type: "api_error", code: `code_${status}`, message: `status ${status}`, param: "amount" } };
      return new Response(JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json", "x-request-id": `req_${keys.length}`, ...headers },
      });
    };
    return { keys, versions, fetch };
  };
  const order = { amount: 1000, currency: "XOF" as const, description: "Commande" };

  it("asks again after a 5xx and a 429 (waiting its Retry-After) with the same Idempotency-Key", async () => {
    const { keys, versions, fetch } = scripted([[503], [429, { "retry-after": "1" }], [201]]);
    const started = Date.now();
    const payment = await createPayFlow({ apiKey: "sk_test_x", baseUrl: "http://payflow.test", fetch }).payments.create(
      order,
    );
    expect(payment.id).toBe("pay_1");
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    // Each asks the answer in the version its types describe, whatever the key is pinned to.
    expect(versions).toEqual([LATEST_API_VERSION, LATEST_API_VERSION, LATEST_API_VERSION]);
    // Backoff after the 503 (0.25 to 0.5 s), then the second the 429 asked for.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_200);
  });

  it("never asks again after another 4xx, and throws the API's error", async () => {
    const { keys, fetch } = scripted([[409], [201]]);
    const payflow = createPayFlow({ apiKey: "sk_test_x", baseUrl: "http://payflow.test", fetch });
    const refused = await payflow.payments.create(order, { idempotencyKey: "mine" }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PayFlowError);
    expect(refused).toMatchObject({ status: 409, code: "code_409", param: "amount", requestId: "req_1" });
    expect(keys).toEqual(["mine"]);
  });

  it("stops after maxRetries and throws the last answer", async () => {
    const { keys, fetch } = scripted([[500], [502], [500], [201]]);
    const payflow = createPayFlow({ apiKey: "sk_test_x", baseUrl: "http://payflow.test", maxRetries: 1, fetch });
    await expect(payflow.payments.retrieve("pay_1")).rejects.toMatchObject({ status: 502, code: "code_502" });
    expect(keys).toEqual([null, null]); // a read carries no key
    expect(retryAfter(new Response(null, { headers: { "retry-after": new Date(90_000).toUTCString() } }), 0)).toBe(
      60_000,
    );
  });
});

/** The merchant's own program: only the package's public face, strict TypeScript. */
const USER_CODE = `
import { readFileSync } from "node:fs";
import {
  createPayFlow,
  PayFlowError,
  PayFlowSignatureError,
  verifyWebhook,
  type Payment,
  type WebhookEvent,
} from "@payflow/sdk";

const apiKey = process.env.PAYFLOW_KEY ?? "";
const baseUrl = process.env.PAYFLOW_URL ?? "";
const out: Record<string, unknown> = {};

// A fetch that loses the first answer of each create, as a cut connection would, after PayFlow
// made the payment, and notes what each attempt sent.
const attempts: Array<{ method: string; path: string; key: string | null }> = [];
const lostOnce = new Set<string>();
const flaky = async (request: Request): Promise<Response> => {
  const url = new URL(request.url);
  attempts.push({ method: request.method, path: url.pathname + url.search, key: request.headers.get("idempotency-key") });
  const response = await fetch(request);
  if (request.method === "POST" && url.pathname === "/v1/payments" && !lostOnce.has(url.pathname)) {
    lostOnce.add(url.pathname);
    throw new TypeError("socket hang up");
  }
  return response;
};
const payflow = createPayFlow({ apiKey, baseUrl, fetch: flaky });

// 1. A payment whose first answer was lost: the SDK asks again with the same key, one payment.
const order = { amount: 10_000, currency: "XOF" as const, description: "Commande SDK", reference: "SDK-1" };
const first: Payment = await payflow.payments.create({ ...order, operator: "mtn_momo", phone: "0500000001" });
const createAttempts = attempts.filter((a) => a.method === "POST" && a.path === "/v1/payments");
out.create = { id: first.id, checkout_url: first.checkout_url, amount: first.amount, attempts: createAttempts.map((a) => a.key) };
const sameRef = await payflow.payments.list({ reference: "SDK-1" });
out.createdOnce = sameRef.data.map((p) => p.id);

// 2. The merchant's own key, sent twice: the same payment.
const again1 = await payflow.payments.create({ ...order, reference: "SDK-2" }, { idempotencyKey: "order-2" });
const again2 = await payflow.payments.create({ ...order, reference: "SDK-2" }, { idempotencyKey: "order-2" });
out.ownKey = [again1.id, again2.id];

// 3. Every page, following the cursor.
const made: string[] = [];
for (let i = 0; i < 5; i++) made.push((await payflow.payments.create({ ...order, amount: 1000 + i, reference: "SDK-PAGE" })).id);
const before = attempts.length;
const seen: string[] = [];
for await (const payment of payflow.payments.listAll({ reference: "SDK-PAGE", limit: 2 })) seen.push(payment.id);
out.pages = { made, seen, requests: attempts.length - before };

// 4. The payment succeeds at the sandbox; refund part of it.
let paid = first;
for (let i = 0; i < 100 && paid.status === "pending"; i++) {
  await new Promise((resolve) => setTimeout(resolve, 200));
  paid = await payflow.payments.retrieve(first.id);
}
const refund = await payflow.refunds.create({ payment: paid.id, amount: 4000, method: "manual", reason: "Retour" });
out.refund = { status: paid.status, payment: refund.payment, amount: refund.amount, refund_status: refund.status };

// 5. A refusal is a typed error, asked once (a 4xx is never retried).
const beforeRefusal = attempts.length;
try {
  await payflow.refunds.create({ payment: paid.id, amount: 7000, method: "manual", reason: "Trop" });
  out.refusal = "accepted";
} catch (error) {
  if (!(error instanceof PayFlowError)) throw error;
  out.refusal = { status: error.status, code: error.code, param: error.param ?? null, requestId: error.requestId ?? null, message: error.message, requests: attempts.length - beforeRefusal };
}

// 6. A payout to a bank account.
const payout = await payflow.payouts.create({ amount: 5000, currency: "XOF", operator: "bank", bank_account: "CI0086575352248253966057", name: "Fournisseur Test", reason: "Facture" });
out.payout = { id: payout.id, status: payout.status, amount: payout.amount };

// 7. Webhooks: the genuine one verifies, a forged one throws.
const hook = JSON.parse(readFileSync("webhook.json", "utf8")) as { payload: string; headers: Record<string, string>; secret: string };
const event: WebhookEvent = verifyWebhook(hook.payload, hook.headers, hook.secret);
out.webhook = { type: event.type, id: event.type === "payment.success" ? event.data.id : null };
const forged = hook.payload.replace('"amount":', '"amount":1');
try {
  verifyWebhook(forged, hook.headers, hook.secret);
  out.forged = "accepted";
} catch (error) {
  out.forged = error instanceof PayFlowSignatureError ? error.code : String(error);
}

console.log(JSON.stringify(out));
`;

/**
 * The merchant's project (ESM) and its lockfile: the SDK's tarball, and its dependencies (and
 * @types/node) at the versions of PayFlow's own lockfile, so that npm installs from its cache
 * without asking the registry about versions (a lockfile entry names its tarball and integrity).
 */
async function writeMerchantProject(tarball: string) {
  const locked = JSON.parse(await readFile(path.join(repo, "package-lock.json"), "utf8")).packages;
  const manifest = JSON.parse(await readFile(path.join(sdk, "package.json"), "utf8"));
  const registry = (await run("npm", ["config", "get", "registry"], { cwd: project })).stdout
    .trim()
    .replace(/\/?$/, "/");
  const entries: Record<string, unknown> = {};
  const add = (name: string) => {
    const key = `node_modules/${name}`;
    const entry = locked[key];
    if (entries[key]) return;
    if (!entry) throw new Error(`${name} is not in PayFlow's lockfile`);
    const resolved = `${registry}${name}/-/${name.split("/").at(-1)}-${entry.version}.tgz`;
    entries[key] = { version: entry.version, resolved, integrity: entry.integrity, dependencies: entry.dependencies };
    for (const dependency of Object.keys(entry.dependencies ?? {})) add(dependency);
  };
  for (const dependency of Object.keys(manifest.dependencies)) add(dependency);
  add("@types/node");
  const own = {
    dependencies: { "@payflow/sdk": `file:${tarball}` },
    devDependencies: { "@types/node": locked["node_modules/@types/node"].version },
  };
  await writeFile(
    path.join(project, "package.json"),
    JSON.stringify({ name: "merchant", private: true, type: "module", ...own }),
  );
  const sdkEntry = { version: manifest.version, resolved: `file:${tarball}`, dependencies: manifest.dependencies };
  const packages = { "": { name: "merchant", ...own }, "node_modules/@payflow/sdk": sdkEntry, ...entries };
  await writeFile(
    path.join(project, "package-lock.json"),
    JSON.stringify({ name: "merchant", lockfileVersion: 3, requires: true, packages }),
  );
}

describe("@payflow/sdk installed from its tarball", () => {
  it("builds, packs, installs offline, compiles strict and runs a merchant's flow", async () => {
    const started = Date.now();
    // The types were just written from the served document: compile them to dist/ and pack it.
    await run(process.execPath, [tsc, "-p", path.join(sdk, "tsconfig.build.json")], { cwd: sdk });
    const packed = await run("npm", ["pack", "--json", "--pack-destination", project], { cwd: sdk });
    const [info] = JSON.parse(packed.stdout) as Array<{ filename: string; size: number; files: { path: string }[] }>;
    if (!info) throw new Error("npm pack answered nothing");
    const files = info.files.map((f) => f.path);
    expect(files).toContain("dist/index.js");
    expect(files).toContain("dist/index.d.ts");
    expect(files).toContain("README.md");
    expect(files.filter((f) => !/^(dist\/|README\.md$|package\.json$)/.test(f))).toEqual([]);

    await writeMerchantProject(info.filename);
    await writeFile(
      path.join(project, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: { strict: true, module: "nodenext", target: "es2022", types: ["node"] },
        files: ["merchant.ts"],
      }),
    );
    await writeFile(path.join(project, "merchant.ts"), USER_CODE);
    // Offline: every package comes from npm's cache, which `npm ci` filled from the lockfile.
    await run("npm", ["install", `./${info.filename}`, "--offline", "--no-audit", "--no-fund"], { cwd: project });
    // Nothing of the repository comes with it: the package stands on its own dependencies.
    const installed = JSON.parse(await readFile(path.join(project, "node_modules/@payflow/sdk/package.json"), "utf8"));
    expect(Object.keys(installed.dependencies).sort()).toEqual(["openapi-fetch", "standardwebhooks"]);
    await run(process.execPath, [tsc, "-p", project], { cwd: project });

    // A payment made by the test, signed as PayFlow signs its webhooks, for the merchant to verify.
    const api = merchant(ctx, testKey);
    const made = await api.post("/v1/payments", { ...merchantPayment, operator: "mtn_momo", phone: "0500000001" });
    const payment = await pollUntil(
      async () => (await api.get(`/v1/payments/${made.body.id}`)).body,
      (p) => p.status === "succeeded",
    );
    const secret = newSecret(); // an endpoint's secret, whsec_…
    const payload = JSON.stringify({ type: "payment.success", timestamp: new Date().toISOString(), data: payment });
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = {
      "webhook-id": "msg_sdk_test",
      "webhook-timestamp": String(timestamp),
      "webhook-signature": signatureHeader([secret], "msg_sdk_test", timestamp, payload),
    };
    await writeFile(path.join(project, "webhook.json"), JSON.stringify({ payload, headers, secret }));
    await fund(ctx, await defaultCompanyId(ctx), "bank_transfer", 100_000);

    const { stdout } = await run(process.execPath, ["merchant.js"], {
      cwd: project,
      env: { ...process.env, PAYFLOW_KEY: testKey, PAYFLOW_URL: baseUrl },
    });
    const out = JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}");

    // 1. The lost answer was asked again with the very same key; one payment exists.
    expect(out.create.attempts).toHaveLength(2);
    expect(out.create.attempts[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(out.create.attempts[1]).toBe(out.create.attempts[0]);
    expect(out.createdOnce).toEqual([out.create.id]);
    expect(out.create.checkout_url).toMatch(/^http/);
    expect(out.create.amount).toBe(10_000);
    // 2. The merchant's own key twice: one payment.
    expect(out.ownKey[1]).toBe(out.ownKey[0]);
    // 3. Five payments in pages of two: three requests, every one seen once, newest first.
    expect(out.pages.seen).toEqual([...out.pages.made].reverse());
    expect(out.pages.requests).toBe(3);
    // 4. Refunded after its success.
    expect(out.refund).toEqual({
      status: "succeeded",
      payment: out.create.id,
      amount: 4000,
      refund_status: "succeeded",
    });
    // 5. A refusal as the API words it, not retried.
    expect(out.refusal).toMatchObject({ status: 422, code: "refund_exceeds_amount", requests: 1 });
    expect(out.refusal.requestId).toBeTruthy();
    // 6. The payout is stored and waits for its bank file.
    expect(out.payout).toMatchObject({ status: "queued", amount: 5000 });
    expect((await api.get(`/v1/payouts/${out.payout.id}`)).body.status).toBe("queued");
    // 7. The genuine webhook's payment; the forged one refused.
    expect(out.webhook).toEqual({ type: "payment.success", id: payment.id });
    expect(out.forged).toBe("webhook_signature_invalid");

    console.log(`SDK tarball ${info.size} bytes, build to run ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }, 120_000);
});
