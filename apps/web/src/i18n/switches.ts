import type { Widen } from "./widen";

// The language and theme switches' words: the dashboard's core strings (en.ts, fr.ts) and the
// payer's page (src/pay) read them from here, without i18next.

export const switchesEn = {
  language: {
    switchTo: "Switch language (current: {{current}})",
    fr: "Français",
    en: "English",
  },
  theme: {
    toDark: "Switch to dark mode",
    toLight: "Switch to light mode",
  },
} as const;

export const switchesFr: Widen<typeof switchesEn> = {
  language: {
    switchTo: "Changer de langue (actuelle : {{current}})",
    fr: "Français",
    en: "English",
  },
  theme: {
    toDark: "Passer en mode sombre",
    toLight: "Passer en mode clair",
  },
};
