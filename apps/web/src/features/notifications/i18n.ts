import { addTranslations } from "../../i18n/add-translations";
import type { Widen } from "../../i18n/widen";

// Strings of this feature, added to i18next when the feature's code loads (not at start).
export const notificationsEn = {
  notifications: {
    title: "Notifications",
    unread_one: "{{count}} unread notification",
    unread_other: "{{count}} unread notifications",
    allRead: "You are all caught up.",
    markRead: "Mark as read",
    markAllRead: "Mark all as read",
    clearAll: "Clear all",
    clearTitle: "Clear all notifications?",
    clearText: "Every notification will be deleted. This cannot be undone.",
    cleared: "Notifications cleared.",
    empty: "No notifications yet.",
    types: {
      success: "Success",
      error: "Error",
      warning: "Warning",
      info: "Information",
      general: "General",
    },
    // The operators as a notification's sentence names them ("received by bank transfer").
    operators: {
      wave: "Wave",
      orange_money: "Orange Money",
      mtn_momo: "MTN Mobile Money",
      moov_money: "Moov Money",
      bank_transfer: "bank transfer",
    },
  },
  // Texts of the notifications the server stores (their titleKey and messageKey).
  notif: {
    registerSuccess: {
      title: "Registration Successful",
      message: "Welcome to PayFlow, {{name}}. Your client account is ready.",
    },
    clientRecordFailed: {
      title: "Client record missing",
      message: "Could not create client record, please contact support.",
    },
    adminSeeded: {
      title: "Administrator account created",
      message:
        "PayFlow created this administrator ({{email}}) at first start. Change the generated password from your profile.",
      messageFromEnv:
        "PayFlow created this administrator ({{email}}) at first start with the password set in PAYFLOW_ADMIN_PASSWORD. Choose a password of your own from your profile, and remove it from the server's settings.",
    },
    contactMessage: {
      title: "New contact message",
      message: "{{name}} wrote: “{{subject}}”. Read it in Support.",
    },
    paymentSucceeded: {
      title: "Payment received",
      message: "{{amount, number}} FCFA received by {{operator}} (payment {{code}}, {{mode}} mode).",
    },
    paymentFailed: {
      title: "Payment failed",
      message: "The payment {{code}} of {{amount, number}} FCFA by {{operator}} failed ({{mode}} mode).",
    },
    paymentLate: {
      title: "Late payment received",
      message:
        "{{operator}} reports the payment {{code}} of {{amount, number}} FCFA paid after PayFlow had cancelled, expired or failed it ({{mode}} mode). The money arrived: deliver or refund it.",
    },
    operatorMismatch: {
      title: "Operator report held for review",
      message:
        "{{operator}} reported a success for the payment {{code}} that does not match it ({{fields}}). Nothing was changed; the report is kept for review ({{mode}} mode).",
    },
    operatorStatus: {
      down: {
        title: "{{operator}} is down",
        message:
          "Most of the last minutes' {{operator}} payments got an error or no answer ({{mode}} mode). Payers choosing it are warned and offered the other ways to pay.",
      },
      degraded: {
        title: "{{operator}} is degraded",
        message: "Some of the last minutes' {{operator}} payments got an error or no answer ({{mode}} mode).",
      },
      operational: {
        title: "{{operator}} works again",
        message: "{{operator}} answers normally again ({{mode}} mode).",
      },
    },
    balanceUnexplained: {
      title: "{{operator}} balance differs from your books",
      message:
        "The balance {{operator}} gives differs by {{amount, number}} FCFA from what your books, PayFlow's fees, refunds made by hand and payments in flight explain ({{mode}} mode). See Balances on the dashboard.",
    },
    payoutApproval: {
      title: "A payout waits for your approval",
      message:
        "Payout {{id}} of {{amount, number}} FCFA waits for a second person's approval ({{mode}} mode). See Payouts › To approve.",
    },
    payoutBatchApproval: {
      title: "A payout batch waits for your approval",
      message:
        "Batch {{id}} of {{amount, number}} FCFA waits for a second person's approval ({{mode}} mode). See Payouts.",
    },
    payoutBatchCompleted: {
      title: "Payout batch completed",
      message:
        "Batch {{id}} is completed ({{mode}} mode): {{succeeded}} succeeded, {{failed}} failed. Its results are in Payouts.",
    },
    payoutRulesApplied: {
      title: "Payout rules changed",
      message:
        "{{who}} changed the payout rules, in force now: approval threshold {{approvalThreshold, number}} FCFA, largest payout {{perPayoutLimit, number}} FCFA, {{perBeneficiaryDailyLimit, number}} FCFA per beneficiary per day, {{companyDailyLimit, number}} FCFA per day for the company. See Settings › Payouts.",
    },
    payoutRulesProposed: {
      title: "A change of the payout rules waits for your confirmation",
      message:
        "{{who}} proposes to loosen the payout rules: approval threshold {{approvalThreshold, number}} FCFA, largest payout {{perPayoutLimit, number}} FCFA, {{perBeneficiaryDailyLimit, number}} FCFA per beneficiary per day, {{companyDailyLimit, number}} FCFA per day for the company. It applies only once another approver confirms it in Settings › Payouts.",
    },
    payoutRulesConfirmed: {
      title: "Payout rules change confirmed",
      message:
        "{{who}} confirmed the change {{proposer}} proposed, in force now: approval threshold {{approvalThreshold, number}} FCFA, largest payout {{perPayoutLimit, number}} FCFA, {{perBeneficiaryDailyLimit, number}} FCFA per beneficiary per day, {{companyDailyLimit, number}} FCFA per day for the company. See Settings › Payouts.",
    },
    payoutRulesRejected: {
      title: "Payout rules change rejected",
      message:
        "{{who}} rejected the change {{proposer}} proposed (approval threshold {{approvalThreshold, number}} FCFA, largest payout {{perPayoutLimit, number}} FCFA, {{perBeneficiaryDailyLimit, number}} FCFA per beneficiary per day, {{companyDailyLimit, number}} FCFA per day for the company). The rules stay as they were.",
    },
    payoutRulesWithdrawn: {
      title: "Payout rules change withdrawn",
      message:
        "{{who}} withdrew their proposed change (approval threshold {{approvalThreshold, number}} FCFA, largest payout {{perPayoutLimit, number}} FCFA, {{perBeneficiaryDailyLimit, number}} FCFA per beneficiary per day, {{companyDailyLimit, number}} FCFA per day for the company). The rules stay as they were.",
    },
    webhookDisabled: {
      title: "Webhook disabled",
      message:
        "The endpoint {{url}} ({{mode}} mode) answered 410 Gone: PayFlow disabled it and sends it no more events. Enable it again in Webhooks once fixed.",
    },
  },
} as const;

