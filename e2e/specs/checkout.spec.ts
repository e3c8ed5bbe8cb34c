import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { adminApi } from "../support/admin-api";
import { unstyledMantineClasses } from "../support/styles";

// The hosted checkout page (/pay/:id) as a payer on a phone sees it, in French and in English:
// the seeded admin creates a test-mode payment through the API, the payer opens its link, pays
// through each operator's sandbox and lands on the final page without reloading it.

test.use({ viewport: { width: 375, height: 812 } });
// Operators answer after a simulated approval and reconciliation polls Moov: give them time.
test.describe.configure({ timeout: 90_000 });

const TEST_MODE = { "x-payflow-mode": "test" };
const FINAL_TIMEOUT = 30_000;
/** The sandbox payer page's button (its own wording, French or English). */
const APPROVE = /approuver|approve/i;

const WORDS = {
  fr: {
    amount: "15 000 FCFA",
    testMode: "Mode test",
    choose: "Choisissez votre moyen de paiement",
    phone: /^Numéro Mobile Money/,
    pay: "Payer 15 000 FCFA",
    payWith: (operator: string) => `Vous payez avec ${operator}`,
    goTo: (operator: string) => `Aller sur ${operator}`,
    prefixMismatch: "Ce numéro n'appartient pas à l'opérateur choisi (07 Orange, 05 MTN, 01 Moov).",
    approveTitle: "Validez le paiement sur votre téléphone",
    sandboxPhone: "Ouvrir le téléphone de test",
    bank: "Virement bancaire",
    bankTitle: "Payer par virement bancaire",
    copyReference: "Copier Référence",
    copiedReference: "Copié Référence",
    succeeded: "Paiement réussi",
    failed: "Paiement échoué",
    insufficientFunds: "Motif : Solde insuffisant sur le compte Mobile Money.",
    retryTitle: "Votre paiement avec MTN Mobile Money n'a pas abouti",
    retryReason: "Solde insuffisant sur le compte Mobile Money.",
    triesLeft: "Encore 2 essais possibles.",
    notFound: "Ce lien de paiement n'existe pas",
    returnToMerchant: "Retour chez le marchand",
    stay: "Rester sur cette page",
  },
  en: {
    amount: "15,000 FCFA",
    testMode: "Test mode",
    choose: "Choose how to pay",
    phone: /^Mobile Money number/,
    pay: "Pay 15,000 FCFA",
    payWith: (operator: string) => `You pay with ${operator}`,
    goTo: (operator: string) => `Go to ${operator}`,
    prefixMismatch: "This number does not belong to the chosen operator (07 Orange, 05 MTN, 01 Moov).",
    approveTitle: "Approve the payment on your phone",
    sandboxPhone: "Open the sandbox phone",
    bank: "Bank transfer",
    bankTitle: "Pay by bank transfer",
    copyReference: "Copy Reference",
    copiedReference: "Copied Reference",
    succeeded: "Payment successful",
    failed: "Payment failed",
    insufficientFunds: "Reason: Insufficient balance on the Mobile Money account.",
    retryTitle: "Your payment with MTN Mobile Money did not go through",
    retryReason: "Insufficient balance on the Mobile Money account.",
    triesLeft: "2 more tries are possible.",
    notFound: "This payment link does not exist",
    returnToMerchant: "Return to the merchant",
    stay: "Stay on this page",
  },
} as const;
type Language = keyof typeof WORDS;
type Words = (typeof WORDS)[Language];

type CreatedPayment = { id: string; code: string; path: string };

async function asAdmin<T>(work: (api: APIRequestContext) => Promise<T>): Promise<T> {
  const api = await adminApi();
  try {
    return await work(api);
  } finally {
    await api.dispose();
  }
}

/** A test-mode payment of 15 000 FCFA created by the seeded admin, as a business would send one. */
function createPayment(extra: Record<string, unknown> = {}): Promise<CreatedPayment> {
  return asAdmin(async (api) => {
    const res = await api.post("/api/payments", {
      headers: TEST_MODE,
      data: { amount: 15_000, description: `Commande e2e ${randomBytes(3).toString("hex")}`, ...extra },
    });
    expect(res.status(), await res.text()).toBe(201);
    const payment = (await res.json()) as { id: string; code: string; checkoutUrl: string };
    return { id: payment.id, code: payment.code, path: new URL(payment.checkoutUrl).pathname };
  });
}

