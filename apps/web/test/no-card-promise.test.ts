import { describe, expect, it } from "vitest";
import { areaEn, areaFr } from "../src/app/layouts/area-i18n";
import { helpEn, helpFr } from "../src/features/help/i18n";
import { posEn, posFr } from "../src/features/payments/pos/i18n";
import { clientPortalEn, clientPortalFr } from "../src/features/portal/i18n";
import { contactEn, contactFr } from "../src/features/public/contact-i18n";
import { landingEn, landingFr } from "../src/features/public/landing-i18n";
import { learnMoreEn, learnMoreFr } from "../src/features/public/learn-more-i18n";
import { siteChromeEn, siteChromeFr } from "../src/features/public/site-i18n";
import { dashboardEn, dashboardFr } from "../src/features/reports/dashboard-i18n";
import { supportEn, supportFr } from "../src/features/support/i18n";
import { en } from "../src/i18n/en";
import { fr } from "../src/i18n/fr";

// PayFlow has no card rail: Wave, Orange Money, MTN Mobile Money, Moov Money and bank transfer
// are what it does. A text may name cards only to say they are not offered yet.
const BUNDLES = {
  core: [en, fr],
  area: [areaEn, areaFr],
  dashboard: [dashboardEn, dashboardFr],
  clientPortal: [clientPortalEn, clientPortalFr],
  help: [helpEn, helpFr],
  pos: [posEn, posFr],
  contact: [contactEn, contactFr],
  landing: [landingEn, landingFr],
  learnMore: [learnMoreEn, learnMoreFr],
  siteChrome: [siteChromeEn, siteChromeFr],
  support: [supportEn, supportFr],
};

const CARD =
  /\bvisa\b|\bmastercard\b|\bbank cards?\b|\bcards? (payments?|details|numbers?|page)\b|\bcartes? (bancaires?|visa)\b|\bpar carte\b|\bpage carte\b|\bnuméros? de carte\b|\bdonnées de carte\b/i;
const MARKED_AS_COMING = /not offered yet|coming soon|pas encore propos|bientôt/i;

function strings(obj: object, prefix = ""): Array<[string, string]> {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === "string" ? [[`${prefix}${k}`, v] as [string, string]] : strings(v as object, `${prefix}${k}.`),
  );
}

describe("payment methods PayFlow shows", () => {
  for (const [name, pair] of Object.entries(BUNDLES)) {
    it(`${name}: no text promises card payments unless it says they are not offered yet`, () => {
      const promises = pair
        .flatMap((bundle) => {
          const all = strings(bundle);
          const byKey = new Map(all);
          // A card's title counts as marked when its own text says "not offered yet".
          const marked = (key: string, text: string) =>
            MARKED_AS_COMING.test(text) || MARKED_AS_COMING.test(byKey.get(key.replace(/Title$/, "Text")) ?? "");
          return all.filter(([key, text]) => CARD.test(text) && !marked(key, text));
        })
        .map(([key, text]) => `${key}: ${text.slice(0, 120)}`);
      expect(promises).toEqual([]);
    });
  }
});
