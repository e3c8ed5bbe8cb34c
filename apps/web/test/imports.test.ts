import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Page weight rules that a bundler cannot check: what a page imports at its top decides what
// the browser downloads before the page shows.
const src = path.resolve(import.meta.dirname, "../src");
const files = new Map(
  (readdirSync(src, { recursive: true }) as string[])
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => [f.split(path.sep).join("/"), readFileSync(path.join(src, f), "utf8")]),
);

/** The file and every file it imports statically (relative imports, not types), as paths under src/. */
function staticGraph(start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, spec] of (files.get(file) ?? "").matchAll(/^(?:import|export)(?! type )[^"]*"(\.{1,2}\/[^"]+)";/gm)) {
      const base = path.posix.join(path.posix.dirname(file), spec as string);
      const found = [".ts", ".tsx", "/index.ts", "/index.tsx"].map((ext) => base + ext).find((f) => files.has(f));
      if (found) visit(found);
    }
  };
  visit(start);
  return seen;
}

const CATALOGUE = "i18n/error-texts.ts";
const showsErrorText = (file: string) => /["'`]errors\.[a-zA-Z$]/.test(files.get(file) ?? "");

/** The routes of app/router.tsx outside the QueryLayout, and the layout itself. */
const ROUTE_ROOTS = [
  "features/public/components/LandingPage.tsx",
  "features/public/components/LearnMorePage.tsx",
  "features/public/components/ContactPage.tsx",
  "features/accounts/components/ResetPasswordPage.tsx",
  "components/NotFoundPage.tsx",
  "app/query.tsx",
];

describe("imports that keep pages light", () => {
  it("only lib/toast and the lazy container load @mantine/notifications", () => {
    const direct = [...files].filter(([, text]) => /^import (?!type )[^;]*from "@mantine\/notifications";/m.test(text));
    expect(direct.map(([name]) => name)).toEqual([]);
  });

  it("routes, not components, load the error catalogue: each route whose code shows an errors.* text", () => {
    for (const root of ROUTE_ROOTS) expect(existsSync(path.join(src, root)), root).toBe(true);
    const loads = (root: string) => staticGraph(root).has(CATALOGUE);
    // Everything below the QueryLayout (sign-in, registration, both areas) can show one.
    expect(loads("app/query.tsx")).toBe(true);
    for (const root of ROUTE_ROOTS) {
      const showing = [...staticGraph(root)].filter(showsErrorText);
      if (showing.length > 0) expect(loads(root), `${root} shows ${showing.join(", ")}`).toBe(true);
    }
    // The static pages show no error and do not download the catalogue.
    for (const root of ROUTE_ROOTS.slice(0, 2)) expect(loads(root), root).toBe(false);
  });
});
