import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "@payflow/contracts/constants";

// Where this browser keeps the interface language, without i18next: the dashboard (i18n/index.ts)
// and the payer's page (src/pay) read and write the same keys, so a choice made on one holds on
// the other.

export const LANGUAGE_STORAGE_KEY = "appLanguage";

export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (value && (LANGUAGES as readonly string[]).includes(value)) return value as Language;
  } catch {
    // storage unavailable (private mode): use the default
  }
  return DEFAULT_LANGUAGE;
}

/** Remembers the language in this browser (not remembered when storage is unavailable). */
export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // not remembered, still applied
  }
}

// Set when the person picks a language with the switch before signing in. The profile cannot
// tell a language its owner chose from the default they never touched, so a choice made in this
// browser since the last sign-in wins over the profile's, and is then saved to it.
const CHOSEN_STORAGE_KEY = "appLanguageChosen";

/** Remembers that the current language was chosen here, for the next sign-in to keep. */
export function markLanguageChosen(): void {
  try {
    localStorage.setItem(CHOSEN_STORAGE_KEY, "1");
  } catch {
    // storage unavailable: the profile's language will apply at sign-in
  }
}

/**
 * The language chosen here since the last sign-in, if any. Asking keeps the mark: it is forgotten
 * (forgetChosenLanguage) only once the profile holds the choice, so a reload while it is being
 * saved does not lose it.
 */
export function chosenLanguage(): Language | null {
  try {
    if (localStorage.getItem(CHOSEN_STORAGE_KEY) === null) return null;
  } catch {
    return null;
  }
  return storedLanguage();
}

/** The chosen language is now the profile's: the next sign-in follows the profile again. */
export function forgetChosenLanguage(): void {
  try {
    localStorage.removeItem(CHOSEN_STORAGE_KEY);
  } catch {
    // storage unavailable: nothing was remembered
  }
}
