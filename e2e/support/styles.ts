import type { Page } from "@playwright/test";

/**
 * Mantine classes (m_xxxx) on the page that no loaded stylesheet mentions: a component shown
 * without its styles (the public pages load only part of Mantine's sheet).
 */
export function unstyledMantineClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const styled = new Set<string>();
    const walk = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) {
          for (const m of rule.selectorText.matchAll(/\.(m_[0-9a-f]+)/g)) styled.add(m[1] ?? "");
        }
        if ("cssRules" in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) walk(sheet.cssRules);
    const used = [...document.querySelectorAll("*")].flatMap((e) =>
      [...e.classList].filter((c) => /^m_[0-9a-f]+$/.test(c)),
    );
    return [...new Set(used)].filter((c) => !styled.has(c));
  });
}