export const notificationsFr: Widen<typeof notificationsEn> = {
  notifications: {
    title: "Notifications",
    unread_one: "{{count}} notification non lue",
    unread_other: "{{count}} notifications non lues",
    allRead: "Vous êtes à jour.",
    markRead: "Marquer comme lue",
    markAllRead: "Tout marquer comme lu",
    clearAll: "Tout effacer",
    clearTitle: "Effacer toutes les notifications ?",
    clearText: "Toutes les notifications seront supprimées. Cette action est irréversible.",
    cleared: "Notifications effacées.",
    empty: "Aucune notification pour l'instant.",
    types: {
      success: "Succès",
      error: "Erreur",
      warning: "Avertissement",
      info: "Information",
      general: "Général",
    },
    operators: {
      wave: "Wave",
      orange_money: "Orange Money",
      mtn_momo: "MTN Mobile Money",
      moov_money: "Moov Money",
      bank_transfer: "virement bancaire",
    },
  },
  notif: {
    registerSuccess: {
      title: "Inscription réussie",
      message: "Bienvenue sur PayFlow, {{name}}. Votre compte client est prêt.",
    },
    clientRecordFailed: {
      title: "Fiche client manquante",
      message: "Impossible de créer la fiche client, veuillez contacter le support.",
    },
    adminSeeded: {
      title: "Compte administrateur créé",
      message:
        "PayFlow a créé cet administrateur ({{email}}) au premier démarrage. Changez le mot de passe généré depuis votre profil.",
      messageFromEnv:
        "PayFlow a créé cet administrateur ({{email}}) au premier démarrage avec le mot de passe défini dans PAYFLOW_ADMIN_PASSWORD. Choisissez votre propre mot de passe depuis votre profil et retirez-le des réglages du serveur.",
    },
    contactMessage: {
      title: "Nouveau message de contact",
      message: "{{name}} a écrit : « {{subject}} ». Lisez-le dans Support.",
    },
    paymentSucceeded: {
      title: "Paiement reçu",
      message: "{{amount, number}} FCFA reçus par {{operator}} (paiement {{code}}, mode {{mode}}).",
    },
    paymentFailed: {
      title: "Paiement échoué",
      message: "Le paiement {{code}} de {{amount, number}} FCFA par {{operator}} a échoué (mode {{mode}}).",
    },
    paymentLate: {
      title: "Paiement reçu en retard",
      message:
        "{{operator}} signale le paiement {{code}} de {{amount, number}} FCFA payé après que PayFlow l'a annulé, expiré ou marqué échoué (mode {{mode}}). L'argent est arrivé : livrez ou remboursez.",
    },
    operatorMismatch: {
      title: "Rapport d'opérateur mis en attente",
      message:
        "{{operator}} a signalé un succès pour le paiement {{code}} qui ne lui correspond pas ({{fields}}). Rien n'a changé ; le rapport est conservé pour vérification (mode {{mode}}).",
    },
    operatorStatus: {
      down: {
        title: "{{operator}} est en panne",
        message:
          "La plupart des paiements {{operator}} de ces dernières minutes ont reçu une erreur ou aucune réponse (mode {{mode}}). Les payeurs qui le choisissent sont prévenus et se voient proposer les autres moyens de paiement.",
      },
      degraded: {
        title: "{{operator}} est dégradé",
        message:
          "Une partie des paiements {{operator}} de ces dernières minutes a reçu une erreur ou aucune réponse (mode {{mode}}).",
      },
      operational: {
        title: "{{operator}} fonctionne de nouveau",
        message: "{{operator}} répond de nouveau normalement (mode {{mode}}).",
      },
    },
    balanceUnexplained: {
      title: "Le solde {{operator}} diffère de vos livres",
      message:
        "Le solde donné par {{operator}} diffère de {{amount, number}} FCFA de ce qu'expliquent vos livres, les frais PayFlow, les remboursements faits à la main et les paiements en cours (mode {{mode}}). Voir Soldes sur le tableau de bord.",
    },
    payoutApproval: {
      title: "Un versement attend votre approbation",
      message:
        "Le versement {{id}} de {{amount, number}} FCFA attend l'approbation d'une deuxième personne (mode {{mode}}). Voir Versements › À approuver.",
    },
    payoutBatchApproval: {
      title: "Un lot de versements attend votre approbation",
      message:
        "Le lot {{id}} de {{amount, number}} FCFA attend l'approbation d'une deuxième personne (mode {{mode}}). Voir Versements.",
    },
    payoutBatchCompleted: {
      title: "Lot de versements terminé",
      message:
        "Le lot {{id}} est terminé (mode {{mode}}) : {{succeeded}} réussis, {{failed}} échoués. Ses résultats sont dans Versements.",
    },
    payoutRulesApplied: {
      title: "Règles de versement modifiées",
      message:
        "{{who}} a modifié les règles de versement, en vigueur dès maintenant : seuil d'approbation {{approvalThreshold, number}} FCFA, plus gros versement {{perPayoutLimit, number}} FCFA, {{perBeneficiaryDailyLimit, number}} FCFA par bénéficiaire et par jour, {{companyDailyLimit, number}} FCFA par jour pour l'entreprise. Voir Paramètres › Versements.",
    },
    payoutRulesProposed: {
      title: "Un changement des règles de versement attend votre confirmation",
      message:
        "{{who}} propose d'assouplir les règles de versement : seuil d'approbation {{approvalThreshold, number}} FCFA, plus gros versement {{perPayoutLimit, number}} FCFA, {{perBeneficiaryDailyLimit, number}} FCFA par bénéficiaire et par jour, {{companyDailyLimit, number}} FCFA par jour pour l'entreprise. Il ne s'applique qu'une fois confirmé par un autre approbateur dans Paramètres › Versements.",
    },
    payoutRulesConfirmed: {
      title: "Changement des règles de versement confirmé",
      message:
        "{{who}} a confirmé le changement proposé par {{proposer}}, en vigueur dès maintenant : seuil d'approbation {{approvalThreshold, number}} FCFA, plus gros versement {{perPayoutLimit, number}} FCFA, {{perBeneficiaryDailyLimit, number}} FCFA par bénéficiaire et par jour, {{companyDailyLimit, number}} FCFA par jour pour l'entreprise. Voir Paramètres › Versements.",
    },
    payoutRulesRejected: {
      title: "Changement des règles de versement refusé",
      message:
        "{{who}} a refusé le changement proposé par {{proposer}} (seuil d'approbation {{approvalThreshold, number}} FCFA, plus gros versement {{perPayoutLimit, number}} FCFA, {{perBeneficiaryDailyLimit, number}} FCFA par bénéficiaire et par jour, {{companyDailyLimit, number}} FCFA par jour pour l'entreprise). Les règles restent inchangées.",
    },
    payoutRulesWithdrawn: {
      title: "Changement des règles de versement retiré",
      message:
        "{{who}} a retiré son changement proposé (seuil d'approbation {{approvalThreshold, number}} FCFA, plus gros versement {{perPayoutLimit, number}} FCFA, {{perBeneficiaryDailyLimit, number}} FCFA par bénéficiaire et par jour, {{companyDailyLimit, number}} FCFA par jour pour l'entreprise). Les règles restent inchangées.",
    },
    webhookDisabled: {
      title: "Webhook désactivé",
      message:
        "Le point de terminaison {{url}} (mode {{mode}}) a répondu 410 Gone : PayFlow l'a désactivé et ne lui envoie plus d'événements. Réactivez-le dans Webhooks une fois corrigé.",
    },
  },
};

addTranslations({ en: notificationsEn, fr: notificationsFr });
