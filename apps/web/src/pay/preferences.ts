import { LANGUAGES, type Language } from "@payflow/contracts/constants";
import { LANGUAGE_STORAGE_KEY, markLanguageChosen, storeLanguage } from "../i18n/language-storage";
import { COLOR_SCHEME_STORAGE_KEY } from "../lib/color-scheme";

// The payer's language and light/dark choice, kept where the dashboard keeps them: a payer who
// switches here finds the same choice on PayFlow's other pages, and the other way round.

export type Scheme = "light" | "dark";

/** The payer's language, remembered; as the dashboard's switch before sign-in, the next sign-in keeps it. */
export function chooseLanguage(language: Language): void {
  storeLanguage(language);
  markLanguageChosen();
}

/**
 * The language a page the server wrote for its payer starts in: the one chosen in this browser,
 * else the browser's first choice as the server reads Accept-Language (English when it asks for
 * it, else French).
 */
export function browserLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (value && (LANGUAGES as readonly string[]).includes(value)) return value as Language;
  } catch {
    // storage unavailable: the browser's language
  }
  return /^en\b/i.test(navigator.language ?? "") ? "en" : "fr";
}

const SYSTEM_DARK = "(prefers-color-scheme: dark)";

/** The stored choice ("light" or "dark"); null when none was made or it is "auto" (the system's). */
function storedScheme(): Scheme | null {
  try {
    const value = localStorage.getItem(COLOR_SCHEME_STORAGE_KEY);
    return value === "light" || value === "dark" ? value : null;
  } catch {
    return null;
  }
}

/** The scheme shown: the one chosen in this browser, else the system's (prefers-color-scheme). */
export function currentScheme(): Scheme {
  return storedScheme() ?? (window.matchMedia?.(SYSTEM_DARK).matches ? "dark" : "light");
}

/** Shows a scheme: the page's colours follow <html data-color-scheme> (pay.html's style). */
export function applyScheme(scheme: Scheme): void {
  document.documentElement.dataset.colorScheme = scheme;
}

/** Remembers the payer's choice with the switch. */
export function storeScheme(scheme: Scheme): void {
  try {
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, scheme);
  } catch {
    // not remembered, still shown
  }
}

/** Calls `changed` when the scheme to show changes without the switch: the system's, or another tab's choice. */
export function onSchemeChange(changed: (scheme: Scheme) => void): () => void {
  const system = window.matchMedia?.(SYSTEM_DARK);
  const update = () => changed(currentScheme());
  const fromStorage = (event: StorageEvent) => {
    if (event.key === COLOR_SCHEME_STORAGE_KEY) update();
  };
  system?.addEventListener?.("change", update);
  window.addEventListener("storage", fromStorage);
  return () => {
    system?.removeEventListener?.("change", update);
    window.removeEventListener("storage", fromStorage);
  };
}
