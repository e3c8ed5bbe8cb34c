import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import { expect, type Page, test } from "@playwright/test";
import { adminApi } from "../support/admin-api";
import { E2E } from "../support/env";

// payflow.js on a merchant's own site (docs/API.md § payflow.js): a shop's page on another
// origin loads the script, the payer presses Pay (twice, quickly) and pays in the one overlay
// on a 375 px phone; the shop hears of the success only once PayFlow's server says it. A site the
// business did not register cannot show the checkout at all.

test.use({ viewport: { width: 375, height: 812 } });
// One worker for the file: its shop and stranger sites listen on fixed ports.
test.describe.configure({ mode: "serial", timeout: 90_000 });

const TEST_MODE = { "x-payflow-mode": "test" };
/** The shop's site (registered) and another site (not), on ports of their own. */
const SHOP_PORT = E2E.port + 50;
const STRANGER_PORT = E2E.port + 51;
const SHOP = `http://localhost:${SHOP_PORT}`;
const STRANGER = `http://localhost:${STRANGER_PORT}`;

/** The merchant's page: payflow.js from PayFlow, and a Pay button for the payment in its address. */
const SHOP_PAGE = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Boutique Awa</title><script src="${E2E.baseURL}/js/payflow.js"></script></head>
<body><h1>Boutique Awa</h1><button type="button" id="pay">Payer ma commande</button>
<script>
  window.events = [];
  window.promises = [];
  const payment = new URLSearchParams(location.search).get("payment");
  document.getElementById("pay").addEventListener("click", () => {
    window.promises.push(PayFlow.checkout({
      payment,
      onSucceeded: (r) => window.events.push("succeeded:" + r.status),
      onFailed: (r) => window.events.push("failed:" + r.status),
      onClosed: () => window.events.push("closed"),
    }));
  });
