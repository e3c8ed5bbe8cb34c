import { addTranslations } from "../../i18n/add-translations";
import type { Widen } from "../../i18n/widen";

// Strings of this feature, added to i18next when the feature's code loads (not at start).
export const dashboardEn = {
  home: {
    welcome: "Welcome, {{name}}",
    subtitle: "Here is where your business stands today.",
    stats: {
      volume: "Today's transactions",
      newClients: "New customers today",
      pending: "Pending payments",
      alerts: "System alerts",
      vsYesterday: "vs yesterday",
      noSalesYesterday: "No sales yesterday to compare with",
      noClientsYesterday: "No new customers yesterday to compare with",
      noAlerts: "Everything is running.",
    },
    alerts: {
      liveOperatorsMissing: "{{count}} operators without live API keys: {{items}}",
      webhooksFailing: "{{count}} webhook endpoints failing: {{items}}",
      overduePending: "{{count}} payments still pending past their expiry",
    },
    chartTitle: "Gross volume (refunded sales included), last 30 days",
    chartSeries: "Gross volume",
    chartEmpty:
      "No succeeded payment in the last 30 days in this mode yet: the chart fills in with your first payments.",
    quickActions: "Quick actions",
    helpTitle: "Need help?",
    helpText: "Our team in Abidjan answers by phone and email, in French and English.",
    helpButton: "Contact support",
    docsButton: "Read the documentation",
    loginSessionsTitle: "Recent login sessions",
    loginSessionsEmpty: "No sign-ins recorded yet.",
    sessionEmail: "Email",
    sessionTime: "Time",
    sessionDevice: "Device",
    unknownDevice: "Unknown device",
    operators: {
      title: "Operators",
      subtitle: "How each operator answers PayFlow, over the last {{minutes}} minutes.",
      error: "The operators' status could not be loaded.",
      operator: "Operator",
      status: "Status",
      calls: "Payments",
      successRate: "Success",
      errors: "Errors and time-outs",
      timeToSuccess: "Time to an end (median)",
      pending: "Waiting",
      states: { operational: "Operational", degraded: "Degraded", down: "Down" },
    },
    balances: {
      title: "Balances",
      subtitle: "What you hold with each operator and in your bank, from your books: available once settled.",
      error: "The balances could not be loaded.",
      account: "Account",
      available: "Available",
      pending: "Pending",
      total: "Total",
    },
  },
} as const;

export const dashboardFr: Widen<typeof dashboardEn> = {
  home: {
    welcome: "Bienvenue, {{name}}",
    subtitle: "Voici où en est votre activité aujourd'hui.",
    stats: {
      volume: "Transactions du jour",
      newClients: "Nouveaux clients du jour",
      pending: "Paiements en attente",
      alerts: "Alertes système",
      vsYesterday: "vs hier",
      noSalesYesterday: "Aucune vente hier pour comparer",
      noClientsYesterday: "Aucun nouveau client hier pour comparer",
      noAlerts: "Tout fonctionne.",
    },
    alerts: {
      liveOperatorsMissing: "{{count}} opérateurs sans clé API live : {{items}}",
      webhooksFailing: "{{count}} points de terminaison webhook en échec : {{items}}",
      overduePending: "{{count}} paiements encore en attente après leur expiration",
    },
    chartTitle: "Volume brut (ventes remboursées incluses), 30 derniers jours",
    chartSeries: "Volume brut",
    chartEmpty:
      "Aucun paiement réussi ces 30 derniers jours dans ce mode : le graphique se remplit avec vos premiers paiements.",
    quickActions: "Actions rapides",
    helpTitle: "Besoin d'aide ?",
    helpText: "Notre équipe à Abidjan répond par téléphone et par e-mail, en français et en anglais.",
    helpButton: "Contacter le support",
    docsButton: "Lire la documentation",
    loginSessionsTitle: "Sessions de connexion récentes",
    loginSessionsEmpty: "Aucune connexion enregistrée pour l'instant.",
    sessionEmail: "E-mail",
    sessionTime: "Heure",
    sessionDevice: "Appareil",
    unknownDevice: "Appareil inconnu",
    operators: {
      title: "Opérateurs",
      subtitle: "Comment chaque opérateur répond à PayFlow, sur les {{minutes}} dernières minutes.",
      error: "L'état des opérateurs n'a pas pu être chargé.",
      operator: "Opérateur",
      status: "État",
      calls: "Paiements",
      successRate: "Réussite",
      errors: "Erreurs et délais dépassés",
      timeToSuccess: "Délai jusqu'à l'issue (médian)",
      pending: "En attente",
      states: { operational: "Opérationnel", degraded: "Dégradé", down: "En panne" },
    },
    balances: {
      title: "Soldes",
      subtitle:
        "Ce que vous détenez chez chaque opérateur et en banque, d'après vos livres : disponible une fois réglé.",
      error: "Les soldes n'ont pas pu être chargés.",
      account: "Compte",
      available: "Disponible",
      pending: "En attente",
      total: "Total",
    },
  },
};

addTranslations({ en: dashboardEn, fr: dashboardFr });
