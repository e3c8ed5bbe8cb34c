import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { adminApi } from "../support/admin-api";
import { E2E } from "../support/env";
import { createStaffUser } from "../support/staff";

// No screen shows an i18n key instead of words: every staff screen (/dashboard and its children),
// the client portal and the public pages, in French and in English. A missing translation would
// show as "pos.snippets.title"; the walk lists every such text node per page and fails on any.

const PUBLIC = ["/", "/learn-more", "/contact", "/login", "/register"];
const STAFF = [
  "",
  "/transactions",
  "/clients",
  "/pos",
  "/reports",
  "/payouts",
  "/users",
  "/settings",
  "/support",
  "/profile",
  "/accounts",
  "/preferences",
  "/team",
  "/api-keys",
  "/operator-api-config",
  "/notifications",
  "/permissions",
  "/en-savoir-plus",
  "/documentation",
  "/audit-log",
  "/emails",
].map((p) => `/dashboard${p}`);
const PORTAL = ["", "/transactions", "/profile", "/support", "/notifications"].map((p) => `/client-dashboard${p}`);

/** The visible texts (text nodes, placeholders) that read like "area.group.key". */
function rawKeysOnPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const KEY = /^[a-z][a-zA-Z]+(\.[a-zA-Z0-9_]+)+$/;
    // Not keys: domains and file names ("example.ci", "report.csv"), webhook event names
    // ("payment.success") and amounts (digits never start a key).
    const NOT_A_KEY =
      /\.(ci|com|fr|org|net|io|dev|json|csv|pdf|php|js|ts|txt|xlsx|png|svg)$|^(payment|refund|webhook)\.[a-z]+$/;
    const looksLikeKey = (text: string) => KEY.test(text) && !NOT_A_KEY.test(text);
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? "";
      const parent = node.parentElement;
      if (!text || !parent || parent.closest("script, style, code, pre")) continue;
      if (looksLikeKey(text) && parent.checkVisibility()) found.push(text);
    }
    for (const field of document.querySelectorAll<HTMLInputElement>("input[placeholder], textarea[placeholder]")) {
      if (looksLikeKey(field.placeholder) && field.checkVisibility()) found.push(`placeholder ${field.placeholder}`);
    }
    return found;
  });
}

/**
 * Opens each path and answers "path: key" for every raw key it shows once the page settled. The
 * first path loads the app; the others are client-side navigations (as a click in the menu), which
 * keeps the walk of ~30 screens per language fast.
 */
async function walk(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const [i, path] of paths.entries()) {
    if (i === 0) await page.goto(path);
    else {
      await page.evaluate((to) => {
        for (const title of document.querySelectorAll("h1")) title.dataset.seen = "true";
        window.history.pushState(null, "", to);
        window.dispatchEvent(new PopStateEvent("popstate"));
      }, path);
    }
    await expect(page).toHaveURL((url) => url.pathname === path);
    // The new screen's own title, then its lists (their spinners gone).
    // Each screen loads its own chunk first (a blank page meanwhile): slow on a busy machine.
    await expect(page.locator("h1:not([data-seen])").first(), path).toBeVisible({ timeout: 30_000 });
    await expect(page.locator(".mantine-Loader-root:visible")).toHaveCount(0);
    for (const key of await rawKeysOnPage(page)) found.push(`${path}: ${key}`);
  }
  return found;
}

async function signInThroughApi(api: APIRequestContext, email: string, password: string) {
  const res = await api.post("/api/auth/sign-in/email", { data: { email, password } });
  expect(res.ok(), await res.text()).toBe(true);
}

async function saveLanguage(api: APIRequestContext, language: "fr" | "en") {
  const res = await api.patch("/api/me/preferences", { data: { language } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** A client with a portal login who already chose their own password. */
async function clientLogin() {
  const id = randomBytes(3).toString("hex");
  const client = { name: `Boutique ${id}`, email: `keys.${id}@example.ci`, password: "Temp-pass-123" };
  const admin = await adminApi();
  const created = await admin.post("/api/clients", { data: client });
  expect(created.status(), await created.text()).toBe(201);
  await admin.dispose();
  return client;
}

for (const language of ["fr", "en"] as const) {
  test(`no screen shows a raw translation key (${language})`, async ({ browser }) => {
    // About 30 s on a quiet machine; the ceiling leaves room for a busy one.
    test.setTimeout(120_000);
    const client = await clientLogin();
    const found: string[] = [];
    const open = async () => {
      const context = await browser.newContext({ extraHTTPHeaders: { origin: E2E.baseURL } });
      await context.addInitScript((lang) => localStorage.setItem("appLanguage", lang), language);
      return context;
    };

    const visitor = await open();
    found.push(...(await walk(await visitor.newPage(), PUBLIC)));
    await visitor.close();

    // An admin of their own: a signed-in person's saved language wins over the browser's, and the
    // seeded admin's is shared with the other specs.
    const admin = await createStaffUser("admin", "Aya Admin");
    const staff = await open();
    await signInThroughApi(staff.request, admin.email, admin.password);
    await saveLanguage(staff.request, language);
    found.push(...(await walk(await staff.newPage(), STAFF)));
    await staff.close();

    const portal = await open();
    await signInThroughApi(portal.request, client.email, client.password);
    const newPassword = "My-own-pass-1";
    const changed = await portal.request.post("/api/me/password", {
      data: { currentPassword: client.password, newPassword, confirmPassword: newPassword },
    });
    expect(changed.ok(), await changed.text()).toBe(true);
    await signInThroughApi(portal.request, client.email, newPassword);
    await saveLanguage(portal.request, language);
    found.push(...(await walk(await portal.newPage(), PORTAL)));
    await portal.close();

    expect(found).toEqual([]);
  });
}
