import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moovToken, soapEnvelope } from "../../src/operators/moov_money/wire";
import { PayoutError, payoutOutcomeUnknown } from "../../src/operators/payout-error";
import { payoutAdapterFor } from "../../src/operators/payout-registry";
import type { PayoutAdapter, PayoutRequest, PayoutStatus } from "../../src/operators/payout-types";
import { operatorContext } from "../../src/operators/registry";
import { type OperatorContext, OperatorError } from "../../src/operators/types";
import { SANDBOX_CREDENTIALS } from "../../src/sandboxes/credentials";
import { createMoovSandbox } from "../../src/sandboxes/moov_money/sandbox";
import { createOrangeSandbox } from "../../src/sandboxes/orange_money/sandbox";
import { createTestContext, type TestContext } from "../support/context";
import { defaultCompanyId } from "../support/people";
import { pollUntil, type Received, sandboxContext, startSandbox } from "../support/sandbox";

// The Orange Money and Moov Money payout adapters against their sandboxes over real HTTP, on the
// formats PayFlow assumes for them (docs/OPERATORS.md, Payouts): Orange's Cash In (Sonatel's
// shape) and Moov's api:cashintrans. Each magic beneficiary number (sandboxes/payout-magic.ts),
// a beneficiary never paid twice under one reference, and the exact requests they send.

const orange = payoutAdapterFor("orange_money") as PayoutAdapter;
const moov = payoutAdapterFor("moov_money") as PayoutAdapter;

let ctx: TestContext;
const bases = { orange: "", moov: "" };

beforeAll(async () => {
  ctx = await createTestContext({}, { listen: true });
  const options = { approvalMs: 600, hangMs: 2500 };
  bases.orange = (await startSandbox(ctx, createOrangeSandbox, options)).baseUrl;
  bases.moov = (await startSandbox(ctx, createMoovSandbox, options)).baseUrl;
});

let counter = 0;
/** A business of its own per test: its sandbox records are its own. */
const business = () => `co_payout_om_${Date.now().toString(36)}${(++counter).toString(36)}`;
const orangeCtx = (biz = business(), base = bases.orange): OperatorContext =>
  sandboxContext(base, SANDBOX_CREDENTIALS.orange_money, { timeoutMs: 1200, sandboxBusiness: biz });
const moovCtx = (biz = business(), base = bases.moov): OperatorContext =>
  sandboxContext(base, SANDBOX_CREDENTIALS.moov_money, { timeoutMs: 1200, sandboxBusiness: biz });

function payout(phone: string, overrides: Partial<PayoutRequest> = {}): PayoutRequest {
  const payoutId = `po_t${Date.now().toString(36)}${(++counter).toString(36)}`;
  return {
    payoutId,
    reference: randomUUID(),
    amount: 5000,
    phone,
    name: "Awa Koné",
    reason: "Salaire novembre",
    callbackUrl: "",
    ...overrides,
  };
}
const refOf = (r: PayoutRequest, status?: PayoutStatus) => ({
  payoutId: r.payoutId,
  reference: r.reference,
  operatorPayoutId: status && "operatorPayoutId" in status ? status.operatorPayoutId : null,
});

/** The sandbox's records of a payout, by its reference (Orange's `reference`, Moov's `referenceid`). */
async function records(store: "orange_money-cashin" | "moov_money-cashin", reference: string) {
  const { rows } = await ctx.pool.query(
    "select data from sandbox_records where operator = $1 and data->>'reference' = $2",
    [store, reference],
  );
  return rows.map((r) => r.data as Record<string, unknown>);
}

async function thrown(promise: Promise<unknown>): Promise<OperatorError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OperatorError);
  return error as OperatorError;
}

const failure = (s: PayoutStatus) => (s.state === "failed" ? [s.failure.code, s.failure.operatorCode] : [s.state]);
const idOf = (s: PayoutStatus) => ("operatorPayoutId" in s ? s.operatorPayoutId : null);

