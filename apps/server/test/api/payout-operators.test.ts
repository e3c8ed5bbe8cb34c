import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mtnAdapter } from "../../src/operators/mtn_momo/adapter";
import { mtnDisbursementBalance } from "../../src/operators/mtn_momo/disbursement";
import { PayoutError, payoutOutcomeUnknown } from "../../src/operators/payout-error";
import { payoutAdapterFor } from "../../src/operators/payout-registry";
import type { PayoutAdapter, PayoutRequest, PayoutStatus } from "../../src/operators/payout-types";
import { operatorContext } from "../../src/operators/registry";
import { type OperatorContext, OperatorError } from "../../src/operators/types";
import { waveAdapter } from "../../src/operators/wave/adapter";
import { SANDBOX_CREDENTIALS } from "../../src/sandboxes/credentials";
import { createMtnSandbox } from "../../src/sandboxes/mtn_momo/sandbox";
import { createWaveSandbox } from "../../src/sandboxes/wave/sandbox";
import { createTestContext, type TestContext } from "../support/context";
import { defaultCompanyId } from "../support/people";
import { pollUntil, type Received, sandboxContext, startCallbackSink, startSandbox } from "../support/sandbox";

// The payout adapters (operators/payout-types.ts) against their sandboxes over real HTTP: MTN's
// Disbursements transfer and Wave's Payout API, each magic beneficiary number
// (sandboxes/payout-magic.ts), the one rule they keep — a beneficiary is never paid twice under
// one reference, whatever is sent again — and the exact requests they send.

const mtn = payoutAdapterFor("mtn_momo") as PayoutAdapter;
const wave = payoutAdapterFor("wave") as PayoutAdapter;

let ctx: TestContext;
let sink: Awaited<ReturnType<typeof startCallbackSink>>;
const bases = { mtn: "", wave: "" };

beforeAll(async () => {
  ctx = await createTestContext({}, { listen: true });
  sink = await startCallbackSink();
  const options = { callbackBases: () => [sink.url], approvalMs: 600, hangMs: 2500 };
  bases.mtn = (await startSandbox(ctx, createMtnSandbox, options)).baseUrl;
  bases.wave = (await startSandbox(ctx, createWaveSandbox, options)).baseUrl;
});

let counter = 0;
/** A business of its own per test: its sandbox balances and records are its own. */
const business = () => `co_payout_${Date.now().toString(36)}${(++counter).toString(36)}`;
const mtnCtx = (biz = business(), base = bases.mtn): OperatorContext =>
  sandboxContext(base, SANDBOX_CREDENTIALS.mtn_momo, { timeoutMs: 1200, sandboxBusiness: biz });
const waveCtx = (biz = business(), base = bases.wave): OperatorContext =>
  sandboxContext(base, SANDBOX_CREDENTIALS.wave, { timeoutMs: 1200, sandboxBusiness: biz });

function payout(phone: string, overrides: Partial<PayoutRequest> = {}): PayoutRequest {
  const payoutId = `po_t${Date.now().toString(36)}${(++counter).toString(36)}`;
  return {
    payoutId,
    reference: randomUUID(),
    amount: 5000,
    phone,
    name: "Awa Koné",
    reason: "Salaire novembre",
    callbackUrl: `${sink.url}/callbacks/payouts/mtn_momo/${payoutId}`,
    ...overrides,
  };
}
const refOf = (r: PayoutRequest, status?: PayoutStatus) => ({
  payoutId: r.payoutId,
  reference: r.reference,
  operatorPayoutId: status && "operatorPayoutId" in status ? status.operatorPayoutId : null,
});

