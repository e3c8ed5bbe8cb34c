import { beforeAll, describe, expect, it } from "vitest";
import { reconcileDue } from "../../src/modules/payments";
import type { TestClient, TestContext } from "../support/context";
import { answerLost, keyForgotten, merchant, merchantContext } from "../support/merchant";
import { inMode } from "../support/payments";
import { pollUntil } from "../support/sandbox";

// Payment links under load and through the merchant API: concurrent payers against a link's
// last places, its totals against an independent sum, /v1/payment_links with keys whose scopes
// do or do not allow it.

let ctx: TestContext;
let admin: TestClient;
let testKey: string;
let liveKey: string;

beforeAll(async () => {
  ({ ctx, admin, testKey, liveKey } = await merchantContext());
});

let made = 0;
async function newLink(body: Record<string, unknown>) {
  const res = await inMode(admin, "test").post("/api/payment-links", {
    slug: `charge-${Date.now()}-${made++}`,
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const visit = (slug: string, body: Record<string, unknown>) =>
  ctx.client().post(`/api/public/payment-links/${slug}/payments`, body);

const fixed = { title: "Ticket concert", amountType: "fixed", amount: 3_000 };

/** Runs reconciliation until none of the link's payments is pending. */
async function allFinal(linkId: string) {
  await pollUntil(
    async () => {
      await ctx.pool.query(
        "update transactions set next_check_at = now() where payment_link_id = $1 and status = 'pending'",
        [linkId],
      );
      await reconcileDue(ctx.deps, { limit: 50 });
      const { rows } = await ctx.pool.query(
        "select count(*)::int as n from transactions where payment_link_id = $1 and status = 'pending'",
        [linkId],
      );
      return rows[0].n as number;
    },
    (n) => n === 0,
    15_000,
  );
}

describe("concurrent payers", () => {
  it("make exactly max_payments payments, the others told it is unavailable", async () => {
    const link = await newLink({ ...fixed, maxPayments: 3 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => visit(link.slug, { operator: "wave", phone: "0700000004" })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(7);
    for (const r of refused) expect([r.status, r.body.error.code]).toEqual([404, "paymentLinkUnavailable"]);
    const { rows } = await ctx.pool.query("select count(*)::int as n from transactions where payment_link_id = $1", [
      link.id,
    ]);
    expect(rows[0].n).toBe(3);
  });

  it("never pays a link deactivated while they visit it", async () => {
    const link = await newLink(fixed);
    const visits = Array.from({ length: 6 }, () => visit(link.slug, { operator: "wave", phone: "0700000004" }));
    const off = await inMode(admin, "test").post(`/api/payment-links/${link.id}/deactivate`);
    expect(off.status).toBe(200);
    const answers = await Promise.all(visits);
    const made = answers.filter((a) => a.status === 201).length;
    // Whatever was made was made before the deactivation committed: nothing after.
    const { rows } = await ctx.pool.query("select count(*)::int as n from transactions where payment_link_id = $1", [
      link.id,
    ]);
    expect(rows[0].n).toBe(made);
    expect((await visit(link.slug, { operator: "wave", phone: "0700000004" })).status).toBe(404);
    const after = await ctx.pool.query("select count(*)::int as n from transactions where payment_link_id = $1", [
      link.id,
    ]);
    expect(after.rows[0].n).toBe(made);
  });
});

describe("a link's totals", () => {
  it("are its sales, equal to an independent SQL sum", async () => {
    const link = await newLink({ ...fixed, quantityMax: 5 });
    const paid = [
      { operator: "mtn_momo", phone: "0500000001", quantity: 1 },
      { operator: "mtn_momo", phone: "0500000001", quantity: 2 },
      { operator: "wave", phone: "0700000001", quantity: 4 },
      { operator: "mtn_momo", phone: "0500000002", quantity: 3 },
    ];
    for (const body of paid) expect((await visit(link.slug, body)).status).toBe(201);
    await allFinal(link.id);
    const { rows } = await ctx.pool.query(
      "select count(*) filter (where status = 'failed')::int as failed from transactions where payment_link_id = $1",
      [link.id],
    );
    const sales = await ctx.pool.query(
      "select count(*)::int as n, coalesce(sum(amount), 0)::int as total from transactions where payment_link_id = $1 and status in ('succeeded', 'partially_refunded', 'refunded')",
      [link.id],
    );
    expect(rows[0].failed).toBe(1);
    expect(sales.rows[0]).toEqual({ n: 3, total: 3_000 * 7 });
    const read = await inMode(admin, "test").get(`/api/payment-links/${link.id}`);
    expect(read.body).toMatchObject({ payments: sales.rows[0].n, collected: sales.rows[0].total });
    expect(read.body.lastPaymentAt).not.toBeNull();
    const listed = (await inMode(admin, "test").get("/api/payment-links")).body.items.find(
      (l: { id: string }) => l.id === link.id,
    );
    expect(listed).toMatchObject({ payments: 3, collected: 21_000 });
    const payments = await inMode(admin, "test").get(`/api/payment-links/${link.id}/payments`);
    expect(payments.body.items).toHaveLength(4);
    // The merchant API's payment names its link.
    const v1 = await merchant(ctx, testKey).get(`/v1/payments/${payments.body.items[0].id}`);
    expect(v1.body.payment_link).toBe(link.id);
  });
});

describe("/v1/payment_links", () => {
  it("creates, lists, retrieves, updates and deactivates with a test key", async () => {
    const api = merchant(ctx, testKey);
    const created = await api.post("/v1/payment_links", {
      slug: "api-boutique",
      title: "Abonnement",
      amount_type: "payer_chooses",
      min_amount: 1_000,
      suggested_amounts: [2_000],
      fields: { name: "required", phone: "off", email: "off", note: "off" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      object: "payment_link",
      slug: "api-boutique",
      amount_type: "payer_chooses",
      min_amount: 1_000,
      max_amount: null,
      suggested_amounts: [2_000],
      mode: "test",
      active: true,
      payments: 0,
      collected: 0,
    });
    const id = created.body.id as string;
    const list = await api.get("/v1/payment_links?limit=1");
    expect(list.body.object).toBe("list");
    expect(list.body.data[0].id).toBe(id);
    expect((await api.get(`/v1/payment_links/${id}`)).body.title).toBe("Abonnement");
    const updated = await api.post(`/v1/payment_links/${id}`, { title: "Abonnement mensuel", max_amount: 20_000 });
    expect(updated.body).toMatchObject({ title: "Abonnement mensuel", max_amount: 20_000 });
    const off = await api.post(`/v1/payment_links/${id}/deactivate`);
    expect(off.body).toMatchObject({ active: false });
    expect((await api.post(`/v1/payment_links/${id}`, { title: "x" })).body.error.code).toBe(
      "payment_link_deactivated",
    );
    // The dashboard sees the same link, made for the key's maker.
    expect((await inMode(admin, "test").get(`/api/payment-links/${id}`)).body.title).toBe("Abonnement mensuel");
    // Another mode's key does not.
    expect((await merchant(ctx, liveKey).get(`/v1/payment_links/${id}`)).body.error.code).toBe("resource_missing");
  });

  it("answers the documented codes", async () => {
    const api = merchant(ctx, testKey);
    const base = { title: "Ticket", amount_type: "fixed", amount: 1_000 };
    const reserved = await api.post("/v1/payment_links", { ...base, slug: "docs" });
    expect([reserved.status, reserved.body.error.code, reserved.body.error.param]).toEqual([
      400,
      "payment_link_slug_reserved",
      "slug",
    ]);
    expect((await api.post("/v1/payment_links", { ...base, slug: "no spaces" })).body.error.code).toBe(
      "payment_link_slug_invalid",
    );
    const amounts = await api.post("/v1/payment_links", { ...base, quantity_max: 1_000, amount: 50_000 });
    expect([amounts.status, amounts.body.error.code, amounts.body.error.param]).toEqual([
      422,
      "payment_link_amounts_invalid",
      "quantity_max",
    ]);
    expect((await api.post("/v1/payment_links", { ...base, slug: "twice-v1" })).status).toBe(201);
    const twice = await api.post("/v1/payment_links", { ...base, slug: "twice-v1" });
    expect([twice.status, twice.body.error.code]).toEqual([409, "payment_link_slug_in_use"]);
  });

  it("refuses a key whose scopes do not include payment_links:write", async () => {
    for (const scopes of [["read_only"], ["payments:write"]]) {
      const key = await admin.post("/api/api-keys", { keyName: `liens ${scopes[0]}`, mode: "test", scopes });
      expect(key.status, JSON.stringify(key.body)).toBe(201);
      const api = merchant(ctx, key.body.apiKeyRecord.key_value);
      const write = await api.post("/v1/payment_links", { title: "Non", amount_type: "fixed", amount: 1_000 });
      expect([write.status, write.body.error.code]).toEqual([403, "insufficient_scope"]);
      expect(write.body.error.message).toContain("payment_links:write");
    }
    const scoped = await admin.post("/api/api-keys", {
      keyName: "liens",
      mode: "test",
      scopes: ["payment_links:write"],
    });
    const api = merchant(ctx, scoped.body.apiKeyRecord.key_value);
    const made = await api.post("/v1/payment_links", { title: "Oui", amount_type: "fixed", amount: 1_000 });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect((await api.get("/v1/payment_links")).status).toBe(200);
    expect((await api.get("/v1/payments")).body.error.code).toBe("insufficient_scope");
    const { rows } = await ctx.pool.query("select count(*)::int as n from payment_links where title = 'Non'");
    expect(rows[0].n).toBe(0);
  });
});

describe("a link's events", () => {
  it("are written with each change, the link as it was then, and sent to subscribed endpoints", async () => {
    const endpoint = await inMode(admin, "test").post("/api/webhook-endpoints", {
      url: "http://127.0.0.1:9/hooks",
      events: ["payment_link.created", "payment_link.deactivated"],
    });
    expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(201);
    const api = merchant(ctx, testKey);
    const made = await api.post("/v1/payment_links", { title: "Cours de danse", amount_type: "fixed", amount: 5_000 });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.id as string;
    await api.post(`/v1/payment_links/${id}`, { title: "Cours de salsa" });
    await api.post(`/v1/payment_links/${id}/deactivate`);
    await api.post(`/v1/payment_links/${id}/deactivate`);

    const events = await api.get("/v1/events?limit=20");
    const ours = (events.body.data as { type: string; data: { id: string; title: string; active: boolean } }[])
      .filter((e) => e.data?.id === id)
      .reverse();
    expect(ours.map((e) => [e.type, e.data.title, e.data.active])).toEqual([
      ["payment_link.created", "Cours de danse", true],
      ["payment_link.updated", "Cours de salsa", true],
      // Deactivating it again changed nothing: no second event.
      ["payment_link.deactivated", "Cours de salsa", false],
    ]);
    const { rows } = await ctx.pool.query(
      `select d.event_type as type from webhook_deliveries d join payment_events e on e.id = d.event_id
        where d.endpoint_id = $1 and e.data->'payment_link'->>'id' = $2 order by e.seq`,
      [endpoint.body.id, id],
    );
    expect(rows.map((r) => r.type)).toEqual(["payment_link.created", "payment_link.deactivated"]);
  });
});

describe("a link created again with its Idempotency-Key", () => {
  it("answers the link stored before a crash, with a drawn or a chosen slug, and stores no second one", async () => {
    const api = merchant(ctx, testKey);
    for (const slug of [undefined, `crash-${Date.now()}`]) {
      const key = `plink-died-${slug ?? "drawn"}-${Date.now()}`;
      const body = { title: "Repli", amount_type: "fixed", amount: 2_000, ...(slug ? { slug } : {}) };
      const first = await api.post("/v1/payment_links", body, { "idempotency-key": key });
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      await answerLost(ctx, key);
      const retry = await api.post("/v1/payment_links", body, { "idempotency-key": key });
      expect(retry.status, JSON.stringify(retry.body)).toBe(201);
      expect(retry.body).toEqual(first.body);
      await keyForgotten(ctx, key);
      const later = await api.post("/v1/payment_links", body, { "idempotency-key": key });
      expect(later.body.id).toBe(first.body.id);
      const { rows } = await ctx.pool.query("select count(*)::int as n from payment_links where idempotency_key = $1", [
        key,
      ]);
      expect(rows[0].n).toBe(1);
    }
  });
});

describe("a link's payments among the others", () => {
  it("are the only ones /v1/payments?payment_link= and the CSV export's paymentLink= give", async () => {
    const link = await newLink(fixed);
    const other = await newLink(fixed);
    const ours = [];
    for (let i = 0; i < 2; i++) {
      const res = await visit(link.slug, { operator: "wave", phone: "0700000004" });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      ours.push(res.body.paymentId as string);
    }
    expect((await visit(other.slug, { operator: "wave", phone: "0700000004" })).status).toBe(201);
    const api = merchant(ctx, testKey);
    expect((await api.post("/v1/payments", { amount: 3_000, currency: "XOF" })).status).toBe(201);

    const listed = await api.get(`/v1/payments?payment_link=${link.id}`);
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.data.map((p: { id: string }) => p.id).sort()).toEqual([...ours].sort());
    for (const p of listed.body.data) expect(p.payment_link).toBe(link.id);

    const res = await ctx.app.request(`/api/payments/export?format=raw&paymentLink=${link.id}`, {
      headers: { cookie: admin.cookieHeader(), "x-payflow-mode": "test" },
    });
    expect(res.status).toBe(200);
    const ids = (await res.text())
      .trim()
      .split("\n")
      .slice(1)
      .map((line) => line.split(",")[0]);
    expect(ids.sort()).toEqual([...ours].sort());
  });
});