describe("Orange Money payouts (assumed Cash In shape)", () => {
  it("pays …01 at once, and a repeat send under the same reference pays once", async () => {
    const c = orangeCtx();
    const r = payout("0700000001");
    const first = await orange.send(c, r);
    expect(first).toMatchObject({ state: "succeeded", fee: null });
    expect(idOf(first)).toMatch(/^CI\d{6}\.[0-9A-Z]{10}$/);
    expect(first.state === "succeeded" && first.operatorTransactionId).toBe(idOf(first));
    // The repeat is answered the first cash-in.
    expect(await orange.send(c, r)).toEqual(first);
    const kept = await records("orange_money-cashin", r.reference);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ msisdn: "2250700000001", amount: 5000, business: c.sandboxBusiness });
  });

  it("pays another number after a delay, read by its transactionId", async () => {
    const c = orangeCtx();
    const r = payout("0712345678");
    const sent = await orange.send(c, r);
    expect(sent.state).toBe("processing");
    const settled = await pollUntil(
      () => orange.payoutStatus(c, refOf(r, sent)),
      (s) => s.state !== "processing",
      5000,
    );
    expect(settled).toMatchObject({ state: "succeeded", operatorPayoutId: idOf(sent) });
  });

  it("reads each magic failure with Orange's code kept, and leaves …04 processing", async () => {
    const c = orangeCtx();
    expect(failure(await orange.send(c, payout("0700000002")))).toEqual([
      "beneficiary_not_found",
      "CUSTOMER_NOT_FOUND",
    ]);
    expect(failure(await orange.send(c, payout("0700000003")))).toEqual([
      "beneficiary_not_allowed",
      "CUSTOMER_NOT_ALLOWED",
    ]);
    expect(failure(await orange.send(c, payout("0700000008")))).toEqual([
      "insufficient_operator_funds",
      "INSUFFICIENT_BALANCE",
    ]);
    const forever = payout("0700000004");
    const sent = await orange.send(c, forever);
    await new Promise((r) => setTimeout(r, 900));
    expect((await orange.payoutStatus(c, refOf(forever, sent))).state).toBe("processing");
  });

  it("…06: Orange's 500 leaves the outcome to be asked, and nothing was recorded", async () => {
    const c = orangeCtx();
    const r = payout("0700000006");
    const error = await thrown(orange.send(c, r));
    expect(error).toBeInstanceOf(PayoutError);
    expect(error).toMatchObject({ kind: "unavailable", details: { httpStatus: 500, operatorCode: "INTERNAL_ERROR" } });
    expect(error.outcomeUnknown).toBe(true);
    expect((error as PayoutError).failure.code).toBe("operator_unavailable");
    expect(await orange.payoutStatus(c, refOf(r))).toEqual({ state: "not_found" });
    expect(await records("orange_money-cashin", r.reference)).toHaveLength(0);
  });

  it("…07: a send that timed out is found by its reference, and sending it again makes no second cash-in", async () => {
    const c = orangeCtx();
    const r = payout("0700000007");
    const error = await thrown(orange.send(c, r));
    expect(error.kind).toBe("timeout");
    expect(payoutOutcomeUnknown(error)).toBe(true);
    // No transactionId was learnt: the lookup by our reference finds it.
    const found = await orange.payoutStatus(c, refOf(r));
    expect(found.state).not.toBe("not_found");
    const again = await orange.send(c, r);
    expect(idOf(again)).toBe(idOf(found));
    const settled = await pollUntil(
      () => orange.payoutStatus(c, refOf(r, again)),
      (s) => s.state !== "processing",
      5000,
    );
    expect(settled.state).toBe("succeeded");
    expect(await records("orange_money-cashin", r.reference)).toHaveLength(1);
  });

  it("refuses the same reference for another amount, saying a payout may exist; answers not_found for one never sent", async () => {
    const c = orangeCtx();
    const r = payout("0712345678");
    await orange.send(c, r);
    const error = await thrown(orange.send(c, { ...r, amount: r.amount + 1 }));
    expect(error).toMatchObject({
      kind: "rejected",
      details: { httpStatus: 409, operatorCode: "DUPLICATE_REFERENCE" },
    });
    expect(error.outcomeUnknown).toBe(true);
    expect(await records("orange_money-cashin", r.reference)).toHaveLength(1);
    expect(await orange.payoutStatus(c, refOf(payout("0712345678")))).toEqual({ state: "not_found" });
  });

  it("refuses a wrong PIN and sends nothing without the retailer's fields", async () => {
    const wrongPin = sandboxContext(
      bases.orange,
      { ...SANDBOX_CREDENTIALS.orange_money, retailerPin: "0000" },
      { sandboxBusiness: business() },
    );
    const r = payout("0700000001");
    const error = await thrown(orange.send(wrongPin, r));
    expect(error).toMatchObject({ kind: "auth", details: { httpStatus: 403, operatorCode: "INVALID_PIN" } });
    expect(error.outcomeUnknown).toBe(false);
    expect(await records("orange_money-cashin", r.reference)).toHaveLength(0);
    const { clientId, clientSecret, merchantKey } = SANDBOX_CREDENTIALS.orange_money;
    const collectionOnly = sandboxContext(bases.orange, { clientId, clientSecret, merchantKey });
    const missing = await thrown(orange.send(collectionOnly, r));
    expect(missing).toMatchObject({ kind: "auth" });
    expect(missing.outcomeUnknown).toBe(false);
    expect((missing as PayoutError).failure.code).toBe("operator_rejected");
  });

  it("has no account-holder check", () => {
    expect(orange.accountHolder).toBeUndefined();
  });
});

