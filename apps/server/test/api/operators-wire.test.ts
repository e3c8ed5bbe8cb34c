import { describe, expect, it } from "vitest";
import { CallbackRejected } from "../../src/operators/types";
import { waveAdapter } from "../../src/operators/wave/adapter";
import { signWaveBody } from "../../src/operators/wave/signature";
import { SANDBOX_CREDENTIALS } from "../../src/sandboxes/credentials";
import { RAILS, type Rail, railsAgainstSandboxes } from "../support/operator-rails";
import { sandboxContext } from "../support/sandbox";

// Operator wire details the sandboxes play and the adapters rely on (docs/OPERATORS.md): Wave's
// validation and signatures, MTN's reused reference id and unsigned callbacks, Orange's
// notif_token and its cached OAuth token.

const { env, bases, attempt } = railsAgainstSandboxes();

describe("operator wire details", () => {
  it("Wave refuses an unknown field and a number amount, and signs webhooks the way the adapter checks", async () => {
    const base = bases.get("wave") as string;
    const res = await fetch(`${base}/v1/checkout/sessions`, {
      method: "POST",
      headers: { authorization: `Bearer ${SANDBOX_CREDENTIALS.wave.apiKey}`, "content-type": "application/json" },
      body: JSON.stringify({
        amount: 1000,
        currency: "XOF",
        success_url: "https://a.ci",
        error_url: "https://a.ci",
        colour: "blue",
      }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; details: Array<{ loc: string[] }> };
    expect(body.code).toBe("request-validation-error");
    expect(body.details.map((d: { loc: string[] }) => d.loc.at(-1))).toEqual(
      expect.arrayContaining(["colour", "amount"]),
    );
    const missing = await fetch(`${base}/v1/checkout/sessions`, { method: "POST" });
    expect(await missing.json()).toMatchObject({ code: "missing-auth-header" });

    const raw = JSON.stringify({ id: "EV_1", type: "checkout.session.completed", data: { client_reference: "pay_x" } });
    const ctxWave = sandboxContext(base, SANDBOX_CREDENTIALS.wave);
    const ref = {
      paymentId: "pay_x",
      attemptId: "",
      operatorReference: null,
      operatorData: {},
      amount: 1,
      phone: null,
    };
    const good = new Headers({ "wave-signature": signWaveBody(SANDBOX_CREDENTIALS.wave.webhookSecret, raw) });
    await expect(
      waveAdapter.verifyCallback(ctxWave, { rawBody: raw, headers: good, pathPaymentId: null }, ref),
    ).resolves.toBeTruthy();
    // Beyond the 300 s tolerance by 2 s: the header's time is whole seconds, so one made 301 s
    // ahead can read as 300.x s once checked a moment later, and pass (as it should).
    for (const headers of [
      new Headers({ "wave-signature": signWaveBody("other-secret", raw) }),
      new Headers({
        "wave-signature": signWaveBody(SANDBOX_CREDENTIALS.wave.webhookSecret, raw, Date.now() - 302_000),
      }),
      new Headers({
        "wave-signature": signWaveBody(SANDBOX_CREDENTIALS.wave.webhookSecret, raw, Date.now() + 302_000),
      }),
      new Headers(),
    ]) {
      await expect(
        waveAdapter.verifyCallback(ctxWave, { rawBody: raw, headers, pathPaymentId: null }, ref),
      ).rejects.toBeInstanceOf(CallbackRejected);
    }
    await expect(
      waveAdapter.verifyCallback(ctxWave, { rawBody: `${raw} `, headers: good, pathPaymentId: null }, ref),
    ).rejects.toBeInstanceOf(CallbackRejected);
  });

  it("MTN answers 409 RESOURCE_ALREADY_EXIST to a reused reference id; the adapter's repeat is still one request", async () => {
    const rail = RAILS[2] as Rail;
    const a = attempt(rail, "0512345678");
    await rail.adapter.create(a.ctx, a.request);
    // The adapter treats its own repeat as the same request...
    await expect(rail.adapter.create(a.ctx, a.request)).resolves.toMatchObject({
      operatorReference: a.request.attemptId,
    });
    // ...which MTN saw as a duplicate.
    const base = bases.get("mtn_momo") as string;
    const basic = Buffer.from(
      `${SANDBOX_CREDENTIALS.mtn_momo.apiUser}:${SANDBOX_CREDENTIALS.mtn_momo.apiKey}`,
    ).toString("base64");
    const key = { "ocp-apim-subscription-key": SANDBOX_CREDENTIALS.mtn_momo.subscriptionKey };
    const tokenAnswer = await fetch(`${base}/collection/token/`, {
      method: "POST",
      headers: { ...key, authorization: `Basic ${basic}` },
    });
    const token = ((await tokenAnswer.json()) as { access_token: string }).access_token;
    const dup = await fetch(`${base}/collection/v1_0/requesttopay`, {
      method: "POST",
      headers: {
        ...key,
        authorization: `Bearer ${token}`,
        "x-target-environment": "sandbox",
        "x-reference-id": a.request.attemptId,
        "content-type": "application/json",
      },
      body: JSON.stringify({
        amount: "2500",
        currency: "XOF",
        externalId: a.paymentId,
        payer: { partyIdType: "MSISDN", partyId: "2250512345678" },
        payerMessage: "x",
        payeeNote: "x",
      }),
    });
    expect(dup.status).toBe(409);
    expect(await dup.json()).toEqual({
      code: "RESOURCE_ALREADY_EXIST",
      message: "Duplicated reference id. Creation of resource failed.",
    });
    const noKey = await fetch(`${base}/collection/token/`, { method: "POST" });
    expect(((await noKey.json()) as { message: string }).message).toContain("invalid subscription key");
  });

  it("an MTN callback claiming success is confirmed by a status call, never trusted", async () => {
    const rail = RAILS[2] as Rail;
    const a = attempt(rail, "0500000004");
    const created = await rail.adapter.create(a.ctx, a.request);
    const claim = JSON.stringify({ externalId: a.paymentId, status: "SUCCESSFUL", financialTransactionId: "123" });
    const verified = await rail.adapter.verifyCallback(
      a.ctx,
      { rawBody: claim, headers: new Headers(), pathPaymentId: a.paymentId },
      a.ref(created),
    );
    expect(verified.status.state).toBe("pending");
    const foreign = JSON.stringify({ externalId: "pay_someone_else", status: "SUCCESSFUL" });
    await expect(
      rail.adapter.verifyCallback(
        a.ctx,
        { rawBody: foreign, headers: new Headers(), pathPaymentId: a.paymentId },
        a.ref(created),
      ),
    ).rejects.toBeInstanceOf(CallbackRejected);
  });

  it("an Orange notification with another notif_token is refused; the token is fetched once and reused", async () => {
    const rail = RAILS[1] as Rail;
    const a = attempt(rail, "0700000004");
    const created = await rail.adapter.create(a.ctx, a.request);
    const forged = JSON.stringify({ status: "SUCCESS", notif_token: "guessed-token", txnid: "MP1" });
    await expect(
      rail.adapter.verifyCallback(
        a.ctx,
        { rawBody: forged, headers: new Headers(), pathPaymentId: a.paymentId },
        a.ref(created),
      ),
    ).rejects.toBeInstanceOf(CallbackRejected);
    const tokens = await env.ctx.pool.query(
      "select count(*)::int as n from sandbox_records where operator = 'orange_money-token'",
    );
    expect(tokens.rows[0].n).toBe(1);
  });
});
