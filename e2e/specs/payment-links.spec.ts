import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { pdfImages, readQr } from "../../apps/server/test/support/pdf";
import { adminApi } from "../support/admin-api";
import { label, signInAsAdmin } from "../support/helpers";

// A payment link as a seller here uses it, on a phone, in French: made on the dashboard, shared
// (its address, WhatsApp, the sticker to print, whose QR code is read back to the address), then
// paid by two payers on two operators — the first failing on MTN and paying with Wave instead —
// while the seller's screen counts the sales by itself. Then deactivated: its page says so.

test.use({ viewport: { width: 375, height: 812 }, locale: "fr-FR" });
test.describe.configure({ timeout: 180_000 });

const FINAL_TIMEOUT = 30_000;
const APPROVE = /approuver|approve/i;

async function fitsThePhone(page: Page) {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className)}`.slice(0, 80));
  });
  expect(overflow).toEqual([]);
}

async function axeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** A payer of their own (their own browser, on a phone, in French) opening the link's address. */
async function payerOn(browser: Browser, address: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: "fr-FR" });
  const page = await context.newPage();
  await page.goto(address);
  return page;
}

async function choose(page: Page, operator: string, phone: string) {
  await page
    .getByRole("radiogroup", { name: "Choisissez votre moyen de paiement" })
    .getByRole("radio", { name: operator })
    .click();
  await page.getByRole("textbox", { name: /^Numéro Mobile Money/ }).fill(phone);
  await page.getByRole("button", { name: /^Payer / }).click();
}

/** On the operator's sandbox payer page: approve, and be sent back to the payment's checkout. */
async function approveAt(page: Page, operator: string) {
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

test("a link made, shared, paid by two payers on two operators, its totals counted live, then deactivated", async ({
  page,
  browser,
}) => {
  const run = randomBytes(3).toString("hex");
  const slug = `pagne-${run}`;
  const title = `Pagne wax ${run}`;

  // The seller makes the link on the dashboard, from the phone's menu.
  await signInAsAdmin(page);
  await page.getByRole("button", { name: "Afficher ou masquer la navigation" }).click();
  await page.getByTestId("nav-paymentLinks").click();
  await expect(page.getByRole("heading", { level: 1, name: "Liens de paiement" })).toBeVisible();
  await page.getByRole("link", { name: "Nouveau lien" }).click();
  const form = page.getByTestId("payment-link-form");
  await form.getByLabel(label("Adresse"), { exact: false }).first().fill(slug);
  await form.getByLabel(label("Titre")).fill(title);
  await form.getByLabel(label("Montant (FCFA)")).fill("2500");
  await form.getByLabel(label("Quantité maximale par paiement")).fill("5");
  for (const operator of ["Wave", "Orange Money", "MTN Mobile Money"])
    await form.getByRole("checkbox", { name: operator }).check();
  await form
    .getByRole("radiogroup", { name: label("Nom") })
    .getByRole("radio", { name: "Obligatoire" })
    .check();
  await form.getByLabel(label("Message après le paiement")).fill("Merci ! Livraison demain.");
  await fitsThePhone(page);
  await form.getByRole("button", { name: "Créer le lien" }).click();

  // Its page: the address to share, WhatsApp's message, the QR code and the sticker.
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const address = (await page.getByTestId("payment-link-url").textContent()) ?? "";
  expect(address).toMatch(new RegExp(`/l/${slug}$`));
  const whatsapp = page.getByRole("link", { name: "Partager sur WhatsApp" });
  const message = decodeURIComponent(
    new URL((await whatsapp.getAttribute("href")) ?? "").searchParams.get("text") ?? "",
  );
  expect(message).toContain(title);
  expect(message).toContain("2 500 FCFA");
  expect(message).toContain(address);
  await expect(page.getByTestId("payment-link-qr")).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Télécharger l'autocollant (PDF)" }).click();
  const sticker = readFileSync((await (await download).path()) ?? "");
  expect(sticker.subarray(0, 4).toString()).toBe("%PDF");
  expect(pdfImages(sticker).map(readQr)).toEqual([address]);
  await fitsThePhone(page);
  await axeClean(page);
  const totals = {
    payments: page.getByTestId("payment-link-total-payments"),
    collected: page.getByTestId("payment-link-total-collected"),
  };
  await expect(totals.payments).toContainText("0");

  // The first payer buys two; MTN refuses (…02: not enough money), they pay with Wave instead.
  const first = await payerOn(browser, address);
  await expect(first.getByRole("heading", { level: 1 })).toContainText("Paiement à");
  await expect(first.getByText(title)).toBeVisible();
  await expect(first.getByTestId("link-amount")).toHaveText("2 500 FCFA");
  await first.getByLabel(label("Quantité")).fill("2");
  await expect(first.getByTestId("link-total")).toHaveText("5 000 FCFA");
  await first.getByRole("button", { name: "Continuer — 5 000 FCFA" }).click();
  // The name is required: said at its field, nothing made.
  await expect(first.getByText("Veuillez répondre à cette question.")).toBeVisible();
  await first.getByLabel(label("Votre nom")).fill("Awa Koné");
  await fitsThePhone(first);
  await axeClean(first);
  await first.getByRole("button", { name: "Continuer — 5 000 FCFA" }).click();
  await first.waitForURL(/\/pay\//);
  const offered = first.getByRole("radiogroup", { name: "Choisissez votre moyen de paiement" });
  await expect(offered.getByRole("radio")).toHaveCount(3);
  await expect(offered.getByRole("radio", { name: "Moov Money" })).toHaveCount(0);
  await choose(first, "MTN Mobile Money", "0500000002");
  await expect(first.getByRole("alert").filter({ hasText: "n'a pas abouti" })).toBeVisible({
    timeout: FINAL_TIMEOUT,
  });
  await choose(first, "Wave", "0700000004");
  await approveAt(first, "Wave");
  await expect(first.getByTestId("link-success-message")).toHaveText("Merci ! Livraison demain.");
  await expect(totals.payments).toContainText("1", { timeout: FINAL_TIMEOUT });
  await expect(totals.collected).toContainText("5 000 FCFA");

  // The second payer pays one with Orange Money.
  const second = await payerOn(browser, address);
  await second.getByLabel(label("Votre nom")).fill("Yao Kouassi");
  await second.getByRole("button", { name: "Continuer — 2 500 FCFA" }).click();
  await second.waitForURL(/\/pay\//);
  await choose(second, "Orange Money", "0700000004");
  await approveAt(second, "Orange Money");
  await expect(totals.payments).toContainText("2", { timeout: FINAL_TIMEOUT });
  await expect(totals.collected).toContainText("7 500 FCFA");
  await expect(page.getByTestId("payment-link-payment")).toHaveCount(2);

  // The list says the same.
  await page.getByRole("button", { name: "Afficher ou masquer la navigation" }).click();
  await page.getByTestId("nav-paymentLinks").click();
  const row = page.getByTestId("payment-link-row").filter({ hasText: title });
  await expect(row).toContainText("7 500 FCFA");

  // Deactivated: the payer's page says it takes no more payments, and the page is a 404.
  await row.getByRole("link", { name: `Ouvrir le lien ${title}` }).click();
  await page.getByRole("button", { name: "Désactiver" }).click();
  await page.getByRole("dialog", { name: "Désactiver ce lien ?" }).getByRole("button", { name: "Désactiver" }).click();
  await expect(page.getByTestId("payment-link-status")).not.toHaveText("Actif");
  const late = await payerOn(browser, address);
  await expect(late.getByRole("heading", { level: 1 })).toHaveText("Ce lien de paiement n'est pas disponible");
  expect((await late.request.get(address)).status()).toBe(404);
});

test("a link's page in English and the dark theme: its words, its form, axe clean, nothing spilling", async ({
  page,
}) => {
  const api = await adminApi();
  const made = await api.post("/api/payment-links", {
    headers: { "x-payflow-mode": "test" },
    data: {
      title: "Cotisation annuelle",
      description: "Association des commerçants du Plateau",
      amountType: "payer_chooses",
      minAmount: 1_000,
      maxAmount: 50_000,
      suggestedAmounts: [5_000, 10_000],
      fields: { name: "required", phone: "optional", email: "optional", note: "required" },
      noteLabel: "Numéro de boutique",
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const link = (await made.json()) as { url: string };
  await api.dispose();
  await page.addInitScript(() => {
    localStorage.setItem("appLanguage", "en");
    localStorage.setItem("payflowColorScheme", "dark");
  });
  await page.goto(link.url);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("html")).toHaveAttribute("data-color-scheme", "dark");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Payment to");
  await expect(page.getByTestId("link-amount")).toHaveText("From 1,000 to 50,000 FCFA");
  await expect(page.getByLabel(label("Numéro de boutique"))).toBeVisible();
  await page.getByRole("button", { name: "10,000 FCFA" }).click();
  await expect(page.getByRole("button", { name: "Continue — 10,000 FCFA" })).toBeVisible();
  await fitsThePhone(page);
  await axeClean(page);
});
