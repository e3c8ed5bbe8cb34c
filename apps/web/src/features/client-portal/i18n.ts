import { addTranslations } from "../../i18n/add-translations";
import type { Widen } from "../../i18n/widen";

// Strings of this feature, added to i18next when the feature's code loads (not at start).
export const clientPortalEn = {
  client: {
    greeting: "Hello, {{name}}",
    subtitle: "Your client space with {{company}}.",
    transactionsCard: "Follow your payments and their status.",
    profileCard: "Check your contact details.",
    supportCard: "Questions? Our team is here to help.",
    open: "Open",
    underDevelopmentTitle: "Portal under development",
    underDevelopmentText: "Your client portal is still growing. New features will appear here progressively.",
    transactions: {
      title: "My transactions",
      subtitle: "Your payments to {{company}}, newest first.",
      empty: "No transactions yet. Your payments will appear here.",
      id: "ID",
      date: "Date",
      description: "Description",
      amount: "Amount",
      status: "Status",
      test: "Test",
      statuses: { succeeded: "Succeeded", pending: "Pending", failed: "Failed" },
    },
  },
} as const;

export const clientPortalFr: Widen<typeof clientPortalEn> = {
  client: {
    greeting: "Bonjour, {{name}}",
    subtitle: "Votre espace client avec {{company}}.",
    transactionsCard: "Suivez vos paiements et leur statut.",
    profileCard: "Consultez vos coordonnées.",
    supportCard: "Des questions ? Notre équipe est là pour vous aider.",
    open: "Ouvrir",
    underDevelopmentTitle: "Portail en cours de développement",
    underDevelopmentText:
      "Votre espace client s'enrichit. De nouvelles fonctionnalités y apparaîtront progressivement.",
    transactions: {
      title: "Mes transactions",
      subtitle: "Vos paiements à {{company}}, du plus récent au plus ancien.",
      empty: "Aucune transaction pour l'instant. Vos paiements apparaîtront ici.",
      id: "ID",
      date: "Date",
      description: "Description",
      amount: "Montant",
      status: "Statut",
      test: "Test",
      statuses: { succeeded: "Réussi", pending: "En attente", failed: "Échoué" },
    },
  },
};

addTranslations({ en: clientPortalEn, fr: clientPortalFr });
