import { expect, type Page, test } from "@playwright/test";
import { holdAppScript, label } from "../support/helpers";
import { unstyledMantineClasses } from "../support/styles";

const PUBLIC_PAGES = ["/", "/learn-more", "/contact", "/login", "/register"] as const;

test("the landing has exactly 4 features, 6 benefits, 3 testimonials and 5 FAQ entries", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Une seule API pour tous les moyens de paiement ivoiriens",
  );
  await expect(page.getByTestId("landing-feature")).toHaveCount(4);
  await expect(page.getByTestId("landing-benefit")).toHaveCount(6);
  await expect(page.getByTestId("landing-testimonial")).toHaveCount(3);
  await expect(page.getByTestId("landing-faq")).toHaveCount(5);
  for (const method of ["Wave", "Orange Money", "MTN Mobile Money", "Moov Money", "Virement bancaire"]) {
    await expect(page.getByRole("listitem").filter({ hasText: new RegExp(`^${method}$`) })).toBeVisible();
  }
  const header = page.getByRole("banner");
  for (const name of ["En savoir plus", "Contact", "Connexion", "Essai gratuit"]) {
    await expect(header.getByRole("link", { name })).toBeVisible();
  }
  await expect(header.getByTestId("language-control")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("Propulsé par une agence digitale");
  // A FAQ answer opens from the keyboard.
  await page.getByText("Combien coûte PayFlow ?").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Le mode test est gratuit.", { exact: false })).toBeVisible();
});

test("the landing's head: language, title, description and Open Graph", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page).toHaveTitle("PayFlow — Paiements Mobile Money et bancaires en Côte d'Ivoire");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Wave, Orange Money/);
  for (const property of ["og:title", "og:description", "og:type", "og:site_name"]) {
    await expect(page.locator(`meta[property="${property}"]`)).toHaveAttribute("content", /\S/);
  }
});

test("each public page has its own title and description", async ({ page }) => {
  const seen = new Set<string>();
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const title = await page.title();
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(seen.has(title), `${path} title "${title}"`).toBe(false);
    expect(seen.has(description ?? ""), `${path} description`).toBe(false);
    seen.add(title);
    seen.add(description ?? "");
  }
});

/** Every section heading and the hero, in one language. */
async function visibleTexts(page: Page) {
  return page.locator("main h1, main h2, main h3, header a, footer h2, footer a").allInnerTexts();
}

test("switching language on the landing changes every visible section", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("landing-faq")).toHaveCount(5);
  const french = await visibleTexts(page);
  expect(french.length).toBeGreaterThan(30);
  await page.getByTestId("language-control").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("One API for every way Côte d'Ivoire pays");
  await expect(page).toHaveTitle("PayFlow — Mobile Money and bank payments in Côte d'Ivoire");
  const english = await visibleTexts(page);
  expect(english).toHaveLength(french.length);
  // Words that read the same in both languages (brand and operator names) are the only repeats.
  const same = new Set(["PayFlow", "API", "Contact", "Mariam K.", "Serge A.", "Fatou D."]);
  const unchanged = french.filter((text, i) => text === english[i] && !same.has(text.trim()));
  expect(unchanged).toEqual([]);
  for (const heading of [
    "Everything you need to get paid",
    "Frequently asked questions",
    "Ready to accept your first payment?",
  ]) {
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  }
  await expect(page.getByRole("contentinfo")).toContainText("Powered by a digital agency");
});

for (const anchor of ["features", "pricing", "integrations", "about", "privacy", "terms"]) {
  test(`/learn-more#${anchor} opens scrolled to its section`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto(`/learn-more#${anchor}`);
    const section = page.locator(`section#${anchor}`);
    await expect(section.getByRole("heading", { level: 2 })).toBeInViewport();
    if (anchor !== "about" && anchor !== "features") {
      await expect(page.getByRole("heading", { level: 1 })).not.toBeInViewport();
    }
  });
}

