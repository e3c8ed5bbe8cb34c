import { randomUUID } from "node:crypto";
import { create, Environment, PayerType } from "mtn-momo";
import { describe, expect, it } from "vitest";
import { mtnAdapter } from "../../src/operators/mtn_momo/adapter";
import { OperatorError } from "../../src/operators/types";
import { SANDBOX_CREDENTIALS } from "../../src/sandboxes/credentials";
import { RAILS, railsAgainstSandboxes } from "../support/operator-rails";
import { pollUntil } from "../support/sandbox";

// MTN's sandbox as a client nobody here wrote sees it: npm `mtn-momo`, unmodified, configured
// with the sandbox's base URL and its published credentials (docs/OPERATORS.md, MTN MoMo).

const { env, bases, attempt } = railsAgainstSandboxes();
const creds = SANDBOX_CREDENTIALS.mtn_momo;
const base = () => bases.get("mtn_momo") as string;

function collections() {
  const momo = create({ callbackHost: new URL(env.sink.url).host, baseUrl: base(), environment: Environment.SANDBOX });
  return momo.Collections({ userId: creds.apiUser, userSecret: creds.apiKey, primaryKey: creds.subscriptionKey });
}

const pay = (partyId: string) =>
  collections().requestToPay({
    amount: "1500",
    currency: "XOF",
    externalId: `pay_${randomUUID().slice(0, 8)}`,
    payer: { partyIdType: PayerType.MSISDN, partyId },
    payerMessage: "Commande 42",
    payeeNote: "Commande 42",
  });

/** What `getTransaction` ends with: the transaction, or the name of the error it threw. */
const outcome = (reference: string) =>
  collections()
    .getTransaction(reference)
    .then(
      (t) => t.status as string,
      (error: Error) => error.name,
    );

describe("MTN's sandbox through npm mtn-momo", () => {
  it("requests to pay, follows one to SUCCESSFUL, and reads the account's balance", async () => {
    const before = Number((await collections().getBalance()).availableBalance);
    const reference = await pay("2250507080910");
    expect(reference).toMatch(/^[0-9a-f-]{36}$/);
    expect(await outcome(reference)).toBe("PENDING");
    // The payer approves after the sandbox's approval delay (600 ms here).
    expect(
      await pollUntil(
        () => outcome(reference),
        (s) => s !== "PENDING",
      ),
    ).toBe("SUCCESSFUL");
    const transaction = await collections().getTransaction(reference);
    expect(transaction).toMatchObject({ amount: "1500", currency: "XOF", status: "SUCCESSFUL" });
    expect(transaction.financialTransactionId).toMatch(/^\d+$/);
    const balance = await collections().getBalance();
    expect(balance.currency).toBe("XOF");
    expect(Number(balance.availableBalance)).toBeGreaterThanOrEqual(before + 1500);
  });

  it("a decline is FAILED with APPROVAL_REJECTED, which the client throws as ApprovalRejectedError", async () => {
    const reference = await pay("2250500000003");
    expect(await outcome(reference)).toBe("ApprovalRejectedError");
    const raw = await fetch(`${base()}/collection/v1_0/requesttopay/${reference}`, {
      headers: await dataHeaders(),
    });
    expect(await raw.json()).toMatchObject({ status: "FAILED", reason: "APPROVAL_REJECTED" });
  });

  it("MTN's own sandbox numbers end as in MTN's sandbox", async () => {
    const expected: Record<string, string> = {
      "46733123450": "InternalProcessingError",
      "46733123451": "ApprovalRejectedError",
      "46733123452": "ExpiredError",
      "56733123453": "SUCCESSFUL",
      "46733123454": "PENDING",
    };
    for (const [number, end] of Object.entries(expected)) {
      expect([number, await outcome(await pay(number))]).toEqual([number, end]);
    }
  });

  it("tells an active wallet from a number without one, and answers unknown things in MTN's shape", async () => {
    expect(await collections().isPayerActive("2250507080910")).toEqual({ result: true });
    expect(await collections().isPayerActive("2250500000009")).toEqual({ result: false });
    expect(await outcome(randomUUID())).toBe("ResourceNotFoundError");
    const headers = await dataHeaders();
    const info = await fetch(`${base()}/collection/v1_0/accountholder/msisdn/2250507080910/basicuserinfo`, { headers });
    expect(await info.json()).toMatchObject({ sub: "0", given_name: "Sand", family_name: "Box" });
    const none = await fetch(`${base()}/collection/v1_0/accountholder/msisdn/2250500000009/basicuserinfo`, { headers });
    expect([none.status, await none.json()]).toEqual([404, expect.objectContaining({ code: "PAYER_NOT_FOUND" })]);
    const missing = await fetch(`${base()}/collection/v1_0/no-such-thing`, { headers });
    expect([missing.status, await missing.json()]).toEqual([
      404,
      { code: "RESOURCE_NOT_FOUND", message: "Requested resource was not found." },
    ]);
  });

  it("PayFlow's adapter fails a number without a wallet at once, as payer_not_found, without a request to pay", async () => {
    const rail = RAILS.find((r) => r.name === "mtn_momo");
    if (!rail) throw new Error("no MTN rail");
    const noWallet = attempt(rail, "0500000009");
    const refusal = await mtnAdapter.create(noWallet.ctx, noWallet.request).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(OperatorError);
    expect((refusal as OperatorError).details).toMatchObject({
      operatorCode: "PAYER_NOT_FOUND",
      failureCode: "payer_not_found",
    });
    const asked = await fetch(`${base()}/collection/v1_0/requesttopay/${noWallet.request.attemptId}`, {
      headers: await dataHeaders(),
    });
    expect(asked.status).toBe(404);
    // An active number goes through to MTN as before.
    const active = attempt(rail, "0507080910");
    await expect(mtnAdapter.create(active.ctx, active.request)).resolves.toMatchObject({
      operatorReference: active.request.attemptId,
    });
  });
});

/** A data call's headers, with a token asked for without the final slash (MTN accepts both). */
async function dataHeaders() {
  const res = await fetch(`${base()}/collection/token`, {
    method: "POST",
    headers: {
      "ocp-apim-subscription-key": creds.subscriptionKey,
      authorization: `Basic ${Buffer.from(`${creds.apiUser}:${creds.apiKey}`).toString("base64")}`,
    },
  });
  expect(res.status).toBe(200);
  const { access_token } = (await res.json()) as { access_token: string };
  return {
    "ocp-apim-subscription-key": creds.subscriptionKey,
    authorization: `Bearer ${access_token}`,
    "x-target-environment": "sandbox",
  };
}
