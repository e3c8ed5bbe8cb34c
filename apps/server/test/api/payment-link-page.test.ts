import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/app";
import { PROJECT_ROOT } from "../../src/config/paths";
import { ADMIN, createTestContext, type TestClient, type TestContext } from "../support/context";
import { inMode } from "../support/payments";

// A payment link's page, /l/<slug>, as the server writes it into the payer's page of the web
// build: readable before (or without) any script, the link's words escaped, every unavailable
// link the same page; then the payment a visit makes offers only the link's ways of paying.

let ctx: TestContext;
let admin: TestClient;
let page: (slug: string, language?: string) => Promise<Response>;

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "1000" }, { listen: true });
  admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
  // The web app's own page templates, as the build leaves them (the build adds its scripts).
  const dist = mkdtempSync(path.join(tmpdir(), "payflow-web-"));
  for (const file of ["index.html", "pay.html"])
    copyFileSync(path.join(PROJECT_ROOT, "apps/web", file), path.join(dist, file));
  const app = createApp(ctx.deps, { webDist: dist });
  page = async (slug, language = "fr-FR,fr;q=0.9") =>
    app.request(`/l/${slug}`, { headers: { "accept-language": language } });
});

let made = 0;
async function newLink(body: Record<string, unknown>) {
  const res = await inMode(admin, "test").post("/api/payment-links", { slug: `page-${Date.now()}-${made++}`, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** The link the page carries for its script. */
const dataOf = (html: string) => {
  const json = /<script type="application\/json" id="payment-link-data">([^<]*)<\/script>/.exec(html)?.[1];
  return json ? JSON.parse(json) : null;
};

describe("a link's page", () => {
  it("says who asks for what and how much in its HTML, the link's words escaped", async () => {
    const link = await newLink({
      title: "Pagne <b>wax</b> & co",
      description: "</script><script>alert(1)</script>",
      amountType: "fixed",
      amount: 25_000,
      operators: ["wave", "mtn_momo"],
    });
    const res = await page(link.slug);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toContain("img-src 'self' data: https:");
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain("Pagne &lt;b&gt;wax&lt;/b&gt; &amp; co");
    expect(html).toContain("25 000 FCFA");
    expect(html).toContain("Paiement à");
    expect(html).toContain("Wave · MTN Mobile Money");
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain("<b>wax");
    // The script's copy: the same link, whole, its "<" unable to close the element.
    expect(dataOf(html)).toMatchObject({ slug: link.slug, title: "Pagne <b>wax</b> & co", amount: 25_000 });
    expect(dataOf(html).description).toBe("</script><script>alert(1)</script>");
  });

  it("speaks English to a browser that asks for it, and words an amount the payer chooses", async () => {
    const link = await newLink({ title: "Don", amountType: "payer_chooses", minAmount: 1_000, maxAmount: 50_000 });
    const html = await (await page(link.slug, "en-US,en;q=0.9")).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("Payment to");
    expect(html).toContain("From 1,000 to 50,000 FCFA");
    const free = await newLink({ title: "Cotisation", amountType: "payer_chooses" });
    expect(await (await page(free.slug)).text()).toContain("Montant libre");
  });

  it("is the same 404 page for a deactivated link and one that never existed", async () => {
    const link = await newLink({ title: "Fini", amountType: "fixed", amount: 1_000 });
    await inMode(admin, "test").post(`/api/payment-links/${link.id}/deactivate`);
    const off = await page(link.slug);
    const unknown = await page("aucun-lien-ici");
    expect([off.status, unknown.status]).toEqual([404, 404]);
    const [a, b] = [await off.text(), await unknown.text()];
    expect(a).toBe(b);
    expect(a).toContain("Ce lien de paiement n'est pas disponible");
    expect(dataOf(a)).toBeNull();
    expect(a).not.toContain("Fini");
  });
});

describe("the business's logo", () => {
  it("is set in the company settings (https only) and shown on its links' pages", async () => {
    const plain = await admin.patch("/api/settings/company", { logoUrl: "http://boutique.example.ci/logo.png" });
    expect([plain.status, plain.body.error.code, plain.body.error.field]).toEqual([400, "logoUrlInvalid", "logoUrl"]);
    const logo = "https://boutique.example.ci/logo.png?v=2&size=96";
    const saved = await admin.patch("/api/settings/company", { logoUrl: logo });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.logoUrl).toBe(logo);
    const link = await newLink({ title: "Logo", amountType: "fixed", amount: 1_000 });
    const html = await (await page(link.slug)).text();
    expect(html).toContain(`<img class="business-logo" src="${logo.replace("&", "&amp;")}"`);
    expect(dataOf(html).businessLogoUrl).toBe(logo);
    // Taken away: the page shows the name alone.
    expect((await admin.patch("/api/settings/company", { logoUrl: null })).body.logoUrl).toBeNull();
    expect(await (await page(link.slug)).text()).not.toContain("business-logo");
  });
});

describe("a visit without a way of paying", () => {
  it("makes a payment whose checkout offers only the link's ways, and its message once paid", async () => {
    const link = await newLink({
      title: "Atelier",
      amountType: "fixed",
      amount: 3_000,
      operators: ["wave", "mtn_momo"],
      successMessage: "Merci ! Rendez-vous samedi.",
    });
    const made = await ctx.client().post(`/api/public/payment-links/${link.slug}/payments`, {});
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const checkout = await ctx.client().get(`/api/checkout/${made.body.paymentId}`);
    expect(checkout.body).toMatchObject({
      operator: null,
      status: "pending",
      successMessage: "Merci ! Rendez-vous samedi.",
    });
    expect([...checkout.body.operators].sort()).toEqual(["mtn_momo", "wave"]);
    // Another way the business takes, but not through this link: refused, nothing asked of it.
    const other = await ctx.client().post(`/api/checkout/${made.body.paymentId}/pay`, {
      operator: "orange_money",
      phone: "0700000001",
    });
    expect([other.status, other.body.error.code]).toEqual([400, "unknownOperator"]);
    const { rows } = await ctx.pool.query("select operator from transactions where id = $1", [made.body.paymentId]);
    expect(rows[0].operator).toBeNull();
    const paid = await ctx.client().post(`/api/checkout/${made.body.paymentId}/pay`, {
      operator: "wave",
      phone: "0700000004",
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.operator).toBe("wave");
  });
});
