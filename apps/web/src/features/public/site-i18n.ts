import { addTranslations } from "../../i18n/add-translations";
import type { Widen } from "../../i18n/widen";

// The public header's and footer's strings, shared by the landing, learn-more and contact pages.
export const siteChromeEn = {
  siteChrome: {
    navLabel: "Site navigation",
    tagline: "Mobile Money and bank payments for businesses in Côte d'Ivoire.",
    product: "Product",
    company: "Company",
    legal: "Legal",
    features: "Features",
    pricing: "Pricing",
    integrations: "Integrations",
    api: "API",
    about: "About",
    contact: "Contact",
    privacy: "Privacy policy",
    terms: "Terms of service",
  },
} as const;

export const siteChromeFr: Widen<typeof siteChromeEn> = {
  siteChrome: {
    navLabel: "Navigation du site",
    tagline: "Paiements Mobile Money et bancaires pour les entreprises de Côte d'Ivoire.",
    product: "Produit",
    company: "Entreprise",
    legal: "Mentions légales",
    features: "Fonctionnalités",
    pricing: "Tarifs",
    integrations: "Intégrations",
    api: "API",
    about: "À propos",
    contact: "Contact",
    privacy: "Politique de confidentialité",
    terms: "Conditions d'utilisation",
  },
};

addTranslations({ en: siteChromeEn, fr: siteChromeFr });