test("learn more: policy dates, pricing and API links, back button", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "En savoir plus" }).click();
  await expect(page).toHaveURL(/\/learn-more$/);
  for (const id of ["privacy", "terms"]) {
    const date = page.locator(`section#${id} time`);
    await expect(date).toHaveAttribute("datetime", "2025-05-01");
    await expect(date).toHaveText("Dernière mise à jour : 1 mai 2025");
  }
  await expect(page.locator("section#privacy")).toContainText("ARTCI");
  await expect(page.getByRole("link", { name: "Voir la documentation API" })).toHaveAttribute(
    "href",
    "/dashboard/api-keys",
  );
  await page.getByRole("button", { name: "Retour" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/learn-more#pricing");
  await page.getByRole("link", { name: "Nous contacter pour les tarifs" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("contact: every field is checked, then the message is sent and the form clears", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByTestId("support-details")).toContainText("support@payflow.ci");
  await expect(page.getByTestId("support-details")).toContainText("Plateau, Abidjan");
  await page.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(page.getByText("Ce champ est obligatoire.")).toHaveCount(4);

  await page.getByLabel(label("Nom")).fill("Koffi Yao");
  await page.getByLabel(label("E-mail")).fill("koffi@exemple");
  await page.getByLabel(label("Objet")).fill("Devis");
  await page.getByLabel(label("Message")).fill("Bonjour, je voudrais un devis.");
  await page.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(page.getByText("Adresse e-mail invalide.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: label("Message") })).toHaveValue("Bonjour, je voudrais un devis.");

  await page.getByLabel(label("E-mail")).fill("koffi@exemple.ci");
  await page.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Message envoyé !" })).toBeVisible();
  for (const field of ["Nom", "E-mail", "Objet", "Message"])
    await expect(page.getByRole("textbox", { name: label(field) })).toHaveValue("");
});

test("public pages load no dashboard code", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  for (const path of ["/", "/learn-more", "/contact"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  expect(scripts.length).toBeGreaterThan(3);
  const dashboard = scripts.filter((s) =>
    /(AreaRoutes|AreaLayout|DashboardHome|ClientHome|SupportPage|NotificationsPage|query|SessionWatcher)-/.test(s),
  );
  expect(dashboard).toEqual([]);
});

test("sign-in and registration load no dashboard code", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  for (const path of ["/login", "/register"]) {
    await page.goto(path);
    await expect(page.getByTestId("language-control")).not.toHaveAttribute("aria-disabled", "true");
  }
  expect(scripts.some((s) => /\/LoginPage-/.test(s))).toBe(true);
  const dashboard = scripts.filter((s) =>
    /(AreaRoutes|AreaLayout|DashboardHome|ClientHome|SupportPage|NotificationsPage|BarChart)-/.test(s),
  );
  expect(dashboard).toEqual([]);
});

for (const path of PUBLIC_PAGES) {
  test(`${path} fits a 375 px phone without horizontal scrolling`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const wide = [...document.querySelectorAll("body *")]
        .filter((el) => el.getBoundingClientRect().right > width + 1)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 80));
      return { scroll: document.documentElement.scrollWidth, width, wide: wide.slice(0, 5) };
    });
    expect(overflow.wide).toEqual([]);
    expect(overflow.scroll).toBeLessThanOrEqual(overflow.width);
  });
}

test("every Mantine component on the public pages has its styles", async ({ page }) => {
  for (const path of [...PUBLIC_PAGES, "/no-such-page"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await unstyledMantineClasses(page), path).toEqual([]);
  }
  // States that only appear after an action: field errors, the busy button, the sent alert and toast.
  await page.goto("/contact");
  await page.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(page.getByText("Ce champ est obligatoire.")).toHaveCount(4);
  expect(await unstyledMantineClasses(page)).toEqual([]);
  for (const [field, value] of [
    ["Nom", "Awa"],
    ["E-mail", "awa@exemple.ci"],
    ["Objet", "Styles"],
    ["Message", "Bonjour"],
  ]) {
    await page.getByRole("textbox", { name: label(field as string) }).fill(value as string);
  }
  await page.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(
    page.getByRole("alert").or(page.getByRole("status")).filter({ hasText: "Message envoyé !" }).first(),
  ).toBeVisible();
  expect(await unstyledMantineClasses(page)).toEqual([]);
  await page.goto("/login");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByText("Adresse e-mail invalide.").first()).toBeVisible();
  expect(await unstyledMantineClasses(page)).toEqual([]);
});

