// Through ./index so the instance is initialised before anything is added.
import i18n from "./index";

/**
 * Adds a feature's strings in both languages. Features call it when their code loads, so the
 * first page only downloads the strings it shows.
 */
export function addTranslations(bundle: { en: object; fr: object }): void {
  i18n.addResourceBundle("en", "translation", bundle.en, true, true);
  i18n.addResourceBundle("fr", "translation", bundle.fr, true, true);
}