</script></body></html>`;

let servers: Server[] = [];

test.beforeAll(async () => {
  servers = await Promise.all(
    [SHOP_PORT, STRANGER_PORT].map(
      (port) =>
        new Promise<Server>((resolve) => {
          const server = createServer((_req, res) => {
            res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
            res.end(SHOP_PAGE);
          });
          server.listen(port, "localhost", () => resolve(server));
        }),
    ),
  );
  // The business registers its shop's site (plain http on localhost: the sandboxes run).
  const api = await adminApi();
  const res = await api.put("/api/settings/checkout-origins", { data: { origins: [SHOP] } });
  expect(res.status(), await res.text()).toBe(200);
  await api.dispose();
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A test-mode payment of 15 000 FCFA by MTN, created by the business's server through the API. */
async function createPayment(operator = "mtn_momo"): Promise<string> {
  const api = await adminApi();
  const res = await api.post("/api/payments", {
    headers: TEST_MODE,
    data: { amount: 15_000, operator, description: `Commande ${randomBytes(3).toString("hex")}` },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await api.dispose();
  return id;
}

const events = (page: Page) => page.evaluate(() => (window as unknown as { events: string[] }).events);

test("a double click opens one overlay; the shop hears of the success only from PayFlow's server", async ({ page }) => {
  const id = await createPayment();
  // The script's own reads of the payment (the shop's page, not the checkout in the frame): the
  // first is answered "pending" although the payment has succeeded; while the second is on its
  // way the shop must not have been told anything yet.
  const reads: string[] = [];
  await page.route(`${E2E.baseURL}/api/checkout/${id}`, async (route) => {
    if (route.request().frame() !== page.mainFrame()) return route.continue();
    if (reads.length === 0) {
      const real = await route.fetch();
      const body = (await real.json()) as { status: string };
      reads.push(`faked pending (was ${body.status})`);
      return route.fulfill({ response: real, json: { ...body, status: "pending" } });
    }
    const told = await events(page);
    const real = await route.fetch();
    reads.push(`${((await real.json()) as { status: string }).status}, shop told ${JSON.stringify(told)}`);
    return route.fulfill({ response: real });
  });

  await page.goto(`${SHOP}/?payment=${id}`);
  await page.getByRole("button", { name: "Payer ma commande" }).dblclick();
  const overlay = page.locator("[data-payflow=overlay]");
  await expect(overlay).toHaveCount(1);
  await expect(page.locator("iframe")).toHaveCount(1);
  // The overlay takes the clicks while it is open; the shop's own code calling again gets the same promise.
  await page.evaluate(() => {
    const w = window as unknown as {
      promises: Promise<string>[];
      PayFlow: { checkout: (o: object) => Promise<string> };
    };
    const payment = new URLSearchParams(location.search).get("payment");
    w.promises.push(w.PayFlow.checkout({ payment }));
  });
  await expect(overlay).toHaveCount(1);
  expect(
    await page.evaluate(() => {
      const { promises } = window as unknown as { promises: Promise<string>[] };
      return promises.length >= 2 && promises.every((p) => p === promises[0]);
    }),
  ).toBe(true);
  // Below 600 px the checkout takes the whole screen, and the page behind does not scroll.
  const dialog = page.getByRole("dialog", { name: "Paiement sécurisé PayFlow" });
  expect(await dialog.boundingBox()).toMatchObject({ x: 0, y: 0, width: 375, height: 812 });
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");

  const checkout = page.frameLocator("iframe.payflow-frame");
  await expect(checkout.getByTestId("checkout-amount")).toHaveText("15 000 FCFA");
  // …01: the sandbox approves at once.
  await checkout.getByRole("textbox", { name: /^Numéro Mobile Money/ }).fill("0500000001");
  await checkout.getByRole("button", { name: "Payer 15 000 FCFA" }).click();
  await expect(checkout.getByRole("heading", { level: 2, name: "Paiement réussi" })).toBeVisible({ timeout: 30_000 });
  // In the overlay the payer is never sent away to a return address.
  await expect(checkout.getByRole("link", { name: "Retour chez le marchand" })).toHaveCount(0);

  await expect.poll(() => events(page), { timeout: 20_000 }).toEqual(["succeeded:succeeded"]);
  expect(reads[0]).toBe("faked pending (was succeeded)");
  // Nothing was said to the shop while PayFlow's server had not said "succeeded".
  expect(reads[1]).toBe("succeeded, shop told []");
  // The overlay goes once the payer has seen the end; Pay again opens nothing more.
  await expect(overlay).toHaveCount(0);
  await page.getByRole("button", { name: "Payer ma commande" }).click();
  await expect(overlay).toHaveCount(0);
  expect(await events(page)).toEqual(["succeeded:succeeded"]);
});

test("Escape closes the overlay, tells the shop, and Pay opens it again", async ({ page }) => {
  const id = await createPayment();
  await page.goto(`${SHOP}/?payment=${id}`);
  const pay = page.getByRole("button", { name: "Payer ma commande" });
  await pay.click();
  const overlay = page.locator("[data-payflow=overlay]");
  await expect(page.frameLocator("iframe.payflow-frame").getByTestId("checkout-amount")).toBeVisible();
  await expect(page.getByRole("button", { name: "Fermer le paiement" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(overlay).toHaveCount(0);
  expect(await events(page)).toEqual(["closed"]);
  await expect(pay).toBeFocused();
  await pay.click();
  await expect(overlay).toHaveCount(1);
  await page.getByRole("button", { name: "Fermer le paiement" }).click();
  await expect(overlay).toHaveCount(0);
  expect(await events(page)).toEqual(["closed", "closed"]);
});

test("Wave's page opens in the whole window, and the payer comes back to the checkout's own page", async ({ page }) => {
  const id = await createPayment("wave");
  await page.goto(`${SHOP}/?payment=${id}`);
  await page.getByRole("button", { name: "Payer ma commande" }).click();
  const checkout = page.frameLocator("iframe.payflow-frame");
  // …04: the sandbox never settles it by itself: the payer's approval on Wave's page does.
  await checkout.getByRole("textbox", { name: /^Numéro Mobile Money/ }).fill("0700000004");
  await checkout.getByRole("button", { name: "Payer 15 000 FCFA" }).click();
  await checkout.getByRole("link", { name: "Aller sur Wave" }).click();
  // Not in the frame: the shop's page itself went to Wave's.
  await page.waitForURL((url) => url.origin !== SHOP && !url.pathname.startsWith("/pay/"));
  await page
    .getByRole("button", { name: /approuver|approve/i })
    .or(page.getByRole("link", { name: /approuver|approve/i }))
    .first()
    .click();
  await page.waitForURL((url) => url.pathname === `/pay/${id}`, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 2, name: "Paiement réussi" })).toBeVisible({ timeout: 30_000 });
});

test("a site the business did not register cannot show the checkout", async ({ page }) => {
  const id = await createPayment();
  await page.goto(`${STRANGER}/?payment=${id}`);
  const answer = page.waitForResponse((res) => new URL(res.url()).pathname === `/pay/${id}`);
  await page.getByRole("button", { name: "Payer ma commande" }).click();
  const csp = (await answer).headers()["content-security-policy"] ?? "";
  expect(csp).toContain(`frame-ancestors 'self' ${SHOP}`);
  expect(csp).not.toContain(STRANGER);
  // The browser refuses to draw it: nothing of the checkout, and the shop is told nothing.
  const checkout = page.frameLocator("iframe.payflow-frame");
  await expect(checkout.getByTestId("checkout-amount")).toHaveCount(0);
  const reads = await page.evaluate(async (url) => {
    const res = await fetch(url).catch(() => null);
    return res ? res.status : "refused";
  }, `${E2E.baseURL}/api/checkout/${id}`);
  // Its page may not read the payment's status either (no CORS for it).
  expect(reads).toBe("refused");
  expect(await events(page)).toEqual([]);
});
