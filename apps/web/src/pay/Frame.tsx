/** @jsxImportSource preact */
import type { Language } from "@payflow/contracts/constants";
import type { ComponentChildren } from "preact";
import { useEffect, useState } from "preact/hooks";
import { applyScheme, currentScheme, onSchemeChange, storeScheme } from "./preferences";
import { Icon, useWords } from "./ui";
import { fill } from "./words";

/** Dark/light switch; applies at once and follows the system's scheme until the payer chooses. */
function ThemeSwitch() {
  const { w } = useWords();
  const [scheme, setScheme] = useState(currentScheme);
  useEffect(() => applyScheme(scheme), [scheme]);
  useEffect(() => onSchemeChange(setScheme), []);
  const dark = scheme === "dark";
  return (
    <button
      type="button"
      class="icon-button"
      onClick={() => {
        const next = dark ? "light" : "dark";
        storeScheme(next);
        setScheme(next);
      }}
      aria-label={dark ? w.theme.toLight : w.theme.toDark}
      data-testid="theme-toggle"
    >
      <Icon name={dark ? "sun" : "moon"} />
    </button>
  );
}

/** Switches between French and English; shows the current code (FR/EN). */
function LanguageSwitch({ onChange }: { onChange: (language: Language) => void }) {
  const { language, w } = useWords();
  return (
    <button
      type="button"
      class="text-button"
      onClick={() => onChange(language === "fr" ? "en" : "fr")}
      aria-label={fill(w.language.switchTo, { current: w.language[language] })}
      data-testid="language-control"
    >
      {language.toUpperCase()}
    </button>
  );
}

/**
 * The payer's page around its content: PayFlow's mark (not a link: the payer stays on their
 * payment), the language and theme switches, one narrow column that fits a 375 px phone.
 */
export function Frame({
  onLanguage,
  children,
}: {
  onLanguage: (language: Language) => void;
  children: ComponentChildren;
}) {
  const { w } = useWords();
  return (
    <>
      <header class="top">
        <span class="brand">
          <img src="/favicon.svg" alt="" width={24} height={24} />
          PayFlow
        </span>
        <span class="switches">
          <LanguageSwitch onChange={onLanguage} />
          <ThemeSwitch />
        </span>
      </header>
      <main id="main-content">{children}</main>
      <footer class="bottom">
        <Icon name="lock" size={14} />
        <span class="dimmed small">{w.securedBy}</span>
      </footer>
    </>
  );
}
