import { addTranslations } from "./add-translations";
import { errorTextsEn, errorTextsFr } from "./error-catalogue";

// The error catalogue (docs/PRODUCT.md §8, error-catalogue.ts) for the dashboard's i18next. Loaded
// by the pages that can show an error (every page that talks to the server or has a form), not
// by the static public pages.

export { errorTextsEn, errorTextsFr };

addTranslations({ en: errorTextsEn, fr: errorTextsFr });
