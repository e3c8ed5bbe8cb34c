import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { pdfImages, readQr } from "../../apps/server/test/support/pdf";
import { adminApi } from "../support/admin-api";
import { label, signInAsAdmin } from "../support/helpers";

// An invoice as a business here lives it, on a phone, in French: drafted on the dashboard,
// issued and certified by the tax office's (sandbox) platform, sent to its client, its PDF's QR
// code read back to the platform's verification page; then paid by the client from the invoice's
// page in two parts on two operators, the business's screen following. And a reminder, due for
// an invoice past its date, seen in the outbox.

test.use({ viewport: { width: 375, height: 812 }, locale: "fr-FR" });
test.describe.configure({ timeout: 240_000 });

const FINAL_TIMEOUT = 30_000;
const APPROVE = /approuver|approve/i;
const run = () => Math.random().toString(36).slice(2, 8);

/** Nothing spills past the phone's width: the page never scrolls sideways (a wide table scrolls in its own box). */
async function fitsThePhone(page: Page) {
  const spill = await page.evaluate(() => {
    const scrolls = (el: Element | null): boolean => {
      for (let e = el; e && e !== document.body; e = e.parentElement) {
        const style = getComputedStyle(e);
        if ((style.overflowX === "auto" || style.overflowX === "scroll") && e.scrollWidth > e.clientWidth) return true;
      }
      return false;
    };
    const width = document.documentElement.clientWidth;
    return {
      page: document.documentElement.scrollWidth - width,
      elements: [...document.querySelectorAll("body *")]
        .filter((el) => el.getBoundingClientRect().right > width + 1 && !scrolls(el))
        .map((el) => `${el.tagName.toLowerCase()}.${String(el.className)}`.slice(0, 80)),
    };
  });
  expect(spill).toEqual({ page: 0, elements: [] });
}

