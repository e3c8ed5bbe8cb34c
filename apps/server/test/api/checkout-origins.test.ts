import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/app";
import { createTestContext, type TestClient, type TestContext } from "../support/context";
import { createPayment } from "../support/payments";
import { otherCompany, staffClient } from "../support/people";

// payflow.js's sites (docs/API.md § payflow.js): a business lists the websites that may show its
// checkout in an overlay; only those may frame its payments' /pay/<id> and read their status
// from their pages, and /js/payflow.js is served to any site, its hashed address for a year.

let ctx: TestContext;
let web: ReturnType<typeof createApp>;
const SCRIPT = "var PayFlow=(function(){return {checkout:function(){}}})();\n";

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "1000" });
  // A web build as small as can be: the payer's page and payflow.js.
  const dist = mkdtempSync(path.join(tmpdir(), "payflow-embed-"));
  writeFileSync(path.join(dist, "index.html"), '<!doctype html><html lang="fr"><div id="root"></div></html>');
  writeFileSync(path.join(dist, "pay.html"), '<!doctype html><html lang="fr"><div id="root"></div></html>');
  mkdirSync(path.join(dist, "js"));
  writeFileSync(path.join(dist, "js", "payflow.js"), SCRIPT);
  web = createApp(ctx.deps, { webDist: dist });
});

async function business(): Promise<{ admin: TestClient; companyId: string }> {
  const companyId = await otherCompany(ctx);
  return { admin: await staffClient(ctx, "admin", companyId), companyId };
}

describe("the setting", () => {
  it("starts empty, saves normalized origins once each, and is audited with before and after", async () => {
    const { admin } = await business();
    expect((await admin.get("/api/settings/checkout-origins")).body).toEqual({ origins: [] });
    const res = await admin.put("/api/settings/checkout-origins", {
      origins: ["https://Shop.Example/", "https://shop.example", "http://localhost:5173"],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ origins: ["https://shop.example", "http://localhost:5173"] });
    expect((await admin.get("/api/settings/checkout-origins")).body.origins).toEqual([
      "https://shop.example",
      "http://localhost:5173",
    ]);
    const audit = await admin.get("/api/audit-log?action=settings.updated");
    expect(audit.body.items[0].details).toEqual({
      before: { checkoutOrigins: [] },
      after: { checkoutOrigins: ["https://shop.example", "http://localhost:5173"] },
    });
  });

  it.each([
    ["https://shop.example/panier"],
    ["http://shop.example"],
    ["*.shop.example"],
    ["https://*.shop.example"],
    ["javascript:alert(1)"],
  ])("refuses %s and keeps what was saved", async (origin) => {
    const { admin } = await business();
    await admin.put("/api/settings/checkout-origins", { origins: ["https://kept.example"] });
    const res = await admin.put("/api/settings/checkout-origins", { origins: ["https://ok.example", origin] });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("checkoutOriginInvalid");
    expect((await admin.get("/api/settings/checkout-origins")).body.origins).toEqual(["https://kept.example"]);
  });

  it("takes at most 10 sites", async () => {
    const { admin } = await business();
    const origins = Array.from({ length: 11 }, (_, i) => `https://shop${i}.example`);
    const res = await admin.put("/api/settings/checkout-origins", { origins });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("tooManyCheckoutOrigins");
  });

  it("is for those who may change the company's settings", async () => {
    const companyId = await otherCompany(ctx);
    const developer = await staffClient(ctx, "developer", companyId);
    expect((await developer.get("/api/settings/checkout-origins")).status).toBe(403);
    expect((await developer.put("/api/settings/checkout-origins", { origins: [] })).status).toBe(403);
  });
});

describe("who may frame a payment's checkout and read its status", () => {
  it("only the business's own sites, and no other business's", async () => {
    const shop = await business();
    const other = await business();
    await shop.admin.put("/api/settings/checkout-origins", {
      origins: ["https://shop.example", "https://caisse.example"],
    });
    await other.admin.put("/api/settings/checkout-origins", { origins: ["https://other.example"] });
    const payment = await createPayment(shop.admin, { amount: 2000, description: "panier" });

    const page = await web.request(`/pay/${payment.id}?embed=1`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toContain(
      "frame-ancestors 'self' https://shop.example https://caisse.example;",
    );
    expect(page.headers.get("content-security-policy")).not.toContain("other.example");
    expect(page.headers.get("x-frame-options")).toBeNull();
    expect(await page.text()).toContain('<div id="root">');

    const view = (origin: string) => web.request(`/api/checkout/${payment.id}`, { headers: { origin } });
    const allowed = await view("https://caisse.example");
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("access-control-allow-origin")).toBe("https://caisse.example");
    expect(((await allowed.json()) as { status: string }).status).toBe("pending");
    for (const origin of ["https://other.example", "https://evil.example"]) {
      const refused = await view(origin);
      expect(refused.headers.get("access-control-allow-origin")).toBeNull();
    }
  });

  it("nobody when the business listed no site", async () => {
    const { admin } = await business();
    const payment = await createPayment(admin, { amount: 1500 });
    const page = await web.request(`/pay/${payment.id}`);
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(page.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    const unknown = await web.request("/pay/pay_unknown");
    expect(unknown.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });
});

describe("/js/payflow.js", () => {
  it("is served to any site, cached 5 minutes, and names its content-hashed address cached for a year", async () => {
    const stable = await web.request("/js/payflow.js");
    expect(stable.status).toBe(200);
    expect(stable.headers.get("content-type")).toContain("javascript");
    expect(stable.headers.get("cache-control")).toBe("public, max-age=300");
    expect(stable.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(await stable.text()).toBe(SCRIPT);
    const hashed = /^<(\/js\/payflow\.[0-9a-f]{12}\.js)>/.exec(stable.headers.get("link") ?? "")?.[1];
    expect(hashed).toBeTruthy();
    const pinned = await web.request(hashed as string);
    expect(pinned.status).toBe(200);
    expect(pinned.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await pinned.text()).toBe(SCRIPT);
    expect((await web.request("/js/payflow.000000000000.js")).status).toBe(404);
  });
});