describe("Moov Money payouts (api:cashintrans)", () => {
  it("pays …01 at once, and a repeat send under the same referenceid pays once", async () => {
    const c = moovCtx();
    const r = payout("0100000001");
    const first = await moov.send(c, r);
    expect(first).toMatchObject({ state: "succeeded", fee: null });
    expect(idOf(first)).toMatch(/^MC[0-9A-Z]{14}$/);
    expect(await moov.send(c, r)).toEqual(first);
    const kept = await records("moov_money-cashin", r.reference);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      msisdn: "2250100000001",
      amount: 5000,
      remarks: "Salaire novembre",
      business: c.sandboxBusiness,
    });
  });

  it("pays another number after a delay, read by its transid", async () => {
    const c = moovCtx();
    const r = payout("0112345678");
    const sent = await moov.send(c, r);
    expect(sent.state).toBe("processing");
    const settled = await pollUntil(
      () => moov.payoutStatus(c, refOf(r, sent)),
      (s) => s.state !== "processing",
      5000,
    );
    expect(settled).toMatchObject({
      state: "succeeded",
      operatorPayoutId: idOf(sent),
      operatorTransactionId: idOf(sent),
    });
  });

  it("reads each magic failure with Moov's status kept, and leaves …04 processing", async () => {
    const c = moovCtx();
    expect(failure(await moov.send(c, payout("0100000002")))).toEqual(["beneficiary_not_found", "555"]);
    expect(failure(await moov.send(c, payout("0100000003")))).toEqual(["beneficiary_not_allowed", "6"]);
    expect(failure(await moov.send(c, payout("0100000008")))).toEqual(["insufficient_operator_funds", "8"]);
    const forever = payout("0100000004");
    const sent = await moov.send(c, forever);
    await new Promise((r) => setTimeout(r, 900));
    expect((await moov.payoutStatus(c, refOf(forever, sent))).state).toBe("processing");
  });

  it("…06: Moov's fault leaves the outcome to be asked, and nothing was recorded", async () => {
    const c = moovCtx();
    const r = payout("0100000006");
    const error = await thrown(moov.send(c, r));
    expect(error).toBeInstanceOf(PayoutError);
    expect(error).toMatchObject({ kind: "unavailable", details: { httpStatus: 500, operatorCode: "soap:Server" } });
    expect(error.outcomeUnknown).toBe(true);
    expect((error as PayoutError).failure.code).toBe("operator_unavailable");
    expect(await records("moov_money-cashin", r.reference)).toHaveLength(0);
  });

  it("…07: a send that timed out is sent again under its referenceid and answered the first transfer", async () => {
    const c = moovCtx();
    const r = payout("0100000007");
    const error = await thrown(moov.send(c, r));
    expect(error.kind).toBe("timeout");
    expect(payoutOutcomeUnknown(error)).toBe(true);
    // No transid was learnt and Moov has no search by referenceid: sending again is the way to ask.
    expect(await moov.payoutStatus(c, refOf(r))).toEqual({ state: "not_found" });
    const again = await moov.send(c, r);
    expect(["processing", "succeeded"]).toContain(again.state);
    const kept = await records("moov_money-cashin", r.reference);
    expect(kept).toHaveLength(1);
    expect(idOf(again)).toBe(kept[0]?.transid);
    const settled = await pollUntil(
      () => moov.payoutStatus(c, refOf(r, again)),
      (s) => s.state !== "processing",
      5000,
    );
    expect(settled.state).toBe("succeeded");
    expect(await records("moov_money-cashin", r.reference)).toHaveLength(1);
  });

  it("keeps one business's transfers from another's status reads", async () => {
    const r = payout("0100000001");
    const sent = await moov.send(moovCtx(), r);
    const error = await thrown(moov.payoutStatus(moovCtx(), refOf(r, sent)));
    expect(error).toMatchObject({ kind: "unavailable", details: { operatorCode: "94" } });
  });

  it("tells who holds a number: active with a name, not registered, a wallet that cannot receive", async () => {
    const c = moovCtx();
    expect(await moov.accountHolder?.(c, "0112345678")).toEqual({ active: true, name: "Sand Box" });
    expect(await moov.accountHolder?.(c, "0100000002")).toEqual({ active: false, name: null });
    expect(await moov.accountHolder?.(c, "0100000003")).toEqual({ active: false, name: "Sand Box" });
  });

  it("refuses other credentials as Moov does (status 98)", async () => {
    const wrong = sandboxContext(bases.moov, { username: "moov-sandbox", password: "nope" });
    const error = await thrown(moov.send(wrong, payout("0100000001")));
    expect(error).toBeInstanceOf(PayoutError);
    expect(error).toMatchObject({ kind: "auth", details: { operatorCode: "98" } });
    expect(error.outcomeUnknown).toBe(false);
  });
});