/** A bank account of the admin's company to receive transfers into. */
function createBankAccount(): Promise<{ id: string; accountName: string; holderName: string }> {
  const suffix = randomBytes(3).toString("hex");
  const accountName = `Compte courant ${suffix}`;
  const holderName = `Boutique Awa SARL ${suffix}`;
  return asAdmin(async (api) => {
    const res = await api.post("/api/payment-accounts", {
      headers: TEST_MODE,
      data: { accountName, operatorBank: "Ecobank", accountNumberPhone: "CI0080100100123456789012", holderName },
    });
    expect(res.status(), await res.text()).toBe(201);
    return { id: ((await res.json()) as { id: string }).id, accountName, holderName };
  });
}

/** Opens the payment link in the payer's language; the page marks itself to prove it is never reloaded. */
async function openCheckout(page: Page, language: Language, payment: CreatedPayment) {
  await page.addInitScript((lang) => localStorage.setItem("appLanguage", lang), language);
  await page.goto(payment.path);
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("checkout-amount")).toHaveText(WORDS[language].amount);
  await expect(page.getByText(payment.code)).toBeVisible();
  await expect(page.getByTestId("test-mode-banner")).toContainText(WORDS[language].testMode);
  await markPage(page);
}

const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { __sameCheckoutPage: true }));
const samePage = (page: Page) => page.evaluate(() => "__sameCheckoutPage" in window);

async function expectFitsThePhone(page: Page) {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 80));
  });
  expect(overflow).toEqual([]);
}

async function choose(page: Page, words: Words, operator: string) {
  await page.getByRole("radiogroup", { name: words.choose }).getByRole("radio", { name: operator }).click();
}

async function payWithNumber(page: Page, words: Words, phone: string) {
  await page.getByRole("textbox", { name: words.phone }).fill(phone);
  await page.getByRole("button", { name: words.pay }).click();
}

function approveButton(page: Page): Locator {
  return page
    .getByRole("button", { name: APPROVE })
    .or(page.getByRole("link", { name: APPROVE }))
    .first();
}

/** On the operator's sandbox payer page: approve, and be sent back to the checkout page. */
async function approveAtOperator(page: Page, payment: CreatedPayment) {
  await page.waitForURL((url) => url.pathname !== payment.path);
  await approveButton(page).click();
  await page.waitForURL((url) => url.pathname === payment.path, { timeout: FINAL_TIMEOUT });
}

async function expectFinal(page: Page, heading: string) {
  await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible({ timeout: FINAL_TIMEOUT });
  await expectFitsThePhone(page);
  expect(await unstyledMantineClasses(page)).toEqual([]);
}

