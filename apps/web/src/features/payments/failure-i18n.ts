import { addTranslations } from "../../i18n/add-translations";
import { paymentFailuresEn, paymentFailuresFr } from "../../i18n/payment-failures";

// Why a payment failed, in the words its payer read on their page (i18n/payment-failures.ts):
// the transaction drawer, the POS panel and the portal's receipt show them as paymentFailure.<code>.

export const paymentFailureEn = { paymentFailure: paymentFailuresEn } as const;
export const paymentFailureFr = { paymentFailure: paymentFailuresFr };

addTranslations({ en: paymentFailureEn, fr: paymentFailureFr });