/** The sandbox's records of a payout, by its reference (MTN's X-Reference-Id, Wave's Idempotency-Key). */
async function records(store: "mtn_momo-transfer" | "wave-payout", reference: string) {
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

describe("MTN MoMo Disbursements", () => {
  it("pays …01 at once, and a repeat send under the same reference pays once", async () => {
    const c = mtnCtx();
    const r = payout("0500000001");
    const first = await mtn.send(c, r);
    expect(first).toMatchObject({ state: "succeeded", operatorPayoutId: null, fee: null });
    expect(first.state === "succeeded" && first.operatorTransactionId).toMatch(/^\d+$/);
    // The repeat is answered 409 by MTN, read as the first send's transfer.
    expect(await mtn.send(c, r)).toEqual(first);
    const kept = await records("mtn_momo-transfer", r.reference);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ msisdn: "2250500000001", amount: 5000, business: c.sandboxBusiness });
  });

  it("pays another number after a delay, and calls back X-Callback-Url with the status body", async () => {
    const c = mtnCtx();
    const r = payout("0512345678");
    expect(await mtn.send(c, r)).toEqual({ state: "processing", operatorPayoutId: null });
    const settled = await pollUntil(
      () => mtn.payoutStatus(c, refOf(r)),
      (s) => s.state !== "processing",
      5000,
    );
    expect(settled.state).toBe("succeeded");
    const hit = await sink.waitFor((h) => h.path === `/callbacks/payouts/mtn_momo/${r.payoutId}`);
    expect(JSON.parse(hit.body)).toMatchObject({
      externalId: r.payoutId,
      amount: "5000",
      currency: "XOF",
      payee: { partyIdType: "MSISDN", partyId: "2250512345678" },
      status: "SUCCESSFUL",
    });
  });

  it("reads each magic failure with MTN's reason kept, and leaves …04 processing", async () => {
    const c = mtnCtx();
    expect(failure(await mtn.send(c, payout("0500000002")))).toEqual(["beneficiary_not_found", "PAYEE_NOT_FOUND"]);
    expect(failure(await mtn.send(c, payout("0500000003")))).toEqual([
      "beneficiary_not_allowed",
      "PAYEE_NOT_ALLOWED_TO_RECEIVE",
    ]);
    expect(failure(await mtn.send(c, payout("0500000008")))).toEqual([
      "insufficient_operator_funds",
      "NOT_ENOUGH_FUNDS",
    ]);
    // MTN's own number without a wallet cannot be paid either.
    expect(failure(await mtn.send(c, payout("0500000009")))).toEqual(["beneficiary_not_found", "PAYEE_NOT_FOUND"]);
    const forever = payout("0500000004");
    await mtn.send(c, forever);
    await new Promise((r) => setTimeout(r, 900));
    expect((await mtn.payoutStatus(c, refOf(forever))).state).toBe("processing");
  });

  it("…06: MTN's 500 leaves the outcome to be asked, and nothing was recorded", async () => {
    const c = mtnCtx();
    const r = payout("0500000006");
    const error = await thrown(mtn.send(c, r));
    expect(error).toBeInstanceOf(PayoutError);
    expect(error).toMatchObject({ kind: "unavailable", details: { operatorCode: "INTERNAL_PROCESSING_ERROR" } });
    expect(error.outcomeUnknown).toBe(true);
    expect((error as PayoutError).failure.code).toBe("operator_unavailable");
    expect(await mtn.payoutStatus(c, refOf(r))).toEqual({ state: "not_found" });
    expect(await records("mtn_momo-transfer", r.reference)).toHaveLength(0);
  });

  it("…07: a send that timed out is found by its reference, and sending it again makes no second transfer", async () => {
    const c = mtnCtx();
    const r = payout("0500000007");
    const error = await thrown(mtn.send(c, r));
    expect(error.kind).toBe("timeout");
    expect(payoutOutcomeUnknown(error)).toBe(true);
    expect((await mtn.payoutStatus(c, refOf(r))).state).not.toBe("not_found");
    // Sent again under the same reference: MTN's 409, read as the transfer it already has.
    expect(["processing", "succeeded"]).toContain((await mtn.send(c, r)).state);
    const settled = await pollUntil(
      () => mtn.payoutStatus(c, refOf(r)),
      (s) => s.state !== "processing",
      5000,
    );
    expect(settled.state).toBe("succeeded");
    expect(await records("mtn_momo-transfer", r.reference)).toHaveLength(1);
  });

  it("answers not_found for a reference never sent", async () => {
    expect(await mtn.payoutStatus(mtnCtx(), refOf(payout("0512345678")))).toEqual({ state: "not_found" });
  });

  it("tells who holds a number: active with a name, no wallet, a wallet that cannot receive", async () => {
    const c = mtnCtx();
    expect(await mtn.accountHolder?.(c, "0512345678")).toEqual({ active: true, name: "Sand Box" });
    expect(await mtn.accountHolder?.(c, "0500000002")).toEqual({ active: false, name: null });
    expect(await mtn.accountHolder?.(c, "0500000003")).toEqual({ active: false, name: "Sand Box" });
    expect(await mtn.accountHolder?.(c, "0500000009")).toEqual({ active: false, name: null });
  });

  it("lowers the business's account by a paid transfer, not by a failed one", async () => {
    const c = mtnCtx();
    const paymentId = `pay_t${Date.now().toString(36)}${(++counter).toString(36)}`;
    await mtnAdapter.create(c, {
      paymentId,
      attemptId: randomUUID(),
      amount: 20_000,
      currency: "XOF",
      phone: "0500000001",
      description: "Vente",
      returnUrl: "http://localhost:3000/pay/back",
      cancelUrl: "http://localhost:3000/pay/back",
      callbackUrl: `${sink.url}/callbacks/mtn_momo/${paymentId}`,
      language: "fr",
    });
    expect(await mtnDisbursementBalance(c)).toEqual({ amount: 20_000, currency: "XOF" });
    await mtn.send(c, payout("0500000001", { amount: 7_500 }));
    await mtn.send(c, payout("0500000002", { amount: 3_000 }));
    expect(await mtnDisbursementBalance(c)).toEqual({ amount: 12_500, currency: "XOF" });
    // The sandbox keeps one account per business for both products (docs/OPERATORS.md).
    expect(await mtnAdapter.balance?.(c)).toEqual({ amount: 12_500, currency: "XOF" });
  });

  it("takes the disbursement product's own credentials: the collection's are refused there", async () => {
    const { subscriptionKey, apiUser, apiKey, targetEnvironment } = SANDBOX_CREDENTIALS.mtn_momo;
    const collectionOnly = sandboxContext(bases.mtn, { subscriptionKey, apiUser, apiKey, targetEnvironment });
    const error = await thrown(mtn.payoutStatus(collectionOnly, refOf(payout("0512345678"))));
    expect(error).toMatchObject({ kind: "auth", details: { httpStatus: 401 } });
  });
});