for (const language of ["fr", "en"] as const) {
  const words = WORDS[language];

  test(`${language}: Wave — the payer chooses Wave, confirms on Wave's page and comes back to a success`, async ({
    page,
  }) => {
    const payment = await createPayment();
    await openCheckout(page, language, payment);
    const methods = page.getByRole("radiogroup", { name: words.choose });
    for (const operator of ["Wave", "Orange Money", "MTN Mobile Money", "Moov Money"]) {
      await expect(methods.getByRole("radio", { name: operator })).toBeVisible();
    }
    await expectFitsThePhone(page);
    await choose(page, words, "Wave");
    // …04: the sandbox never settles it by itself, so the payer's own choice decides, however slow the run.
    await payWithNumber(page, words, "0700000004");
    const go = page.getByRole("link", { name: words.goTo("Wave") });
    await expect(go).toBeVisible();
    // On a phone the QR code (for desktops) is not shown.
    await expect(page.getByRole("img", { name: /QR/ })).toHaveCount(0);
    await expectFitsThePhone(page);
    await go.click();
    await approveAtOperator(page, payment);
    await expectFinal(page, words.succeeded);
  });

  test(`${language}: Orange Money fixed by the business — no choice, the number is checked, success after Orange's page`, async ({
    page,
  }) => {
    const payment = await createPayment({ operator: "orange_money" });
    await openCheckout(page, language, payment);
    await expect(page.getByText(words.payWith("Orange Money"))).toBeVisible();
    await expect(page.getByRole("radiogroup")).toHaveCount(0);
    // An MTN number for Orange is refused on the page, and what was typed stays.
    await payWithNumber(page, words, "0500000008");
    await expect(page.getByText(words.prefixMismatch)).toBeVisible();
    await expect(page.getByRole("textbox", { name: words.phone })).toHaveValue("0500000008");
    expect(await unstyledMantineClasses(page)).toEqual([]);
    await payWithNumber(page, words, "0700000004");
    await page.getByRole("link", { name: words.goTo("Orange Money") }).click();
    await approveAtOperator(page, payment);
    await expectFinal(page, words.succeeded);
  });

  for (const [operator, phone] of [
    // …04: nothing settles by itself; the approval on the phone does.
    ["MTN Mobile Money", "0500000004"],
    ["Moov Money", "0100000004"],
  ] as const) {
    test(`${language}: ${operator} — approve on the phone, the page turns to success by itself`, async ({ page }) => {
      const payment = await createPayment();
      await openCheckout(page, language, payment);
      await choose(page, words, operator);
      await payWithNumber(page, words, phone);
      await expect(page.getByRole("heading", { level: 2, name: words.approveTitle })).toBeVisible();
      await expect(page.getByText(`+225 ••••••••${phone.slice(-2)}`, { exact: false })).toBeVisible();
      const sandbox = page.getByRole("link", { name: words.sandboxPhone });
      await expect(sandbox).toHaveAttribute("href", new RegExp(`/sandbox/(mtn_momo|moov_money)/phone/${phone}$`));
      await expectFitsThePhone(page);
      expect(await unstyledMantineClasses(page)).toEqual([]);
      // The payer approves this payment on the sandbox phone (a phone someone looks at waits for
      // their choice); the checkout page follows without a reload.
      const phonePage = await page.context().newPage();
      await phonePage.goto((await sandbox.getAttribute("href")) ?? "");
      await phonePage.locator(".card", { hasText: payment.id }).getByRole("button", { name: APPROVE }).click();
      await expect(phonePage.locator(".card", { hasText: payment.id })).toHaveCount(0);
      await phonePage.close();
      await page.bringToFront();
      await expectFinal(page, words.succeeded);
      expect(await samePage(page)).toBe(true);
    });
  }

  test(`${language}: insufficient funds — the failure page says why`, async ({ page }) => {
    // …02 is refused by the operator at once (docs/OPERATORS.md, The sandboxes): the page turns to the failure by itself.
    const [operator, phone] = language === "fr" ? ["wave", "0700000002"] : ["mtn_momo", "0500000002"];
    const payment = await createPayment({ operator });
    await openCheckout(page, language, payment);
    await payWithNumber(page, words, phone);
    await expectFinal(page, words.failed);
    await expect(page.getByText(words.insufficientFunds)).toBeVisible();
    expect(await samePage(page)).toBe(true);
  });

  test(`${language}: a failed attempt — the page says why and the payer pays with another operator`, async ({
    page,
  }) => {
    // Created without an operator: the payer chose, so the payer may choose again (docs/PAYMENTS.md § Another try).
    const payment = await createPayment();
    await openCheckout(page, language, payment);
    await choose(page, words, "MTN Mobile Money");
    await payWithNumber(page, words, "0500000002");
    const notice = page.getByRole("alert").filter({ hasText: words.retryTitle });
    await expect(notice).toBeVisible({ timeout: FINAL_TIMEOUT });
    await expect(notice).toContainText(words.retryReason);
    await expect(notice).toContainText(words.triesLeft);
    await expect(page.getByTestId("checkout-status")).toHaveText(words.retryTitle);
    await expectFitsThePhone(page);
    // Every method is offered again; Moov approves at once (…01) and reconciliation finds it.
    await choose(page, words, "Moov Money");
    await payWithNumber(page, words, "0100000001");
    await expectFinal(page, words.succeeded);
    expect(await samePage(page)).toBe(true);
  });

  test(`${language}: bank transfer — the details with copy buttons, then success when the business marks it received`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const account = await createBankAccount();
    const payment = await createPayment({ paymentAccountId: account.id });
    await openCheckout(page, language, payment);
    await choose(page, words, words.bank);
    await expect(page.getByRole("textbox", { name: words.phone })).toHaveCount(0);
    await page.getByRole("button", { name: words.pay }).click();
    await expect(page.getByRole("heading", { level: 2, name: words.bankTitle })).toBeVisible();
    const details = page.getByTestId("bank-details");
    // The legal holder, not the account's nickname; the RIB grouped as banks print it.
    for (const text of ["Ecobank", account.holderName, "CI008 01001 001234567890 12", payment.code]) {
      await expect(details.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(details.getByText(account.accountName)).toHaveCount(0);
    await page.getByRole("button", { name: words.copyReference }).click();
    await expect(page.getByRole("button", { name: words.copiedReference })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(payment.code);
    // The confirmation goes back after 2 s.
    await expect(page.getByRole("button", { name: words.copyReference })).toBeVisible();
    await expectFitsThePhone(page);
    expect(await unstyledMantineClasses(page)).toEqual([]);

    await asAdmin(async (api) => {
      const res = await api.post(`/api/payments/${payment.id}/mark-received`, { headers: TEST_MODE });
      expect(res.status(), await res.text()).toBe(200);
    });
    await expectFinal(page, words.succeeded);
    expect(await samePage(page)).toBe(true);
  });

  test(`${language}: a merchant's way back — its whole label on the phone, and the payer may stay`, async ({
    page,
  }) => {
    const back = "https://shop.example.ci/merci";
    const payment = await createPayment({ operator: "mtn_momo", successUrl: back, errorUrl: back });
    await openCheckout(page, language, payment);
    await payWithNumber(page, words, "0500000001");
    // Stopped before the countdown's end: the checks below then see this page.
    await page.getByRole("button", { name: words.stay }).click({ timeout: FINAL_TIMEOUT });
    await expectFinal(page, words.succeeded);
    const link = page.getByRole("link", { name: words.returnToMerchant });
    await expect(link).toHaveAttribute("href", `${back}?status=succeeded&tx_ref=${payment.id}`);
    // Mantine cuts a button's label that does not fit: every character of it must show.
    const cut = await link.evaluate((a) =>
      [a, ...a.querySelectorAll("*")].some((el) => el.scrollWidth > el.clientWidth + 1),
    );
    expect(cut).toBe(false);
    expect(await samePage(page)).toBe(true);
  });

  test(`${language}: a link that does not exist says so, and nothing else`, async ({ page }) => {
    await page.addInitScript((lang) => localStorage.setItem("appLanguage", lang), language);
    await page.goto("/pay/pay_doesnotexist000");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.notFound);
    await expect(page.getByRole("link")).toHaveCount(0);
    expect(await unstyledMantineClasses(page)).toEqual([]);
  });
}

// axe-core on the checkout page in both languages and both themes: no serious or critical
// violation, on the choice with a refused number, on the approve-on-phone step and after a failed attempt.
for (const language of ["fr", "en"] as const) {
  for (const theme of ["light", "dark"] as const) {
    test(`axe: checkout page in ${language}, ${theme} theme`, async ({ page }) => {
      const words = WORDS[language];
      const payment = await createPayment();
      await page.addInitScript(
        ([lang, scheme]) => {
          localStorage.setItem("appLanguage", lang);
          localStorage.setItem("payflowColorScheme", scheme);
        },
        [language, theme] as const,
      );
      await page.goto(payment.path);
      await expect(page.locator("html")).toHaveAttribute("data-color-scheme", theme);
      await choose(page, words, "Orange Money");
      await payWithNumber(page, words, "0500000008");
      await expect(page.getByText(words.prefixMismatch)).toBeVisible();
      const serious = async () =>
        (await new AxeBuilder({ page }).analyze()).violations
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map((v) => ({ rule: v.id, targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")) }));
      expect(await serious()).toEqual([]);
      await choose(page, words, "MTN Mobile Money");
      await payWithNumber(page, words, "0500000008");
      await expect(page.getByRole("heading", { level: 2, name: words.approveTitle })).toBeVisible();
      expect(await serious()).toEqual([]);
      // After a failed attempt: the notice above the choice offered again.
      await page.goto((await createPayment()).path);
      await choose(page, words, "MTN Mobile Money");
      await payWithNumber(page, words, "0500000002");
      await expect(page.getByRole("alert").filter({ hasText: words.retryTitle })).toBeVisible();
      expect(await serious()).toEqual([]);
    });
  }
}
