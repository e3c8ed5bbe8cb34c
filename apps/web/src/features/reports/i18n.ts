import { addTranslations } from "../../i18n/add-translations";
import type { Widen } from "../../i18n/widen";

// Strings of the reports screen (docs/PRODUCT.md §5 Reports, §8 messages).
export const reportsEn = {
  reports: {
    title: "Reports",
    subtitle: "Figures computed from the current mode's payments, by day in your time zone.",
    cards: {
      transactions: {
        title: "Transactions report",
        text: "Every payment of the last 30 days: totals, statuses and daily volume.",
      },
      customers: {
        title: "Customers report",
        text: "New and paying customers of the last 30 days, and your best customers.",
      },
      payments: {
        title: "Payments report",
        text: "Succeeded payments of the last 30 days by operator, with success rates.",
      },
    },
    generate: "Generate",
    custom: {
      title: "Custom period",
      text: "Choose both dates to generate a report over your own period.",
      from: "From",
      to: "To",
    },
    result: "{{title}} · {{from}} → {{to}}",
    generatedAt: "Generated {{time}}",
    testData: "Test data",
    figures: {
      totalTransactions: "Transactions",
      totalAmount: "Total amount",
      succeededTransactions: "Succeeded",
      pendingTransactions: "Pending",
      failedTransactions: "Failed",
      totalSucceededAmount: "Succeeded amount",
      newClients: "New customers",
      payingClients: "Paying customers",
    },
    charts: {
      daily: "Daily succeeded volume",
      byOperator: "Succeeded volume by operator",
      successRate: "Success rate by operator",
      volume: "Volume",
      rate: "Success rate",
    },
    topClients: "Best customers",
    client: "Customer",
    payments: "Payments",
    amount: "Amount",
    noClients: "No customer paid in this period.",
    empty: "No payment in this period.",
    downloadJson: "Download JSON",
    downloadCsv: "Download CSV",
    downloaded: "Report downloaded",
    failed: "Report generation failed",
    noOperator: "Not chosen",
    money: { grossVolume: "Gross volume", refunds: "Refunds", netVolume: "Net volume", fees: "Fees" },
    definitions: {
      grossVolume:
        "Gross volume: the amounts of the payments that succeeded (late ones included), even if refunded later.",
      refunds: "Refunds: what was given back on those payments, in part or in full.",
      netVolume: "Net volume: gross volume − refunds.",
      fees: "Fees: PayFlow's commission on those payments, fixed at creation; a refund does not give it back.",
    },
    operator: "Operator",
    statuses: "Payments by status",
    lastPayment: "Last payment",
    rowsInCsv: "The CSV download lists every payment of the period.",
    status: {
      pending: "Pending",
      succeeded: "Succeeded",
      failed: "Failed",
      expired: "Expired",
      cancelled: "Cancelled",
      refunded: "Refunded",
      partially_refunded: "Partially refunded",
    },
  },
};

export const reportsFr: Widen<typeof reportsEn> = {
  reports: {
    title: "Rapports",
    subtitle: "Des chiffres calculés à partir des paiements du mode actuel, par jour dans votre fuseau horaire.",
    cards: {
      transactions: {
        title: "Rapport des transactions",
        text: "Tous les paiements des 30 derniers jours : totaux, statuts et volume quotidien.",
      },
      customers: {
        title: "Rapport clients",
        text: "Nouveaux clients et clients payants des 30 derniers jours, et vos meilleurs clients.",
      },
      payments: {
        title: "Rapport des paiements",
        text: "Les paiements réussis des 30 derniers jours par opérateur, avec les taux de réussite.",
      },
    },
    generate: "Générer",
    custom: {
      title: "Période personnalisée",
      text: "Choisissez les deux dates pour générer un rapport sur votre propre période.",
      from: "Du",
      to: "Au",
    },
    result: "{{title}} · {{from}} → {{to}}",
    generatedAt: "Généré le {{time}}",
    testData: "Données de test",
    figures: {
      totalTransactions: "Transactions",
      totalAmount: "Montant total",
      succeededTransactions: "Réussies",
      pendingTransactions: "En attente",
      failedTransactions: "Échouées",
      totalSucceededAmount: "Montant réussi",
      newClients: "Nouveaux clients",
      payingClients: "Clients payants",
    },
    charts: {
      daily: "Volume réussi par jour",
      byOperator: "Volume réussi par opérateur",
      successRate: "Taux de réussite par opérateur",
      volume: "Volume",
      rate: "Taux de réussite",
    },
    topClients: "Meilleurs clients",
    client: "Client",
    payments: "Paiements",
    amount: "Montant",
    noClients: "Aucun client n'a payé sur cette période.",
    empty: "Aucun paiement sur cette période.",
    downloadJson: "Télécharger en JSON",
    downloadCsv: "Télécharger en CSV",
    downloaded: "Rapport téléchargé",
    failed: "La génération du rapport a échoué",
    noOperator: "Non choisi",
    money: { grossVolume: "Volume brut", refunds: "Remboursements", netVolume: "Volume net", fees: "Frais" },
    definitions: {
      grossVolume: "Volume brut : les montants des paiements réussis (y compris en retard), même remboursés ensuite.",
      refunds: "Remboursements : ce qui a été rendu sur ces paiements, en partie ou en totalité.",
      netVolume: "Volume net : volume brut − remboursements.",
      fees: "Frais : la commission de PayFlow sur ces paiements, fixée à leur création ; un remboursement ne la rend pas.",
    },
    operator: "Opérateur",
    statuses: "Paiements par statut",
    lastPayment: "Dernier paiement",
    rowsInCsv: "Le téléchargement CSV liste chaque paiement de la période.",
    status: {
      pending: "En attente",
      succeeded: "Réussi",
      failed: "Échoué",
      expired: "Expiré",
      cancelled: "Annulé",
      refunded: "Remboursé",
      partially_refunded: "Partiellement remboursé",
    },
  },
};

addTranslations({ en: reportsEn, fr: reportsFr });