describe("Wave Payout API", () => {
  it("pays …01 at once with Wave's 1 % fee, and a repeat send under the same key pays once", async () => {
    const c = waveCtx();
    const r = payout("0700000001", { amount: 12_345 });
    const first = await wave.send(c, r);
    expect(first).toMatchObject({ state: "succeeded", operatorTransactionId: null, fee: 124 });
    expect(first.state === "succeeded" && first.operatorPayoutId).toMatch(/^pt-[0-9a-f]{16}$/);
    expect(await wave.send(c, r)).toEqual(first);
    const kept = await records("wave-payout", r.reference);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      client_reference: r.payoutId,
      mobile: "+2250700000001",
      amount: 12_345,
      fee: 124,
      business: c.sandboxBusiness,
    });
  });

  it("pays another number after a delay, read by its id", async () => {
    const c = waveCtx();
    const r = payout("0712345678");
    const sent = await wave.send(c, r);
    expect(sent.state).toBe("processing");
    const settled = await pollUntil(
      () => wave.payoutStatus(c, refOf(r, sent)),
      (s) => s.state !== "processing",
      5000,
    );
    expect(settled).toMatchObject({ state: "succeeded", fee: 50 });
  });

  it("reads each magic failure from payout_error, and leaves …04 processing", async () => {
    const c = waveCtx();
    expect(failure(await wave.send(c, payout("0700000002")))).toEqual([
      "beneficiary_not_allowed",
      "recipient-account-inactive",
    ]);
    expect(failure(await wave.send(c, payout("0700000003")))).toEqual([
      "beneficiary_not_allowed",
      "recipient-account-blocked",
    ]);
    expect(failure(await wave.send(c, payout("0700000008")))).toEqual([
      "insufficient_operator_funds",
      "insufficient-funds",
    ]);
    const forever = payout("0500000004");
    const sent = await wave.send(c, forever);
    await new Promise((r) => setTimeout(r, 900));
    expect((await wave.payoutStatus(c, refOf(forever, sent))).state).toBe("processing");
  });

  it("…06: Wave's 500 leaves the outcome to be asked, and nothing was recorded", async () => {
    const c = waveCtx();
    const r = payout("0100000006");
    const error = await thrown(wave.send(c, r));
    expect(error).toMatchObject({
      kind: "unavailable",
      details: { httpStatus: 500, operatorCode: "internal-server-error" },
    });
    expect(error.outcomeUnknown).toBe(true);
    expect(await wave.payoutStatus(c, refOf(r))).toEqual({ state: "not_found" });
    expect(await records("wave-payout", r.reference)).toHaveLength(0);
  });

  it("…07: a send that timed out is found by client_reference, and sending it again answers the same payout", async () => {
    const c = waveCtx();
    const r = payout("0700000007");
    const error = await thrown(wave.send(c, r));
    expect(error.kind).toBe("timeout");
    expect(payoutOutcomeUnknown(error)).toBe(true);
    // No Wave id was learnt: the search by our payout id finds it.
    const found = await wave.payoutStatus(c, refOf(r));
    expect(found.state).not.toBe("not_found");
    const again = await wave.send(c, r);
    expect("operatorPayoutId" in again && again.operatorPayoutId).toBe(
      "operatorPayoutId" in found && found.operatorPayoutId,
    );
    expect(await records("wave-payout", r.reference)).toHaveLength(1);
  });

  it("answers not_found for a payout never sent", async () => {
    expect(await wave.payoutStatus(waveCtx(), refOf(payout("0712345678")))).toEqual({ state: "not_found" });
  });

  it("refuses a POST without Idempotency-Key, and the same key with another body", async () => {
    const c = waveCtx();
    const body = { currency: "XOF", receive_amount: "1000", mobile: "+2250712345678", client_reference: "po_raw" };
    const post = (headers: Record<string, string>, json: unknown) =>
      fetch(`${bases.wave}/v1/payout`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${SANDBOX_CREDENTIALS.wave.apiKey}`,
          "content-type": "application/json",
          ...headers,
        },
        body: JSON.stringify(json),
      });
    const missing = await post({}, body);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      code: "request-validation-error",
      message: "An 'Idempotency-Key' header is required for POST requests",
    });
    const key = randomUUID();
    expect((await post({ "idempotency-key": key }, body)).status).toBe(200);
    const other = await post({ "idempotency-key": key }, { ...body, receive_amount: "2000" });
    expect(other.status).toBe(409);
    expect(await other.json()).toMatchObject({ code: "idempotency-mismatch" });

    // Through the adapter: the same reference for another amount is refused, and says a payout may exist.
    const r = payout("0712345678");
    await wave.send(c, r);
    const error = await thrown(wave.send(c, { ...r, amount: r.amount + 1 }));
    expect(error).toMatchObject({ kind: "rejected", details: { operatorCode: "idempotency-mismatch" } });
    expect(error.outcomeUnknown).toBe(true);
    expect(await records("wave-payout", r.reference)).toHaveLength(1);
  });

  it("reverses a paid payout within 3 days: amount and fee back in the wallet; not after, nor an unpaid one", async () => {
    const c = waveCtx();
    // The wallet holds what a checkout session paid it (…01 pays at once).
    await waveAdapter.create(c, {
      paymentId: `pay_t${Date.now().toString(36)}${(++counter).toString(36)}`,
      attemptId: randomUUID(),
      amount: 50_000,
      currency: "XOF",
      phone: "0700000001",
      description: "Vente",
      returnUrl: "http://localhost:3000/pay/back",
      cancelUrl: "http://localhost:3000/pay/back",
      callbackUrl: `${sink.url}/callbacks/wave`,
      language: "fr",
    });
    const balance = async () => (await waveAdapter.balance?.(c))?.amount;
    expect(await balance()).toBe(50_000);
    const r = payout("0700000001", { amount: 10_000 });
    const sent = await wave.send(c, r);
    await wave.send(c, payout("0700000002", { amount: 4_000 }));
    expect(await balance()).toBe(50_000 - 10_000 - 100);

    await wave.reverse?.(c, refOf(r, sent));
    expect(await wave.payoutStatus(c, refOf(r, sent))).toMatchObject({ state: "reversed" });
    // Idempotent, and found by client_reference when the id was not kept.
    await wave.reverse?.(c, refOf(r));
    expect(await balance()).toBe(50_000);

    const late = payout("0700000001");
    await wave.send(c, late);
    const fourDaysAgo = new Date(Date.now() - 4 * 24 * 3600 * 1000).toISOString().slice(0, 19);
    await ctx.pool.query(
      `update sandbox_records set data = jsonb_set(data, '{payout,timestamp}', to_jsonb($1::text))
       where operator = 'wave-payout' and data->>'reference' = $2`,
      [`${fourDaysAgo}Z`, late.reference],
    );
    const tooLate = await thrown(wave.reverse?.(c, refOf(late)) as Promise<void>);
    expect(tooLate).toMatchObject({
      kind: "rejected",
      details: { operatorCode: "payout-reversal-time-limit-exceeded" },
    });
    expect(tooLate.outcomeUnknown).toBe(false);

    const unpaid = payout("0700000004");
    await wave.send(c, unpaid);
    expect(await thrown(wave.reverse?.(c, refOf(unpaid)) as Promise<void>)).toMatchObject({ kind: "rejected" });
    await expect(wave.reverse?.(c, refOf(payout("0712345678")))).rejects.toMatchObject({
      details: { operatorCode: "not-found" },
    });
  });
});

describe("the payout registry, through the sandboxes mounted in the app", () => {
  it("pays through MTN and Wave with test mode's own context and credentials", async () => {
    const companyId = await defaultCompanyId(ctx);
    for (const operator of ["mtn_momo", "wave"] as const) {
      const c = (await operatorContext(ctx.deps, companyId, "test", operator, null)) as OperatorContext;
      expect(c.baseUrl).toBe(`${ctx.deps.selfUrl}/sandbox/${operator}`);
      const r = payout(operator === "wave" ? "0700000001" : "0500000001", { callbackUrl: "" });
      expect((await (payoutAdapterFor(operator) as PayoutAdapter).send(c, r)).state).toBe("succeeded");
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
  const proxies = {} as Record<"mtn" | "wave", Awaited<ReturnType<typeof recorder>>>;
  beforeAll(async () => {
    proxies.mtn = await recorder(() => bases.mtn);
    proxies.wave = await recorder(() => bases.wave);
  });

  it("MTN: the disbursement token, then the transfer's headers and body exactly, then one status read", async () => {
    const { disbursementSubscriptionKey, disbursementApiUser, disbursementApiKey } = SANDBOX_CREDENTIALS.mtn_momo;
    const r = payout("0512345678", { reason: "R".repeat(200) });
    await mtn.send(mtnCtx(business(), proxies.mtn.url), r);
    const [token, transfer, status] = proxies.mtn.seen;
    expect(token).toMatchObject({ method: "POST", path: "/disbursement/token/", body: "" });
    expect(token?.headers).toMatchObject({
      "ocp-apim-subscription-key": disbursementSubscriptionKey,
      authorization: `Basic ${Buffer.from(`${disbursementApiUser}:${disbursementApiKey}`).toString("base64")}`,
      "content-length": "0",
    });
    expect(transfer).toMatchObject({ method: "POST", path: "/disbursement/v1_0/transfer" });
    expect(transfer?.headers).toMatchObject({
      "ocp-apim-subscription-key": disbursementSubscriptionKey,
      authorization: expect.stringMatching(/^Bearer .+/),
      "x-target-environment": "sandbox",
      "x-reference-id": r.reference,
      "x-callback-url": r.callbackUrl,
      "content-type": "application/json",
    });
    expect(transfer?.body).toBe(
      JSON.stringify({
        amount: "5000",
        currency: "XOF",
        externalId: r.payoutId,
        payee: { partyIdType: "MSISDN", partyId: "2250512345678" },
        payerMessage: "R".repeat(160),
        payeeNote: "R".repeat(160),
      }),
    );
    expect(status).toMatchObject({ method: "GET", path: `/disbursement/v1_0/transfer/${r.reference}`, body: "" });
    expect(proxies.mtn.seen).toHaveLength(3);
  });

  it("Wave: the payout's Idempotency-Key and body exactly (reason cut to 40), and the reversal's own key", async () => {
    const r = payout("0700000001", { reason: "Remboursement de la commande n° 2024-11-0042 — merci" });
    const c = waveCtx(business(), proxies.wave.url);
    const sent = await wave.send(c, r);
    const [post] = proxies.wave.seen;
    expect(post).toMatchObject({ method: "POST", path: "/v1/payout" });
    expect(post?.headers).toMatchObject({
      authorization: `Bearer ${SANDBOX_CREDENTIALS.wave.apiKey}`,
      "idempotency-key": r.reference,
      "content-type": "application/json",
    });
    expect(post?.body).toBe(
      JSON.stringify({
        currency: "XOF",
        receive_amount: "5000",
        mobile: "+2250700000001",
        name: "Awa Koné",
        payment_reason: "Remboursement de la commande n° 2024-11-",
        client_reference: r.payoutId,
      }),
    );
    await wave.reverse?.(c, refOf(r, sent));
    const reverse = proxies.wave.seen.at(-1);
    expect(reverse).toMatchObject({
      method: "POST",
      path: `/v1/payout/${sent.state === "succeeded" ? sent.operatorPayoutId : ""}/reverse`,
    });
    expect(reverse?.headers["idempotency-key"]).toBe(`reverse-${r.reference}`);
  });
});