describe("the payout registry, through the sandboxes mounted in the app", () => {
  it("pays through Orange and Moov with test mode's own context and credentials", async () => {
    const companyId = await defaultCompanyId(ctx);
    for (const [operator, phone] of [
      ["orange_money", "0700000001"],
      ["moov_money", "0100000001"],
    ] as const) {
      const c = (await operatorContext(ctx.deps, companyId, "test", operator, null)) as OperatorContext;
      expect(c.baseUrl).toBe(`${ctx.deps.selfUrl}/sandbox/${operator}`);
      expect((await (payoutAdapterFor(operator) as PayoutAdapter).send(c, payout(phone))).state).toBe("succeeded");
    }
  });
});

/** A recording proxy in front of a sandbox: what the adapter put on the wire, byte for byte. */
async function recorder(target: () => string) {
  const seen: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      const body = Buffer.concat(chunks).toString("utf8");
      seen.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body });
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([k]) => !["host", "connection", "content-length"].includes(k)),
      ) as Record<string, string>;
      const answer = await fetch(`${target()}${req.url}`, { method: req.method, headers, body: body || undefined });
      res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "text/plain" });
      res.end(await answer.text());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

describe("what the payout adapters put on the wire", () => {
  const proxies = {} as Record<"orange" | "moov", Awaited<ReturnType<typeof recorder>>>;
  beforeAll(async () => {
    proxies.orange = await recorder(() => bases.orange);
    proxies.moov = await recorder(() => bases.moov);
  });

  it("Orange: the Cash In token, the public key, then the cash-in's headers and body exactly", async () => {
    const { clientId, clientSecret, retailerMsisdn } = SANDBOX_CREDENTIALS.orange_money;
    const r = payout("0712345678");
    // The proxy is a base URL of its own: no token or key cached for the sandbox's is reused.
    const c = orangeCtx(business(), proxies.orange.url);
    await orange.send(c, r);
    const [token, key, cashIn] = proxies.orange.seen;
    expect(token).toMatchObject({ method: "POST", path: "/oauth/v1/token", body: "grant_type=client_credentials" });
    expect(token?.headers).toMatchObject({
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`,
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(key).toMatchObject({ method: "GET", path: "/api/account/v1/publicKeys", body: "" });
    expect(key?.headers.authorization).toMatch(/^Bearer .+/);
    expect(cashIn).toMatchObject({ method: "POST", path: "/api/eWallet/v1/cashins" });
    expect(cashIn?.headers).toMatchObject({
      authorization: key?.headers.authorization,
      "content-type": "application/json",
      accept: "application/json",
    });
    const body = JSON.parse(cashIn?.body ?? "{}");
    // The PIN is sealed with the sandbox's key (OAEP): never the same twice, never in clear.
    expect(body.partner.encryptedPinCode).toMatch(/^[A-Za-z0-9+/]{342}==$/);
    expect(cashIn?.body).toBe(
      JSON.stringify({
        partner: { idType: "MSISDN", id: retailerMsisdn, encryptedPinCode: body.partner.encryptedPinCode },
        customer: { idType: "MSISDN", id: "2250712345678" },
        amount: { value: 5000, unit: "XOF" },
        reference: r.reference,
        receiveNotification: true,
      }),
    );
    expect(proxies.orange.seen).toHaveLength(3);
    // Asked about without its id: the lookup by reference.
    await orange.payoutStatus(c, refOf(r));
    expect(proxies.orange.seen.at(-1)).toMatchObject({
      method: "GET",
      path: `/api/eWallet/v1/transactions?reference=${r.reference}`,
    });
  });

  it("Moov: the cashintrans envelope exactly, its token first, and one status read by transid", async () => {
    const { username, password } = SANDBOX_CREDENTIALS.moov_money;
    const r = payout("0112345678", { reason: `Prime & <bonus> ${"x".repeat(120)}` });
    const c = moovCtx(business(), proxies.moov.url);
    const sent = await moov.send(c, r);
    await moov.payoutStatus(c, refOf(r, sent));
    const [post, status] = proxies.moov.seen;
    expect(post).toMatchObject({ method: "POST", path: "/UssdPush" });
    expect(post?.headers).toMatchObject({
      "content-type": "application/soap+xml; charset=utf-8",
      accept: "text/xml",
      "x-payflow-sandbox-business": c.sandboxBusiness,
    });
    expect(post?.headers.authorization).toBeUndefined();
    const remarks = `Prime & <bonus> ${"x".repeat(120)}`.slice(0, 100);
    expect(post?.body).toBe(
      soapEnvelope("cashintrans", {
        token: moovToken(username, password),
        request: { amount: "5000", destination: "2250112345678", referenceid: r.reference, remarks },
      }),
    );
    expect(post?.body).toContain("<remarks>Prime &amp; &lt;bonus&gt; xxx");
    expect(status?.body).toBe(
      soapEnvelope("getTransactionStatus", {
        token: moovToken(username, password),
        request: { transid: idOf(sent) as string },
      }),
    );
    expect(proxies.moov.seen).toHaveLength(2);
  });
});
