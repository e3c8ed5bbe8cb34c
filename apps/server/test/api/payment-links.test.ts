import { beforeAll, describe, expect, it } from "vitest";
import { VISITS_PER_ADDRESS, VISITS_PER_LINK } from "../../src/modules/payment-links/public";
import { ADMIN, createTestContext, type TestClient, type TestContext } from "../support/context";
import { inMode } from "../support/payments";
import { addCompany, signedInPerson } from "../support/people";

// Payment links as a business makes them and as payers — honest or not — use them: amounts,
// quantities, questions, and every way a link stops taking payments answering the same.

let ctx: TestContext;
let admin: TestClient;

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "1000" }, { listen: true });
  admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
});

let made = 0;
/** A link made on the dashboard (a fresh slug unless given). */
async function newLink(body: Record<string, unknown>, mode: "test" | "live" = "test", by = admin) {
  const res = await inMode(by, mode).post("/api/payment-links", { slug: `lien-${Date.now()}-${made++}`, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const fixed = { title: "Pagne wax", amountType: "fixed", amount: 2_500 };
/** A payer's number the sandbox leaves unanswered: its payment stays pending (a place taken). */
const waiting = { operator: "wave", phone: "0700000004" };

/** A payer's visit, from a payer of their own (their own address). */
const visit = (slug: string, body: Record<string, unknown>, payer = ctx.client()) =>
  payer.post(`/api/public/payment-links/${slug}/payments`, body);

const view = (slug: string) => ctx.client().get(`/api/public/payment-links/${slug}`);

async function stored(paymentId: string) {
  const { rows } = await ctx.pool.query(
    "select amount::int as amount, payment_link_id, payer_details, is_test_data, company_id from transactions where id = $1",
    [paymentId],
  );
  return rows[0];
}

describe("a fixed link", () => {
  it("shows the payer what is asked, nothing of the business's internals", async () => {
    const link = await newLink({ ...fixed, description: "6 yards", quantityMax: 4 });
    const res = await view(link.slug);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: "Pagne wax",
      amount: 2_500,
      quantityMax: 4,
      currency: "XOF",
      mode: "test",
    });
    expect(res.body.businessName.length).toBeGreaterThan(0);
    for (const internal of ["id", "companyId", "createdBy", "payments", "collected", "maxPayments", "active"])
      expect(res.body, internal).not.toHaveProperty(internal);
    expect(link.url).toMatch(new RegExp(`/l/${link.slug}$`));
  });

  it("takes exactly its amount, times a quantity up to its maximum", async () => {
    const link = await newLink({ ...fixed, quantityMax: 4 });
    const one = await visit(link.slug, waiting);
    expect(one.status, JSON.stringify(one.body)).toBe(201);
    expect(one.body).toMatchObject({ amount: 2_500, currency: "XOF", status: "pending" });
    expect(one.body.checkoutUrl).toMatch(new RegExp(`/pay/${one.body.paymentId}$`));
    const three = await visit(link.slug, { ...waiting, quantity: 3, amount: 7_500 });
    expect(three.status, JSON.stringify(three.body)).toBe(201);
    expect(three.body.amount).toBe(7_500);
    expect(await stored(three.body.paymentId)).toMatchObject({ amount: 7_500, payment_link_id: link.id });

    for (const [body, code, field] of [
      [{ quantity: 5 }, "paymentLinkQuantityInvalid", "quantity"],
      [{ quantity: 0 }, "paymentLinkQuantityInvalid", "quantity"],
      [{ quantity: -2 }, "paymentLinkQuantityInvalid", "quantity"],
      [{ amount: 100 }, "paymentLinkAmountMismatch", "amount"],
      [{ quantity: 2, amount: 2_500 }, "paymentLinkAmountMismatch", "amount"],
      [{ currency: "EUR" }, "unsupportedCurrency", "currency"],
    ] as const) {
      const res = await visit(link.slug, { ...waiting, ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error, JSON.stringify(body)).toMatchObject({ code, field });
    }
    const { rows } = await ctx.pool.query("select count(*)::int as n from transactions where payment_link_id = $1", [
      link.id,
    ]);
    expect(rows[0].n).toBe(2);
  });

  it("without quantities sells one at a time", async () => {
    const link = await newLink(fixed);
    expect((await visit(link.slug, { ...waiting, quantity: 1 })).status).toBe(201);
    const two = await visit(link.slug, { ...waiting, quantity: 2 });
    expect(two.body.error).toMatchObject({ code: "paymentLinkQuantityInvalid", field: "quantity" });
  });
});

describe("a link whose payer chooses", () => {
  it("takes an amount within its bounds and refuses one outside at the field", async () => {
    const link = await newLink({
      title: "Don",
      amountType: "payer_chooses",
      minAmount: 1_000,
      maxAmount: 50_000,
      suggestedAmounts: [10_000, 5_000],
    });
    expect((await view(link.slug)).body).toMatchObject({ minAmount: 1_000, suggestedAmounts: [5_000, 10_000] });
    for (const amount of [999, 50_001, 100, 10_000_000]) {
      const res = await visit(link.slug, { ...waiting, amount });
      expect(res.status, String(amount)).toBe(400);
      expect(res.body.error).toMatchObject({ code: "paymentLinkAmountOutOfRange", field: "amount" });
      expect(res.body.error.message).toBe("The amount must be between 1000 and 50000 FCFA.");
    }
    const missing = await visit(link.slug, waiting);
    expect(missing.body.error).toMatchObject({ code: "fieldRequired", field: "amount" });
    const fraction = await visit(link.slug, { ...waiting, amount: 1_500.5 });
    expect(fraction.body.error).toMatchObject({ code: "invalidAmount" });
    for (const amount of [1_000, 23_456, 50_000]) {
      const res = await visit(link.slug, { ...waiting, amount });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect((await stored(res.body.paymentId)).amount).toBe(amount);
    }
  });
});

describe("creating a link", () => {
  const refused = async (body: Record<string, unknown>, code: string, field?: string) => {
    const res = await inMode(admin, "test").post("/api/payment-links", body);
    expect(res.status, JSON.stringify(body)).toBe(code === "paymentLinkSlugInUse" ? 409 : 400);
    expect(res.body.error.code, JSON.stringify(body)).toBe(code);
    if (field) expect(res.body.error.field, JSON.stringify(body)).toBe(field);
  };

  it("refuses amounts that do not hold together", async () => {
    const chooses = { title: "Don refusé", amountType: "payer_chooses" };
    await refused(
      { ...chooses, minAmount: 1_000, maxAmount: 5_000, suggestedAmounts: [500] },
      "paymentLinkAmountsInvalid",
      "suggestedAmounts",
    );
    await refused(
      { ...chooses, minAmount: 1_000, maxAmount: 5_000, suggestedAmounts: [6_000] },
      "paymentLinkAmountsInvalid",
      "suggestedAmounts",
    );
    await refused({ ...chooses, maxAmount: 5_000, suggestedAmounts: [20_000_000] }, "amountOutOfRange");
    await refused({ ...chooses, minAmount: 5_000, maxAmount: 1_000 }, "paymentLinkAmountsInvalid", "minAmount");
    await refused({ ...chooses, amount: 5_000 }, "paymentLinkAmountsInvalid", "amount");
    await refused({ title: "Pagne", amountType: "fixed" }, "paymentLinkAmountsInvalid", "amount");
    await refused({ ...fixed, amount: 50 }, "amountOutOfRange", "amount");
    await refused({ ...fixed, amount: 5_000_000, quantityMax: 3 }, "paymentLinkAmountsInvalid", "quantityMax");
    await refused({ ...fixed, minAmount: 1_000 }, "paymentLinkAmountsInvalid", "minAmount");
    const { rows } = await ctx.pool.query("select count(*)::int as n from payment_links where title = 'Don refusé'");
    expect(rows[0].n).toBe(0);
  });

  it("refuses a reserved, malformed or taken slug, in any company or mode", async () => {
    for (const slug of ["dashboard", "api", "V1", "pay", "l", "login", "sandbox", "callbacks"])
      await refused({ ...fixed, slug }, "paymentLinkSlugReserved", "slug");
    for (const slug of ["ab", "a b", "pagne_wax", "é-pagne", "x".repeat(41)])
      await refused({ ...fixed, slug }, "paymentLinkSlugInvalid", "slug");
    const link = await newLink({ ...fixed, slug: "Boutique-Awa" });
    expect(link.slug).toBe("boutique-awa");
    await refused({ ...fixed, slug: "boutique-awa" }, "paymentLinkSlugInUse", "slug");
    const live = await inMode(admin, "live").post("/api/payment-links", { ...fixed, slug: "boutique-awa" });
    expect(live.body.error).toMatchObject({ code: "paymentLinkSlugInUse", field: "slug" });
    const drawn = await newLink({ ...fixed, slug: undefined });
    expect(drawn.slug).toMatch(/^[a-z0-9]{10}$/);
  });

  it("is audited", async () => {
    const link = await newLink(fixed);
    await inMode(admin, "test").post(`/api/payment-links/${link.id}/deactivate`);
    const log = await admin.get("/api/audit-log");
    const actions = log.body.items
      .filter((l: { targetLabel: string }) => l.targetLabel === link.slug)
      .map((l: { action: string }) => l.action);
    expect(actions.sort()).toEqual(["paymentLink.created", "paymentLink.deactivated"]);
  });
});

describe("what a link asks of its payer", () => {
  it("refuses a missing required answer, a bad email, a way of paying it does not offer", async () => {
    const link = await newLink({
      ...fixed,
      operators: ["wave", "orange_money"],
      fields: { name: "required", phone: "off", email: "optional", note: "required" },
      noteLabel: "Votre taille",
    });
    expect((await view(link.slug)).body).toMatchObject({
      operators: ["wave", "orange_money"],
      noteLabel: "Votre taille",
      fields: { name: "required", email: "optional" },
    });
    const noName = await visit(link.slug, { ...waiting, answers: { note: "M" } });
    expect(noName.body.error).toMatchObject({ code: "paymentLinkAnswerRequired", field: "answers.name" });
    const blankNote = await visit(link.slug, { ...waiting, answers: { name: "Awa", note: "   " } });
    expect(blankNote.body.error).toMatchObject({ code: "paymentLinkAnswerRequired", field: "answers.note" });
    const badEmail = await visit(link.slug, { ...waiting, answers: { name: "Awa", note: "M", email: "awa@" } });
    expect(badEmail.body.error).toMatchObject({ code: "invalidEmail", field: "answers.email" });
    const mtn = await visit(link.slug, {
      operator: "mtn_momo",
      phone: "0500000004",
      answers: { name: "Awa", note: "M" },
    });
    expect(mtn.body.error).toMatchObject({ code: "paymentLinkOperatorNotOffered", field: "operator" });
    const extra = await visit(link.slug, { ...waiting, answers: { name: "Awa", note: "M", age: "30" } });
    expect(extra.status).toBe(400);

    const ok = await visit(link.slug, {
      ...waiting,
      answers: { name: " Awa Koné ", note: "M", email: "Awa@Example.CI", phone: "0102030405" },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    // Only what the link asks is kept (its phone question is off).
    expect((await stored(ok.body.paymentId)).payer_details).toEqual({
      name: "Awa Koné",
      note: "M",
      email: "awa@example.ci",
    });
  });
});

describe("a link that takes no payment", () => {
  it("answers the same whether expired, sold out, deactivated, another company's or unknown", async () => {
    const expired = await newLink(fixed);
    await ctx.pool.query("update payment_links set expires_at = now() - interval '1 minute' where id = $1", [
      expired.id,
    ]);
    const soldOut = await newLink({ ...fixed, maxPayments: 1 });
    expect((await visit(soldOut.slug, waiting)).status).toBe(201);
    const deactivated = await newLink(fixed);
    expect((await visit(deactivated.slug, waiting)).status).toBe(201);
    const off = await inMode(admin, "test").post(`/api/payment-links/${deactivated.id}/deactivate`);
    expect(off.body).toMatchObject({ active: false });
    expect(off.body.deactivatedAt).not.toBeNull();
    const otherCompany = await addCompany(ctx);
    const other = await signedInPerson(ctx, { role: "admin", companyId: otherCompany });
    const theirs = await newLink(fixed, "test", other.client);
    await inMode(other.client, "test").post(`/api/payment-links/${theirs.id}/deactivate`);

    const unknown = await view("nobody-has-this");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe("paymentLinkUnavailable");
    for (const slug of [expired.slug, soldOut.slug, deactivated.slug, theirs.slug]) {
      const seen = await view(slug);
      expect([seen.status, seen.body], slug).toEqual([404, unknown.body]);
      const paid = await visit(slug, waiting);
      expect([paid.status, paid.body], slug).toEqual([404, unknown.body]);
    }
    // The deactivated link keeps its payment; an edit of it is refused.
    const edit = await admin.patch(`/api/payment-links/${deactivated.id}`, { title: "Encore" });
    expect([edit.status, edit.body.error.code]).toEqual([409, "paymentLinkDeactivated"]);
    expect((await inMode(admin, "test").get(`/api/payment-links/${deactivated.id}/payments`)).body.items).toHaveLength(
      1,
    );
  });

  it("frees a place when a payment fails", async () => {
    const link = await newLink({ ...fixed, maxPayments: 1 });
    const first = await visit(link.slug, waiting);
    await ctx.pool.query("update transactions set status = 'failed' where id = $1", [first.body.paymentId]);
    expect((await visit(link.slug, waiting)).status).toBe(201);
    expect((await visit(link.slug, waiting)).status).toBe(404);
  });
});

describe("another company's or the other mode's link", () => {
  it("answers 404 on every dashboard route", async () => {
    const live = await newLink(fixed, "live");
    const test = inMode(admin, "test");
    const other = await signedInPerson(ctx, { role: "admin", companyId: await addCompany(ctx) });
    const stranger = inMode(other.client, "live");
    for (const reader of [test, stranger]) {
      for (const path of [`/api/payment-links/${live.id}`, `/api/payment-links/${live.id}/payments`])
        expect((await reader.get(path)).status, path).toBe(404);
      expect((await reader.post(`/api/payment-links/${live.id}/deactivate`)).body.error.code).toBe("notFound");
    }
    const edit = await other.client.request("PATCH", `/api/payment-links/${live.id}`, {
      headers: { "x-payflow-mode": "live" },
      json: { title: "Pirate" },
    });
    expect(edit.status).toBe(404);
    expect((await test.get("/api/payment-links")).body.items.map((l: { id: string }) => l.id)).not.toContain(live.id);
    const mine = await inMode(admin, "live").get(`/api/payment-links/${live.id}`);
    expect(mine.body).toMatchObject({ title: "Pagne wax", active: true, mode: "live" });
  });
});

describe("searching the dashboard's links", () => {
  it("finds the company's links whose title or slug contains q, in any case, never another company's", async () => {
    const stamp = Date.now();
    const title = await newLink({ ...fixed, title: `Tissu BAZIN ${stamp}` });
    const bySlug = await newLink({ ...fixed, title: "Autre chose", slug: `bazin-${stamp}` });
    await newLink({ ...fixed, title: `Pagne ${stamp}` });
    const otherCompany = await addCompany(ctx);
    const other = await signedInPerson(ctx, { role: "admin", companyId: otherCompany });
    const theirs = await newLink({ ...fixed, title: `Bazin riche ${stamp}` }, "test", other.client);
    const live = await newLink({ ...fixed, title: `Bazin live ${stamp}` }, "live");

    const found = async (q: string, by = admin) => {
      const res = await inMode(by, "test").get(`/api/payment-links?q=${encodeURIComponent(q)}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.items.map((l: { id: string }) => l.id).sort();
    };
    expect(await found("bazin")).toEqual([title.id, bySlug.id].sort());
    expect(await found(`zin ${stamp}`)).toEqual([title.id]);
    expect(await found(`IN-${stamp}`)).toEqual([bySlug.id]);
    // Like's wildcards are searched as themselves.
    expect(await found("%")).toEqual([]);
    expect(await found("bazin", other.client)).toEqual([theirs.id]);
    expect(await found(`bazin live ${stamp}`)).toEqual([]);
    expect(live.mode).toBe("live");

    // Paged with its cursor, the search keeps to its matches.
    const first = await inMode(admin, "test").get("/api/payment-links?q=bazin&limit=1");
    expect(first.body.items).toHaveLength(1);
    const next = await inMode(admin, "test").get(
      `/api/payment-links?q=bazin&limit=1&cursor=${encodeURIComponent(first.body.nextCursor)}`,
    );
    expect([...first.body.items, ...next.body.items].map((l: { id: string }) => l.id).sort()).toEqual(
      [title.id, bySlug.id].sort(),
    );
    expect(next.body.nextCursor).toBeNull();
  });
});

describe("a burst of visits", () => {
  /** Visits without a way of paying (the payer would choose it on the checkout page): no operator is asked. */
  const choosing = {};

  it("from one address is stopped past its limit, while other payers of the same link still pay", async () => {
    const link = await newLink(fixed);
    const bot = ctx.client();
    const answers = [];
    for (let i = 0; i < VISITS_PER_ADDRESS; i++) answers.push((await visit(link.slug, choosing, bot)).status);
    expect(answers.every((s) => s === 201)).toBe(true);
    const stopped = await visit(link.slug, choosing, bot);
    expect([stopped.status, stopped.body.error.code]).toEqual([429, "rateLimited"]);
    expect(stopped.headers.get("retry-after")).not.toBeNull();
    expect((await visit(link.slug, choosing)).status).toBe(201);
    const { rows } = await ctx.pool.query("select count(*)::int as n from transactions where payment_link_id = $1", [
      link.id,
    ]);
    expect(rows[0].n).toBe(VISITS_PER_ADDRESS + 1);
  });

  it("on one link from many addresses is stopped past the link's limit, other links untouched", async () => {
    const link = await newLink(fixed);
    const other = await newLink(fixed);
    for (let done = 0; done < VISITS_PER_LINK; done += 25) {
      const batch = await Promise.all(Array.from({ length: 25 }, () => visit(link.slug, choosing)));
      expect(batch.map((r) => r.status).every((s) => s === 201)).toBe(true);
    }
    const newcomer = ctx.client();
    const stopped = await visit(link.slug, choosing, newcomer);
    expect([stopped.status, stopped.body.error.code]).toEqual([429, "rateLimited"]);
    expect((await visit(other.slug, choosing, newcomer)).status).toBe(201);
  });
});