async function axeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** A client with the email and phone the tax office's platform asks for, made through the API. */
async function newClient(name: string) {
  const api = await adminApi();
  const res = await api.post("/api/clients", {
    data: {
      name,
      contactPerson: "Awa Koné",
      email: `compta.${run()}@boutique.ci`,
      phone: "07 08 09 10 11",
      address: "Cocody",
      status: "active",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { client } = (await res.json()) as { client: { id: string } };
  await api.dispose();
  return client;
}

/** The client, on a phone of their own, at the invoice's page. */
async function clientOn(browser: Browser, address: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: "fr-FR" });
  const page = await context.newPage();
  await page.goto(address);
  return page;
}

/** Pays on the checkout page with this operator, approving on its sandbox page, back at the invoice. */
async function payWith(page: Page, operator: string, phone: string) {
  await page.waitForURL(/\/pay\//);
  await page
    .getByRole("radiogroup", { name: "Choisissez votre moyen de paiement" })
    .getByRole("radio", { name: operator })
    .click();
  await page.getByRole("textbox", { name: /^Numéro Mobile Money/ }).fill(phone);
  await page.getByRole("button", { name: /^Payer / }).click();
  const checkout = new URL(page.url()).pathname;
  await page.getByRole("link", { name: `Aller sur ${operator}` }).click();
  await page.waitForURL((url) => url.pathname !== checkout);
  await page
    .getByRole("button", { name: APPROVE })
    .or(page.getByRole("link", { name: APPROVE }))
    .first()
    .click();
  await page.waitForURL((url) => url.pathname === checkout, { timeout: FINAL_TIMEOUT });
  await expect(page.getByRole("heading", { level: 2, name: "Paiement réussi" })).toBeVisible({
    timeout: FINAL_TIMEOUT,
  });
}

test("an invoice drafted, certified, sent, its PDF's QR code read, then paid in two parts on two operators", async ({
  page,
  browser,
}) => {
  const clientName = `Clinique Les Palmiers ${run()}`;
  await newClient(clientName);

  // The business drafts it from the phone's menu.
  await signInAsAdmin(page);
  await page.getByRole("button", { name: "Afficher ou masquer la navigation" }).click();
  await page.getByTestId("nav-invoices").click();
  await expect(page.getByRole("heading", { level: 1, name: "Factures" })).toBeVisible();
  await page.getByRole("link", { name: "Nouvelle facture" }).click();
  const form = page.getByTestId("invoice-form");
  await form.getByTestId("invoice-client").fill(clientName.slice(0, 18));
  await page.getByRole("option", { name: clientName }).click();
  await form.getByRole("radio", { name: "Particulier (B2C)" }).check();
  const line = form.getByTestId("invoice-line").first();
  await line.getByLabel(label("Désignation")).fill("Consultation spécialisée");
  await line.getByLabel(label("Quantité")).fill("2");
  await line.getByLabel(label("Prix unitaire HT (FCFA)")).fill("25000");
  await form.getByLabel(label("Tranche minimale (FCFA)")).fill("10000");
  // 2 × 25,000 at 18 % VAT: 59,000 TTC, computed as typed.
  await expect(form.getByText("59 000 FCFA").first()).toBeVisible();
  await fitsThePhone(page);
  await form.getByRole("button", { name: "Enregistrer et émettre" }).click();

  // Issued and certified by the platform (the sandbox in test mode).
  await expect(page.getByTestId("invoice-number")).toHaveText(/^FAC-\d{4}-\d{6}$/, { timeout: FINAL_TIMEOUT });
  const number = (await page.getByTestId("invoice-number").textContent()) ?? "";
  await expect(page.getByTestId("invoice-fne-number")).toBeVisible({ timeout: FINAL_TIMEOUT });
  const verify = await page.getByRole("link", { name: "La vérifier sur le site de la DGI" }).getAttribute("href");
  expect(verify).toMatch(/^https?:\/\//);
  await fitsThePhone(page);
  await axeClean(page);

  // Its PDF carries the platform's QR code.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Télécharger le PDF" }).click();
  await page.getByRole("menuitem", { name: "Français" }).click();
  const file = readFileSync((await (await download).path()) ?? "");
  expect(file.subarray(0, 4).toString()).toBe("%PDF");
  expect(pdfImages(file).map(readQr)).toEqual([verify]);

  // Sent to the client, by email and WhatsApp.
  await page.getByRole("button", { name: "Envoyer", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Envoyer la facture" });
  await dialog.getByRole("button", { name: "Envoyer" }).click();
  await expect(page.getByTestId("invoice-activity")).toContainText("Envoyée au client");
  const address = (await page.getByTestId("invoice-pay-url").textContent())?.trim() ?? "";
  expect(address).toMatch(/\/i\/inv_/);

  // The client pays 20,000 with Wave, then the rest with Orange Money.
  const payer = await clientOn(browser, address);
  await expect(payer.getByText(`Facture ${number}`)).toBeVisible();
  await expect(payer.getByText(/Certifiée par la DGI/)).toBeVisible();
  await fitsThePhone(payer);
  await axeClean(payer);
  await payer.getByLabel(label("Montant à payer")).fill("20000");
  await payer.getByRole("button", { name: "Payer 20 000 FCFA" }).click();
  await payWith(payer, "Wave", "0700000004");
  await expect(page.getByTestId("invoice-remaining")).toContainText("39 000 FCFA", { timeout: FINAL_TIMEOUT });
  await expect(page.getByTestId("invoice-state")).toHaveText("Partiellement payée");

  const again = await clientOn(browser, address);
  await expect(again.getByText("Reste à payer").first()).toBeVisible();
  await again.getByRole("button", { name: "Payer 39 000 FCFA" }).click();
  await payWith(again, "Orange Money", "0700000004");
  await expect(page.getByTestId("invoice-state")).toHaveText("Payée", { timeout: FINAL_TIMEOUT });
  await expect(page.getByTestId("invoice-part")).toHaveCount(2);
  await again.goto(address);
  await expect(again.getByText("Facture payée — merci")).toBeVisible();
});

/** A time zone where it is now between 09:00 and 19:00: a reminder due now is not held for the quiet hours. */
function daytimeZone(): string {
  for (const zone of [
    "Africa/Abidjan",
    "Asia/Tokyo",
    "Asia/Kolkata",
    "America/New_York",
    "Pacific/Honolulu",
    "Pacific/Kiritimati",
  ]) {
    const hour = Number(
      new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", hourCycle: "h23" }).format(new Date()),
    );
    if (hour >= 9 && hour < 19) return zone;
  }
  return "Africa/Abidjan";
}

test("a reminder of an invoice past its due date, seen in the outbox", async ({ page }) => {
  const client = await newClient(`Pharmacie du Plateau ${run()}`);
  const api = await adminApi();
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const made = await api.post("/api/invoices", {
    headers: { "x-payflow-mode": "test" },
    data: {
      clientId: client.id,
      template: "B2C",
      lines: [{ description: "Médicaments", quantity: 1, unitPrice: 42_000, taxCode: "TVAD" }],
      dueDate: yesterday,
      reminders: { daysBefore: null, onDueDate: false, everyDaysAfter: 1, max: 2, timeZone: daytimeZone() },
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  const issued = await api.post(`/api/invoices/${id}/finalize`, { headers: { "x-payflow-mode": "test" } });
  const { number } = (await issued.json()) as { number: string };
  await api.dispose();

  await signInAsAdmin(page);
  await page.goto("/dashboard/emails");
  // The reminders' round runs every 15 s: the screen is read again until the reminder is there.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(`Rappel : facture ${number}`).first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000] });
  await page.goto(`/dashboard/invoices/${id}`);
  await expect(page.getByTestId("invoice-activity")).toContainText("Relance envoyée");
});
