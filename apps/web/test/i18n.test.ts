import { ERROR_CODES } from "@payflow/contracts/errors";
import { describe, expect, it } from "vitest";
import { areaEn, areaFr } from "../src/app/layouts/area-i18n";
import { passwordChangeEn, passwordChangeFr } from "../src/features/accounts/i18n-password-change";
import { recoveryEn, recoveryFr } from "../src/features/accounts/i18n-recovery";
import { checkoutOriginsEn, checkoutOriginsFr } from "../src/features/api-keys/i18n-checkout-origins";
import { clientsEn, clientsFr } from "../src/features/clients/i18n";
import { helpEn, helpFr } from "../src/features/help/i18n";
import { invoicesEn, invoicesFr } from "../src/features/invoices/i18n";
import { invoiceDetailEn, invoiceDetailFr } from "../src/features/invoices/i18n-detail";
import { invoiceFormEn, invoiceFormFr } from "../src/features/invoices/i18n-form";
import { notificationsEn, notificationsFr } from "../src/features/notifications/i18n";
import { operatorConfigEn, operatorConfigFr } from "../src/features/operator-credentials/i18n";
import { paymentAccountsEn, paymentAccountsFr } from "../src/features/payment-accounts/i18n";
import { paymentLinksEn, paymentLinksFr } from "../src/features/payment-links/i18n";
import { paymentFailureEn, paymentFailureFr } from "../src/features/payments/failure-i18n";
import { payoutBatchesEn, payoutBatchesFr } from "../src/features/payouts/batch-i18n";
import { payoutsEn, payoutsFr } from "../src/features/payouts/i18n";
import { clientPortalEn, clientPortalFr } from "../src/features/portal/i18n";
import { profileEn, profileFr } from "../src/features/profile/i18n";
import { securityEn, securityFr } from "../src/features/profile/i18n-security";
import { contactEn, contactFr } from "../src/features/public/contact-i18n";
import { landingEn, landingFr } from "../src/features/public/landing-i18n";
import { learnMoreEn, learnMoreFr } from "../src/features/public/learn-more-i18n";
import { siteChromeEn, siteChromeFr } from "../src/features/public/site-i18n";
import { recurringPlansEn, recurringPlansFr } from "../src/features/recurring-plans/i18n";
import { planFormEn, planFormFr } from "../src/features/recurring-plans/i18n-form";
import { dashboardEn, dashboardFr } from "../src/features/reports/dashboard-i18n";
import { permissionsEn, permissionsFr } from "../src/features/roles/i18n";
import { stepUpEn, stepUpFr } from "../src/features/security/i18n";
import { settingsEn, settingsFr } from "../src/features/settings/i18n";
import { invoicingEn, invoicingFr } from "../src/features/settings/i18n-invoicing";
import { payoutRulesEn, payoutRulesFr } from "../src/features/settings/i18n-payout-rules";
import { supportEn, supportFr } from "../src/features/support/i18n";
import { membersEn, membersFr } from "../src/features/users/i18n";
import { en } from "../src/i18n/en";
import { errorTextsEn, errorTextsFr } from "../src/i18n/error-texts";
import { fr } from "../src/i18n/fr";

/** Every pair of English/French strings the app has: the core and each feature's. */
const BUNDLES: Record<string, [object, object]> = {
  core: [en, fr],
  errors: [errorTextsEn, errorTextsFr],
  area: [areaEn, areaFr],
  dashboard: [dashboardEn, dashboardFr],
  clientPortal: [clientPortalEn, clientPortalFr],
  notifications: [notificationsEn, notificationsFr],
  members: [membersEn, membersFr],
  permissions: [permissionsEn, permissionsFr],
  profile: [profileEn, profileFr],
  settings: [settingsEn, settingsFr],
  payoutRules: [payoutRulesEn, payoutRulesFr],
  invoicing: [invoicingEn, invoicingFr],
  checkoutOrigins: [checkoutOriginsEn, checkoutOriginsFr],
  clients: [clientsEn, clientsFr],
  paymentAccounts: [paymentAccountsEn, paymentAccountsFr],
  paymentLinks: [paymentLinksEn, paymentLinksFr],
  invoices: [invoicesEn, invoicesFr],
  invoiceForm: [invoiceFormEn, invoiceFormFr],
  invoiceDetail: [invoiceDetailEn, invoiceDetailFr],
  recurringPlans: [recurringPlansEn, recurringPlansFr],
  planForm: [planFormEn, planFormFr],
  operatorConfig: [operatorConfigEn, operatorConfigFr],
  passwordChange: [passwordChangeEn, passwordChangeFr],
  landing: [landingEn, landingFr],
  learnMore: [learnMoreEn, learnMoreFr],
  contact: [contactEn, contactFr],
  siteChrome: [siteChromeEn, siteChromeFr],
  support: [supportEn, supportFr],
  help: [helpEn, helpFr],
  recovery: [recoveryEn, recoveryFr],
  security: [securityEn, securityFr],
  stepUp: [stepUpEn, stepUpFr],
  paymentFailure: [paymentFailureEn, paymentFailureFr],
  payouts: [payoutsEn, payoutsFr],
  payoutBatches: [payoutBatchesEn, payoutBatchesFr],
};

function strings(obj: object, prefix = ""): Array<[string, string]> {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === "string" ? [[`${prefix}${k}`, v] as [string, string]] : strings(v as object, `${prefix}${k}.`),
  );
}

describe("translations", () => {
  for (const [name, [english, french]] of Object.entries(BUNDLES)) {
    it(`${name}: French has exactly the English keys, none empty, same placeholders`, () => {
      const e = new Map(strings(english));
      const f = new Map(strings(french));
      expect([...f.keys()].sort()).toEqual([...e.keys()].sort());
      for (const [key, text] of f) {
        expect(text, key).not.toBe("");
        const placeholders = (s: string) => (s.match(/{{\w+}}/g) ?? []).sort();
        expect(placeholders(text), key).toEqual(placeholders(e.get(key) ?? ""));
      }
    });
  }

  it("feature bundles do not redefine core keys", () => {
    const core = new Set(Object.keys(en));
    for (const [name, [english]] of Object.entries(BUNDLES)) {
      if (name === "core") continue;
      for (const top of Object.keys(english)) expect(core.has(top), `${name}.${top}`).toBe(false);
    }
  });

  it("every API error code has a message in both languages", () => {
    for (const code of ERROR_CODES) {
      expect((errorTextsEn.errors as Record<string, string>)[code], code).toBeTruthy();
      expect((errorTextsFr.errors as Record<string, string>)[code], code).toBeTruthy();
    }
  });

  it("keeps the spec's exact English messages", () => {
    expect(errorTextsEn.errors.invalidEmail).toBe("Invalid email address.");
    expect(errorTextsEn.errors.invalidPhone).toBe("Invalid phone number (10 digits expected).");
    expect(errorTextsEn.errors.passwordTooShort).toBe("Password must be at least 8 characters.");
    expect(errorTextsEn.errors.passwordMismatch).toBe("New passwords do not match.");
    expect(errorTextsEn.errors.invalidCredentials).toBe("Invalid email or password.");
    expect(errorTextsEn.errors.profileNotFound).toBe("User profile not found. Please contact support immediately.");
    expect(en.auth.registerSuccess).toBe("Registration Successful");
    expect(en.auth.loggedOut).toBe("logged out successfully");
    expect(areaEn.mode.switched).toBe("Mode Switched");
  });
});
