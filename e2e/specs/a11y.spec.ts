import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

// axe-core on every public page, in both languages and both themes: no serious or critical
// violation.
const PAGES = ["/", "/learn-more", "/contact", "/login", "/register"];

for (const language of ["fr", "en"] as const) {
  for (const theme of ["light", "dark"] as const) {
    for (const path of PAGES) {
      test(`axe: ${path} in ${language}, ${theme} theme`, async ({ page }) => {
        await page.addInitScript(
          ([lang, scheme]) => {
            localStorage.setItem("appLanguage", lang);
            localStorage.setItem("payflowColorScheme", scheme);
          },
          [language, theme] as const,
        );
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", theme);
        if (path === "/contact") await expect(page.getByTestId("support-details")).toBeVisible();
        const { violations } = await new AxeBuilder({ page }).analyze();
        const serious = violations
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map((v) => ({ rule: v.id, impact: v.impact, targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")) }));
        expect(serious).toEqual([]);
      });
    }
  }
}
