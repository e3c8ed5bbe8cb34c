import { addTranslations } from "../../i18n/add-translations";
import type { Widen } from "../../i18n/widen";

// Settings › the invoices' numbering and the live FNE space (docs/INVOICES.md § Numbering,
// docs/FNE.md § The client).
export const invoicingEn = {
  invoicing: {
    numbering: {
      title: "Invoice numbering",
      intro:
        "Your invoices get their number when they are issued. A change applies to the invoices issued afterwards: issued invoices keep their numbers, and numbers never skip.",
      prefix: "Prefix",
      prefixHint: "1 to 12 capital letters, digits, -, / or ., starting with a letter.",
      sequence: "Sequence",
      yearly: "Yearly",
      yearlyHint: "Starts again at 1 each year; the year is in the number.",
      running: "Running",
      runningHint: "Never starts again.",
      next: "Next live invoice: {{number}}",
      save: "Save",
      saved: "Invoice numbering saved.",
    },
    fne: {
      title: "FNE space (live mode)",
      intro:
        "The tax office's e-invoicing platform certifies your live invoices with your company's FNE space. Copy its API key from the tab Paramétrage of your FNE space. Test mode uses PayFlow's sandbox.",
      configured: "Set up",
      notConfigured: "Not set up",
      notConfiguredHint: "Until it is, your live invoices wait for their certification.",
      apiKey: "API key",
      apiKeyHint: "32 letters and digits.",
      apiKeySaved: "Saved key: {{last4}}. Leave empty to keep it.",
      showKey: "Show the key",
      establishment: "Establishment",
      establishmentHint: "Its exact name in your FNE space.",
      pointOfSale: "Point of sale",
      pointOfSaleHint: "Its exact name in your FNE space.",
      ncc: "Company NCC",
      nccHint: "Your taxpayer account number: 7 digits and a capital letter.",
      advanced: "Advanced settings",
      baseUrl: "Platform address",
      baseUrlHint: "Empty: the DGI's production address ({{url}}). Change it only if the DGI gave you another.",
      save: "Save the space",
      saved: "FNE space saved.",
      remove: "Remove the space",
      removeTitle: "Remove the FNE space?",
      removeText:
        "Live invoices issued afterwards will wait for certification until a space is set again. Invoices already certified stay certified.",
      removed: "FNE space removed.",
    },
  },
} as const;

export const invoicingFr: Widen<typeof invoicingEn> = {
  invoicing: {
    numbering: {
      title: "Numérotation des factures",
      intro:
        "Vos factures reçoivent leur numéro à leur émission. Un changement vaut pour les factures émises ensuite : les factures émises gardent leur numéro, et la numérotation ne saute jamais de numéro.",
      prefix: "Préfixe",
      prefixHint: "1 à 12 lettres majuscules, chiffres, -, / ou ., en commençant par une lettre.",
      sequence: "Séquence",
      yearly: "Annuelle",
      yearlyHint: "Repart de 1 chaque année ; l'année figure dans le numéro.",
      running: "Continue",
      runningHint: "Ne repart jamais de 1.",
      next: "Prochaine facture en mode réel : {{number}}",
      save: "Enregistrer",
      saved: "Numérotation des factures enregistrée.",
    },
    fne: {
      title: "Espace FNE (mode réel)",
      intro:
        "La plateforme de facturation électronique de la DGI certifie vos factures en mode réel avec l'espace FNE de votre entreprise. Copiez sa clé API depuis l'onglet Paramétrage de votre espace FNE. Le mode test utilise le bac à sable de PayFlow.",
      configured: "Configuré",
      notConfigured: "Non configuré",
      notConfiguredHint: "D'ici là, vos factures en mode réel attendent leur certification.",
      apiKey: "Clé API",
      apiKeyHint: "32 lettres et chiffres.",
      apiKeySaved: "Clé enregistrée : {{last4}}. Laissez vide pour la garder.",
      showKey: "Afficher la clé",
      establishment: "Établissement",
      establishmentHint: "Son nom exact dans votre espace FNE.",
      pointOfSale: "Point de vente",
      pointOfSaleHint: "Son nom exact dans votre espace FNE.",
      ncc: "NCC de l'entreprise",
      nccHint: "Votre numéro de compte contribuable : 7 chiffres et une lettre majuscule.",
      advanced: "Réglages avancés",
      baseUrl: "Adresse de la plateforme",
      baseUrlHint:
        "Vide : l'adresse de production de la DGI ({{url}}). Ne la changez que si la DGI vous en a donné une autre.",
      save: "Enregistrer l'espace",
      saved: "Espace FNE enregistré.",
      remove: "Retirer l'espace",
      removeTitle: "Retirer l'espace FNE ?",
      removeText:
        "Les factures en mode réel émises ensuite attendront leur certification jusqu'à ce qu'un espace soit de nouveau configuré. Les factures déjà certifiées le restent.",
      removed: "Espace FNE retiré.",
    },
  },
};

addTranslations({ en: invoicingEn, fr: invoicingFr });
