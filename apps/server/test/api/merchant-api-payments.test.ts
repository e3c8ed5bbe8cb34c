import { beforeAll, describe, expect, it } from "vitest";
import type { TestContext } from "../support/context";
import { merchant, merchantContext, newKey, merchantPayment as payment } from "../support/merchant";
import { addCompany, signedInPerson } from "../support/people";
import { pollUntil } from "../support/sandbox";

// Payments through the merchant API (/v1) as an integrating developer makes them, against the
// real engine and sandboxes: creation, reading, lists and their filters, modes kept apart.

let ctx: TestContext;
let testKey: string;
let liveKey: string;

beforeAll(async () => {
  ({ ctx, testKey, liveKey } = await merchantContext());
});

describe("payments through /v1", () => {
  it("creates, retrieves and lists a payment in snake_case, and the operator is asked at once", async () => {
    const api = merchant(ctx, testKey);
    const created = await api.post("/v1/payments", { ...payment, operator: "wave", phone: "+225 07 00 00 00 01" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      object: "payment",
      status: "pending",
      amount: 15_000,
      currency: "XOF",
      operator: "wave",
      phone: "0700000001",
      reference: "CMD-42",
      fee: 375,
      net: 14_625,
      mode: "test",
      next_action: { type: "redirect" },
      failure: null,
    });
    expect(created.body.checkout_url).toBe(`http://localhost:3000/pay/${created.body.id}`);
    const done = await pollUntil(
      async () => (await api.get(`/v1/payments/${created.body.id}`)).body,
      (p) => p.status !== "pending",
    );
    expect(done).toMatchObject({ status: "succeeded" });
    expect(done.paid_at).not.toBeNull();
  });

  it("keeps modes and companies apart: another mode's or company's payment answers 404", async () => {
    const testPayment = (await merchant(ctx, testKey).post("/v1/payments", payment)).body;
    const livePayment = (await merchant(ctx, liveKey).post("/v1/payments", payment)).body;
    expect(livePayment.mode).toBe("live");
    expect((await merchant(ctx, liveKey).get(`/v1/payments/${testPayment.id}`)).status).toBe(404);
    expect((await merchant(ctx, testKey).get(`/v1/payments/${livePayment.id}`)).status).toBe(404);
    const otherAdmin = (await signedInPerson(ctx, { role: "admin", companyId: await addCompany(ctx) })).client;
    const otherKey = await newKey(otherAdmin, "test");
    expect((await merchant(ctx, otherKey).get(`/v1/payments/${testPayment.id}`)).status).toBe(404);
    expect((await merchant(ctx, otherKey).post(`/v1/payments/${testPayment.id}/cancel`)).status).toBe(404);
    const theirs = await merchant(ctx, otherKey).get("/v1/payments");
    expect(theirs.body.data).toEqual([]);
  });

  it("pages lists with starting_after / ending_before and filters them", async () => {
    const api = merchant(ctx, testKey);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await api.post("/v1/payments", { ...payment, reference: "PAGE" })).body.id);
    const first = await api.get("/v1/payments?limit=2&reference=PAGE");
    expect(first.body).toMatchObject({ object: "list", has_more: true });
    expect(first.body.data.map((p: { id: string }) => p.id)).toEqual([ids[4], ids[3]]);
    const second = await api.get(`/v1/payments?limit=2&reference=PAGE&starting_after=${ids[3]}`);
    expect(second.body.data.map((p: { id: string }) => p.id)).toEqual([ids[2], ids[1]]);
    const back = await api.get(`/v1/payments?limit=2&reference=PAGE&ending_before=${ids[2]}`);
    expect(back.body.data.map((p: { id: string }) => p.id)).toEqual([ids[4], ids[3]]);
    const last = await api.get(`/v1/payments?limit=2&reference=PAGE&starting_after=${ids[1]}`);
    expect(last.body).toMatchObject({ has_more: false });
    const future = Math.floor(Date.now() / 1000) + 3600;
    expect((await api.get(`/v1/payments?created[gte]=${future}`)).body.data).toEqual([]);
  });
});

// Small input rules of /v1 — times as docs/API.md states them, enum refusals that say
// what is allowed, and the reference page's generated example accepted as sent.
describe("/v1 input rules", () => {
  it("created[gte] / created[lte] take ISO 8601 times as well as Unix seconds", async () => {
    const api = merchant(ctx, testKey);
    const made = (await api.post("/v1/payments", { ...payment, reference: "WHEN" })).body;
    const at = new Date(made.created_at);
    const before = new Date(at.getTime() - 60_000).toISOString();
    const after = new Date(at.getTime() + 60_000).toISOString();
    const ids = async (qs: string) => {
      const res = await api.get(`/v1/payments?reference=WHEN&${qs}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.map((p: { id: string }) => p.id);
    };
    expect(await ids(`created[gte]=${encodeURIComponent(before)}`)).toEqual([made.id]);
    expect(await ids(`created[gte]=${encodeURIComponent(after)}`)).toEqual([]);
    expect(await ids(`created[lte]=${encodeURIComponent(before)}`)).toEqual([]);
    expect(await ids(`created[lte]=${encodeURIComponent(after)}`)).toEqual([made.id]);
    // With an offset, as ISO 8601 allows: the same instant.
    const abidjanPlusOne = new Date(at.getTime() - 60_000 + 3_600_000).toISOString().replace("Z", "+01:00");
    expect(await ids(`created[gte]=${encodeURIComponent(abidjanPlusOne)}`)).toEqual([made.id]);
    expect(await ids(`created[gte]=${Math.floor(at.getTime() / 1000) - 60}`)).toEqual([made.id]);
    const bad = await api.get("/v1/payments?created[gte]=yesterday");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: "parameter_invalid", param: "created[gte]" });
  });

  it("an enum refused names the values it takes", async () => {
    const api = merchant(ctx, testKey);
    const status = await api.get("/v1/payments?status=paid");
    expect(status.status).toBe(400);
    expect(status.body.error.param).toBe("status");
    expect(status.body.error.message).toContain("pending, succeeded");
    const operator = await api.post("/v1/payments", { ...payment, operator: "orange" });
    expect(operator.status).toBe(422);
    expect(operator.body.error).toMatchObject({ code: "unknown_operator", param: "operator" });
    expect(operator.body.error.message).toContain("wave, orange_money, mtn_momo, moov_money, bank_transfer");
  });

  it("an empty success_url or error_url is no URL, as the reference page's example sends it", async () => {
    const api = merchant(ctx, testKey);
    const res = await api.post("/v1/payments", { ...payment, success_url: "", error_url: "" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { rows } = await ctx.pool.query("SELECT success_url, error_url FROM transactions WHERE id = $1", [
      res.body.id,
    ]);
    expect(rows[0]).toEqual({ success_url: null, error_url: null });
    const bad = await api.post("/v1/payments", { ...payment, success_url: "ftp://boutique.ci" });
    expect(bad.body.error).toMatchObject({ code: "invalid_url", param: "success_url" });
  });
});
