import { PNG } from "pngjs";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestContext, ORIGIN, type TestClient, type TestContext } from "../support/context";
import { inMode } from "../support/payments";
import { pageSizes, pdfImages, pdfText, readQr } from "../support/pdf";
import { addCompany, signedInPerson } from "../support/people";

// A payment link's QR sticker as the business prints it: the PNG and the A6 PDF both scan back to
// the link's address, the PDF says who is paid, for what and how much, and only the link's
// readers get either.

const BUSINESS = "Tissus Awa & Fils — Treichville";
let ctx: TestContext;
let owner: TestClient;
let made = 0;

beforeAll(async () => {
  ctx = await createTestContext({
    PUBLIC_URL: "https://pay.example.ci",
    TRUSTED_ORIGINS: ORIGIN,
    PAYFLOW_RATE_LIMIT_SIGNIN: "1000",
  });
  owner = (await signedInPerson(ctx, { role: "admin", companyId: await addCompany(ctx, BUSINESS) })).client;
});

async function newLink(body: Record<string, unknown>, mode: "test" | "live" = "test", by = owner) {
  const res = await inMode(by, mode).post("/api/payment-links", { slug: `affiche-${Date.now()}-${made++}`, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; slug: string; url: string };
}

const sticker = (id: string, format: "png" | "pdf", { by = owner, mode = "test", query = "" } = {}) =>
  by.raw(`/api/payment-links/${id}/sticker.${format}${query}`, { "x-payflow-mode": mode });

async function downloaded(res: Response): Promise<Buffer> {
  expect(res.status, res.status === 200 ? "" : await res.clone().text()).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

const fixed = { title: "Pagne wax, qualité supérieure", amountType: "fixed", amount: 25_000 };

describe("the QR code as a PNG", () => {
  it("scans back to the link's address, large enough to print", async () => {
    const link = await newLink(fixed);
    expect(link.url).toBe(`https://pay.example.ci/l/${link.slug}`);
    const res = await sticker(link.id, "png");
    const file = await downloaded(res);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toContain("no-store");
    const image = PNG.sync.read(file);
    expect(image.width).toBeGreaterThanOrEqual(600);
    expect(readQr(image)).toBe(link.url);
  });
});

describe("the A6 sticker as a PDF", () => {
  it("shows the business, the title, the amount, the ways to pay and a QR code of the link", async () => {
    const link = await newLink(fixed);
    const res = await sticker(link.id, "pdf");
    const file = await downloaded(res);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${link.slug}-sticker.pdf"`);
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(file.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const sizes = pageSizes(file);
    expect(sizes).toHaveLength(1);
    const [width, height] = sizes[0] ?? [0, 0];
    expect(width).toBeCloseTo(297.64, 1);
    expect(height).toBeCloseTo(419.53, 1);

    const text = pdfText(file);
    for (const shown of [
      BUSINESS,
      fixed.title,
      "25 000 FCFA",
      "Scannez pour payer",
      `pay.example.ci/l/${link.slug}`,
      "Wave",
      "Orange Money",
      "MTN Mobile Money",
      "Moov Money",
    ])
      expect(text, shown).toContain(shown);
    expect(text).not.toContain("https://");

    const images = pdfImages(file);
    expect(images).toHaveLength(1);
    expect(readQr(images[0] as PNG)).toBe(link.url);
  });

  it("says the payer chooses the amount, in French by default or in English, with the ways offered", async () => {
    const link = await newLink({ title: "Dons à l'église", amountType: "payer_chooses", operators: ["wave"] });
    const fr = pdfText(await downloaded(await sticker(link.id, "pdf")));
    expect(fr).toContain("Dons à l'église");
    expect(fr).toContain("Montant libre");
    expect(fr).toContain("Wave");
    expect(fr).not.toContain("Orange Money");

    const enFile = await downloaded(await sticker(link.id, "pdf", { query: "?lang=en" }));
    const en = pdfText(enFile);
    expect(en).toContain("Any amount");
    expect(en).toContain("Scan to pay");
    expect(en).not.toContain("Montant libre");
    expect(readQr(pdfImages(enFile)[0] as PNG)).toBe(link.url);

    expect((await sticker(link.id, "pdf", { query: "?lang=de" })).status).toBe(400);
  });

  it("is still given for a deactivated link", async () => {
    const link = await newLink(fixed);
    expect((await inMode(owner, "test").post(`/api/payment-links/${link.id}/deactivate`)).status).toBe(200);
    expect((await sticker(link.id, "pdf")).status).toBe(200);
    expect((await sticker(link.id, "png")).status).toBe(200);
  });
});

describe("the OpenAPI document", () => {
  it("names the files' types", async () => {
    const paths = (await ctx.client().get("/api/openapi.json")).body.paths;
    const ok = (path: string) => Object.keys(paths[path]?.get?.responses?.["200"]?.content ?? {});
    expect(ok("/api/payment-links/{id}/sticker.png")).toEqual(["image/png"]);
    expect(ok("/api/payment-links/{id}/sticker.pdf")).toEqual(["application/pdf"]);
  });
});

describe("who gets a sticker", () => {
  it("answers 404 for another company's link or the other mode's, 403 without viewTransactions, 401 signed out", async () => {
    const live = await newLink(fixed, "live");
    const stranger = (await signedInPerson(ctx, { role: "admin", companyId: await addCompany(ctx) })).client;
    expect(
      (await owner.post("/api/roles", { name: "affiches", displayName: "Affiches", capabilities: ["usePOS"] })).status,
    ).toBe(201);
    const companyId = (await ctx.pool.query("select company_id from payment_links where id = $1", [live.id])).rows[0]
      .company_id;
    const withoutRight = (await signedInPerson(ctx, { role: "affiches", companyId })).client;

    for (const format of ["png", "pdf"] as const) {
      expect((await sticker(live.id, format)).status, `${format} in test mode`).toBe(404);
      expect((await sticker(live.id, format, { by: stranger, mode: "live" })).status, `${format} stranger`).toBe(404);
      expect((await sticker(live.id, format, { by: withoutRight, mode: "live" })).status, format).toBe(403);
      expect((await sticker(live.id, format, { by: ctx.client(), mode: "live" })).status, format).toBe(401);
      expect((await sticker(live.id, format, { mode: "live" })).status, `${format} by its owner`).toBe(200);
    }
  });
});
