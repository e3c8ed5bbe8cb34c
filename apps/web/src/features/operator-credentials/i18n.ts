import { addTranslations } from "../../i18n/add-translations";
import type { Widen } from "../../i18n/widen";

// Strings of this feature, added to i18next when the feature's code loads (not at start).
export const operatorConfigEn = {
  operatorConfig: {
    title: "Operator API configuration",
    subtitle:
      "The credentials each operator gave your business for live payments. They are stored encrypted and never shown again in full.",
    configured: "Configured",
    notConfigured: "Not configured",
    savedHint: "Saved, ends with {{last4}}. Leave empty to keep it.",
    savedNoHint: "Saved (too short to show any of it). Leave empty to keep it.",
    save: "Save",
    remove: "Remove",
    removeTitle: "Remove these credentials?",
    removeText: "Live payments through {{operator}} will be refused until new credentials are saved.",
    operatorApiKeysUpdated: "Operator API keys updated",
    operatorApiKeysUpdatedText: "The {{operator}} credentials were saved.",
    removed: "Operator API keys removed",
    removedText: "The {{operator}} credentials were removed.",
    show: "Show value",
    payoutFields: "For payouts (optional)",
    payoutFieldsHint: "Only needed to pay out and refund through this operator.",
    fields: {
      apiKey: "API key",
      webhookSecret: "Webhook signing secret",
      clientId: "Client ID",
      clientSecret: "Client secret",
      merchantKey: "Merchant key",
      subscriptionKey: "Subscription key (Ocp-Apim-Subscription-Key)",
      apiUser: "API user",
      targetEnvironment: "Target environment (e.g. mtnivorycoast)",
      username: "Merchant username",
      password: "Merchant password",
      disbursementSubscriptionKey: "Disbursements subscription key",
      disbursementApiUser: "Disbursements API user",
      disbursementApiKey: "Disbursements API key",
      retailerMsisdn: "Retailer number (pays out)",
      retailerPin: "Retailer PIN",
    },
  },
} as const;

export const operatorConfigFr: Widen<typeof operatorConfigEn> = {
  operatorConfig: {
    title: "Configuration API des opérateurs",
    subtitle:
      "Les identifiants que chaque opérateur a remis à votre entreprise pour les paiements réels. Ils sont stockés chiffrés et ne sont plus jamais affichés en entier.",
    configured: "Configuré",
    notConfigured: "Non configuré",
    savedHint: "Enregistré, se termine par {{last4}}. Laissez vide pour le conserver.",
    savedNoHint: "Enregistré (trop court pour en montrer une partie). Laissez vide pour le conserver.",
    save: "Enregistrer",
    remove: "Retirer",
    removeTitle: "Retirer ces identifiants ?",
    removeText:
      "Les paiements réels via {{operator}} seront refusés jusqu'à l'enregistrement de nouveaux identifiants.",
    operatorApiKeysUpdated: "Clés API des opérateurs mises à jour",
    operatorApiKeysUpdatedText: "Les identifiants {{operator}} ont été enregistrés.",
    removed: "Clés API des opérateurs retirées",
    removedText: "Les identifiants {{operator}} ont été retirés.",
    show: "Afficher la valeur",
    payoutFields: "Pour les versements (facultatif)",
    payoutFieldsHint: "Utiles seulement pour verser et rembourser par cet opérateur.",
    fields: {
      apiKey: "Clé API",
      webhookSecret: "Secret de signature des webhooks",
      clientId: "Client ID",
      clientSecret: "Client secret",
      merchantKey: "Clé marchand",
      subscriptionKey: "Clé d'abonnement (Ocp-Apim-Subscription-Key)",
      apiUser: "Utilisateur API",
      targetEnvironment: "Environnement cible (ex. mtnivorycoast)",
      username: "Identifiant marchand",
      password: "Mot de passe marchand",
      disbursementSubscriptionKey: "Clé d'abonnement Disbursements",
      disbursementApiUser: "Utilisateur API Disbursements",
      disbursementApiKey: "Clé API Disbursements",
      retailerMsisdn: "Numéro du détaillant (verse)",
      retailerPin: "Code PIN du détaillant",
    },
  },
};

addTranslations({ en: operatorConfigEn, fr: operatorConfigFr });