const PRERENDERED = ["/", "/learn-more", "/contact"] as const;
/** Prerendered too, in the app's frame (no site header or footer). */
const SIGN_IN_PAGES = ["/login", "/register"] as const;

test("the prerendered pages read and look right without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of PRERENDERED) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Connexion" })).toHaveAttribute("href", "/login");
    await expect(page.getByRole("contentinfo")).toContainText("Propulsé par une agence digitale");
    // The theme's colours (Mantine's variables) and every component's rules, with no script.
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue("--mantine-primary-color-filled").trim(),
    );
    expect(primary, path).not.toBe("");
    expect(await unstyledMantineClasses(page), path).toEqual([]);
  }
  await page.goto("/");
  await expect(page.getByTestId("landing-feature")).toHaveCount(4);
  await context.close();
});

for (const theme of ["light", "dark"] as const) {
  test(`the prerendered pages are hydrated, not redrawn (${theme} theme)`, async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.addInitScript((scheme) => {
      localStorage.setItem("payflowColorScheme", scheme);
      // Counts the headings taken out of the page: a redraw replaces them, a hydration keeps them.
      const removed = { count: 0 };
      Object.assign(window, { removedHeadings: removed });
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof Element && (node.matches("h1, h2, form") || node.querySelector("h1, h2, form")))
              removed.count++;
      }).observe(document, { childList: true, subtree: true });
    }, theme);
    for (const path of [...PRERENDERED, ...SIGN_IN_PAGES]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", theme);
      // The switches wait for the script (aria-disabled until then), then work.
      await expect(page.getByTestId("language-control")).not.toHaveAttribute("aria-disabled", "true");
      expect(
        await page.evaluate(() => (window as unknown as { removedHeadings: { count: number } }).removedHeadings.count),
        path,
      ).toBe(0);
    }
    expect(errors).toEqual([]);
    await page.getByTestId("theme-toggle").click();
    await expect(page.locator("html")).toHaveAttribute(
      "data-mantine-color-scheme",
      theme === "dark" ? "light" : "dark",
    );
  });
}

for (const [path, heading] of [
  ["/", "One API for every way Côte d'Ivoire pays"],
  ["/login", "Sign in to PayFlow"],
] as const) {
  test(`a browser kept in English gets ${path} in English, without French shown first`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("appLanguage", "en"));
    // What the first paint would show: the French markup is there but hidden.
    await page.route("**/assets/index-*.js", (route) => route.abort());
    await page.goto(path);
    await expect(page.locator("#root")).toBeHidden();
    await page.unroute("**/assets/index-*.js");
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
}

test("what is typed in the contact form before its script runs is kept and sent", async ({ page }) => {
  // The app's script held back until the fields are filled: a slow network's first seconds.
  const release = await holdAppScript(page);
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  await page.getByRole("textbox", { name: label("Nom") }).fill("Awa Koné");
  await page.getByRole("textbox", { name: label("E-mail") }).fill("awa@exemple.ci");
  await page.getByRole("textbox", { name: label("Objet") }).fill("Avant le script");
  await page.getByRole("textbox", { name: label("Message") }).fill("Tapé avant que la page ne soit prête.");
  release();
  // The button waits for the script (aria-disabled until then), then sends what was typed.
  await page.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Message envoyé !" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: label("Nom") })).toHaveValue("");
});
