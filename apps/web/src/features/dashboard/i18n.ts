import { addTranslations } from "../../i18n/add-translations";
import type { Widen } from "../../i18n/widen";

// Strings of this feature, added to i18next when the feature's code loads (not at start).
export const dashboardEn = {
  home: {
    welcome: "Welcome, {{name}}",
    subtitle: "Here is where your business stands today.",
    statsPendingTitle: "Your figures are on their way",
    statsPendingText:
      "Today's transactions, new customers, pending payments and alerts will be computed from your real payments as soon as payments are switched on.",
    quickActions: "Quick actions",
    helpTitle: "Need help?",
    helpText: "Our team in Abidjan answers by phone, email and chat, in French and English.",
    helpButton: "Contact support",
    docsButton: "Read the documentation",
    loginSessionsTitle: "Recent login sessions",
    loginSessionsEmpty: "No sign-ins recorded yet.",
    sessionEmail: "Email",
    sessionTime: "Time",
    sessionDevice: "Device",
    unknownDevice: "Unknown device",
  },
} as const;

export const dashboardFr: Widen<typeof dashboardEn> = {
  home: {
    welcome: "Bienvenue, {{name}}",
    subtitle: "Voici où en est votre activité aujourd'hui.",
    statsPendingTitle: "Vos chiffres arrivent",
    statsPendingText:
      "Les transactions du jour, les nouveaux clients, les paiements en attente et les alertes seront calculés à partir de vos paiements réels dès l'activation des paiements.",
    quickActions: "Actions rapides",
    helpTitle: "Besoin d'aide ?",
    helpText: "Notre équipe à Abidjan répond par téléphone, e-mail et chat, en français et en anglais.",
    helpButton: "Contacter le support",
    docsButton: "Lire la documentation",
    loginSessionsTitle: "Sessions de connexion récentes",
    loginSessionsEmpty: "Aucune connexion enregistrée pour l'instant.",
    sessionEmail: "E-mail",
    sessionTime: "Heure",
    sessionDevice: "Appareil",
    unknownDevice: "Appareil inconnu",
  },
};

addTranslations({ en: dashboardEn, fr: dashboardFr });
