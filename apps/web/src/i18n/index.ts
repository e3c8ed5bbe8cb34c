import { LANGUAGES, type Language } from "@payflow/contracts/constants";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import type { areaEn } from "../app/layouts/area-i18n";
import type { passwordChangeEn } from "../features/accounts/i18n-password-change";
import type { recoveryEn } from "../features/accounts/i18n-recovery";
import type { apiKeysEn } from "../features/api-keys/i18n";
import type { checkoutOriginsEn } from "../features/api-keys/i18n-checkout-origins";
import type { clientsEn } from "../features/clients/i18n";
import type { helpEn } from "../features/help/i18n";
import type { invoicesEn } from "../features/invoices/i18n";
import type { invoiceDetailEn } from "../features/invoices/i18n-detail";
import type { invoiceFormEn } from "../features/invoices/i18n-form";
import type { reminderFieldsEn } from "../features/invoices/i18n-reminders";
import type { notificationsEn } from "../features/notifications/i18n";
import type { operatorConfigEn } from "../features/operator-credentials/i18n";
import type { paymentAccountsEn } from "../features/payment-accounts/i18n";
import type { paymentLinksEn } from "../features/payment-links/i18n";
import type { paymentFailureEn } from "../features/payments/failure-i18n";
import type { transactionsEn } from "../features/payments/list/i18n";
import type { posEn } from "../features/payments/pos/i18n";
import type { payoutBatchesEn } from "../features/payouts/batch-i18n";
import type { payoutsEn } from "../features/payouts/i18n";
import type { clientPortalEn } from "../features/portal/i18n";
import type { profileEn } from "../features/profile/i18n";
import type { securityEn } from "../features/profile/i18n-security";
import type { contactEn } from "../features/public/contact-i18n";
import type { landingEn } from "../features/public/landing-i18n";
import type { learnMoreEn } from "../features/public/learn-more-i18n";
import type { siteChromeEn } from "../features/public/site-i18n";
import type { recurringPlansEn } from "../features/recurring-plans/i18n";
import type { planFormEn } from "../features/recurring-plans/i18n-form";
import type { dashboardEn } from "../features/reports/dashboard-i18n";
import type { reportsEn } from "../features/reports/i18n";
import type { permissionsEn } from "../features/roles/i18n";
import type { stepUpEn } from "../features/security/i18n";
import type { settingsEn } from "../features/settings/i18n";
import type { invoicingEn } from "../features/settings/i18n-invoicing";
import type { payoutRulesEn } from "../features/settings/i18n-payout-rules";
import type { supportEn } from "../features/support/i18n";
import type { membersEn } from "../features/users/i18n";
import { en } from "./en";
import type { errorTextsEn } from "./error-texts";
import { fr } from "./fr";
import { storedLanguage, storeLanguage } from "./language-storage";

export {
  chosenLanguage,
  forgetChosenLanguage,
  LANGUAGE_STORAGE_KEY,
  markLanguageChosen,
  storedLanguage,
} from "./language-storage";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    // Core strings plus every feature's lazily added ones (see add-translations.ts).
    resources: {
      translation: typeof en &
        typeof errorTextsEn &
        typeof areaEn &
        typeof dashboardEn &
        typeof clientPortalEn &
        typeof notificationsEn &
        typeof membersEn &
        typeof permissionsEn &
        typeof profileEn &
        typeof settingsEn &
        typeof payoutRulesEn &
        typeof invoicingEn &
        typeof clientsEn &
        typeof paymentAccountsEn &
        typeof paymentLinksEn &
        typeof invoicesEn &
        typeof invoiceFormEn &
        typeof reminderFieldsEn &
        typeof invoiceDetailEn &
        typeof recurringPlansEn &
        typeof planFormEn &
        typeof operatorConfigEn &
        typeof passwordChangeEn &
        typeof landingEn &
        typeof learnMoreEn &
        typeof contactEn &
        typeof siteChromeEn &
        typeof supportEn &
        typeof helpEn &
        typeof recoveryEn &
        typeof securityEn &
        typeof stepUpEn &
        typeof paymentFailureEn &
        typeof apiKeysEn &
        typeof checkoutOriginsEn &
        typeof posEn &
        typeof transactionsEn &
        typeof payoutsEn &
        typeof payoutBatchesEn &
        typeof reportsEn;
    };
  }
}

function applyToDocument(language: string) {
  // No document in the build's prerender (src/prerender.tsx).
  if (typeof document !== "undefined") document.documentElement.lang = language;
}

/** Switches the language, remembers it in the browser and updates <html lang>. */
export async function setLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await i18n.changeLanguage(language);
}

void i18n.use(initReactI18next).init({
  // Copies: i18next merges later bundles into the objects it is given.
  resources: { en: { translation: structuredClone(en) }, fr: { translation: structuredClone(fr) } },
  lng: storedLanguage(),
  // Missing French falls back to English, then to the key itself.
  fallbackLng: "en",
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false }, // React escapes what it renders
  returnNull: false,
  initAsync: false,
});
applyToDocument(i18n.language);
i18n.on("languageChanged", applyToDocument);

export default i18n;
