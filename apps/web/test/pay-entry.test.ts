import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { CheckoutView } from "@payflow/contracts/payments";
import { fireEvent, screen } from "@testing-library/dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { en } from "../src/i18n/en";
import { errorTextsEn, errorTextsFr } from "../src/i18n/error-texts";
import { fr } from "../src/i18n/fr";
import { loadErrorCatalogue } from "../src/pay/error-words";
import { payTextsEn, payTextsFr } from "../src/pay/texts";
import { PENDING_VIEW, renderPayPage } from "./support/render-pay";

// The payer's page as an entry of its own (pay.html, src/pay): what it may import, its HTML,
// its dictionary, and the language and scheme it shares with the dashboard.

const web = path.resolve(import.meta.dirname, "..");
const pay = path.join(web, "src/pay");

/** The files src/pay runs, with what each imports (not `import type`): relative paths and packages. */
function runtimeImports(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const visit = (file: string) => {
    if (graph.has(file)) return;
    const text = readFileSync(file, "utf8");
    const specs = [...text.matchAll(/^(?:import(?! type )[^"]*?|export(?! type )[^"]*?from )"([^"]+)";/gm)].map(
      (m) => m[1] as string,
    );
    graph.set(file, specs);
    for (const spec of specs.filter((s) => s.startsWith("."))) {
      const base = path.resolve(path.dirname(file), spec);
      const found = [".ts", ".tsx", ""].map((ext) => base + ext).find((f) => /\.(ts|tsx)$/.test(f) && safeRead(f));
      if (found) visit(found);
    }
  };
  for (const name of readdirSync(pay)) if (/\.tsx?$/.test(name)) visit(path.join(pay, name));
  return graph;
}
const safeRead = (file: string) => {
  try {
    readFileSync(file);
    return true;
  } catch {
    return false;
  }
};

function strings(obj: object, prefix = ""): Array<[string, string]> {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === "string" ? [[`${prefix}${k}`, v] as [string, string]] : strings(v as object, `${prefix}${k}.`),
  );
}

describe("the payer's page's entry", () => {
  it("runs none of the dashboard's stack: no React, router, i18next, Mantine, React Query or zod", () => {
    const packages = [...runtimeImports().values()].flat().filter((spec) => !spec.startsWith("."));
    const allowed =
      /^(preact(\/hooks)?|@payflow\/contracts\/(constants|paths|rules|payment-rules|payment-account-rules|error-messages|payment-link-rules|payment-link-page|invoice-lifecycle|invoice-totals|xof))$/;
    expect(packages).toContain("preact/hooks");
    expect(packages.filter((spec) => !allowed.test(spec))).toEqual([]);
    // Nothing of the dashboard's own code either: its features, app shell and components.
    const files = [...runtimeImports().keys()].map((file) => path.relative(path.join(web, "src"), file));
    expect(files.filter((file) => /^(features|app|components)\//.test(file))).toEqual([]);
  });

  it("pay.html: French by default, not indexed, its own script, and both schemes' colours inline", () => {
    const html = readFileSync(path.join(web, "pay.html"), "utf8");
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(html).toContain('<script type="module" src="/src/pay/main.tsx"></script>');
    expect(html).toContain(':root[data-color-scheme="dark"]');
    expect(html).toContain("@media (prefers-color-scheme: dark)");
  });

  it("French has exactly the English texts, none empty, same placeholders; the shared ones are the dashboard's", async () => {
    const english = new Map(strings(payTextsEn));
    const french = new Map(strings(payTextsFr));
    expect([...french.keys()].sort()).toEqual([...english.keys()].sort());
    const placeholders = (s: string) => (s.match(/{{\w+}}/g) ?? []).sort();
    for (const [key, text] of french) {
      expect(text, key).not.toBe("");
      expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ""));
    }
    // The page's first error words are the catalogue's own; the rest is the catalogue, fetched.
    expect(errorTextsEn.errors).toEqual(expect.objectContaining(payTextsEn.errors));
    expect(errorTextsFr.errors).toEqual(expect.objectContaining(payTextsFr.errors));
    expect(await loadErrorCatalogue()).toEqual({ en: errorTextsEn.errors, fr: errorTextsFr.errors });
    expect([payTextsEn.phonePrefix, payTextsFr.phonePrefix]).toEqual([en.auth.phonePrefix, fr.auth.phonePrefix]);
    expect([payTextsEn.theme, payTextsFr.theme]).toEqual([en.theme, fr.theme]);
  });
});

describe("the payer's page: language and scheme, as the dashboard keeps them", () => {
  const view: CheckoutView = { ...PENDING_VIEW, status: "expired", operators: [], mode: "live" };
  const realMatchMedia = window.matchMedia;
  const systemDark = (dark: boolean) => {
    window.matchMedia = ((query: string) => ({
      ...realMatchMedia(query),
      matches: dark && query === "(prefers-color-scheme: dark)",
    })) as typeof window.matchMedia;
  };
  const open = () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify(view), { status: 200 })),
    );
    return renderPayPage(view.id);
  };
  const scheme = () => document.documentElement.dataset.colorScheme;
  afterEach(() => {
    vi.unstubAllGlobals();
    window.matchMedia = realMatchMedia;
    delete document.documentElement.dataset.colorScheme;
  });

  it("the switch changes the language, <html lang> and the title, and is remembered for the dashboard too", async () => {
    open();
    await screen.findByRole("heading", { name: "Lien de paiement expiré" });
    expect(document.documentElement.lang).toBe("fr");
    fireEvent.click(screen.getByRole("button", { name: "Changer de langue (actuelle : Français)" }));
    expect(screen.getByRole("heading", { name: "Payment link expired" })).toBeTruthy();
    expect(document.documentElement.lang).toBe("en");
    expect(document.title).toBe("Payment — PayFlow");
    expect(localStorage.getItem("appLanguage")).toBe("en");
    // As the dashboard's switch before sign-in: the next sign-in keeps the choice.
    expect(localStorage.getItem("appLanguageChosen")).toBe("1");
  });

  it("follows the system's dark scheme until the payer chooses, then keeps the choice where the dashboard reads it", async () => {
    systemDark(true);
    open();
    await screen.findByRole("heading", { name: "Lien de paiement expiré" });
    expect(scheme()).toBe("dark");
    fireEvent.click(screen.getByRole("button", { name: "Passer en mode clair" }));
    expect(scheme()).toBe("light");
    expect(localStorage.getItem("payflowColorScheme")).toBe("light");
    expect(screen.getByTestId("theme-toggle").getAttribute("aria-label")).toBe("Passer en mode sombre");
  });

  it("shows the scheme chosen on the dashboard, whatever the system's", async () => {
    systemDark(false);
    localStorage.setItem("payflowColorScheme", "dark");
    open();
    await screen.findByRole("heading", { name: "Lien de paiement expiré" });
    expect(scheme()).toBe("dark");
    expect(screen.getByTestId("theme-toggle").getAttribute("aria-label")).toBe("Passer en mode clair");
  });
});
