import { addTranslations } from "../../../i18n/add-translations";
import type { Widen } from "../../../i18n/widen";

// Strings of the point of sale (docs/PRODUCT.md §5 Point of sale, §8 messages).
export const posEn = {
  pos: {
    title: "Point of sale",
    subtitle: "Take a payment in the shop: the customer approves it on their phone or scans the QR code.",
    account: "Payment account",
    accountPlaceholder: "Choose the account that receives the money",
    noAccounts: "Add a Wave, Orange Money, MTN or Moov account in Settings → Payment accounts to take payments here.",
    notReady: "(no API key in live mode)",
    payerNumber: "Payer's number",
    amount: "Amount (FCFA)",
    description: "Description (optional)",
    submit: "Request payment",
    created: "Payment requested",
    createdText: "{{amount}} requested from +225 {{phone}}.",
    newPayment: "New payment",
    panelTitle: "Payment {{code}}",
    qrAlt: "QR code of the payment link",
    scan: "The customer can scan this code to open the payment page.",
    code: "Payment code",
    link: "Payment link",
    copy: "Copy",
    copied: "Copied!",
    copyCode: "Copy the payment code",
    copyLink: "Copy the payment link",
    status: {
      pending: "Waiting for the customer's approval…",
      succeeded: "Payment received",
      failed: "Payment failed",
      expired: "Payment expired",
      cancelled: "Payment cancelled",
      refunded: "Payment refunded",
      partially_refunded: "Payment partly refunded",
    },
    operatorTransaction: "Operator transaction: {{id}}",
    reason: "Reason: {{reason}}",
    expiresAt: "Expires at {{time}}",
    returned: "Outcome of payment {{id}}",
    returnedMissing: "No payment {{id}} in this mode.",
    integrationTitle: "Take payments from your own site",
    integrationText: "The same payment through PayFlow's API:",
    integrationNoKey:
      "An administrator or developer can create a test API key on the API keys screen; the code then uses it.",
    cards: {
      mobileTitle: "Mobile Money",
      mobileText:
        "Wave, Orange Money, MTN Mobile Money and Moov Money: the customer approves on their phone or on the operator's page.",
      cardTitle: "Bank cards",
      cardText:
        "Card payments are not offered yet. Bank transfers are available from the payment page when you have a bank account.",
      qrTitle: "QR code",
      qrText: "Every payment has a link and a QR code: the customer scans it to pay from their own phone.",
    },
  },
};

export const posFr: Widen<typeof posEn> = {
  pos: {
    title: "Point de vente",
    subtitle: "Encaissez en boutique : le client valide sur son téléphone ou scanne le QR code.",
    account: "Compte de paiement",
    accountPlaceholder: "Choisissez le compte qui reçoit l'argent",
    noAccounts:
      "Ajoutez un compte Wave, Orange Money, MTN ou Moov dans Paramètres → Comptes de paiement pour encaisser ici.",
    notReady: "(pas de clé API en mode live)",
    payerNumber: "Numéro du payeur",
    amount: "Montant (FCFA)",
    description: "Description (facultatif)",
    submit: "Demander le paiement",
    created: "Paiement demandé",
    createdText: "{{amount}} demandés au +225 {{phone}}.",
    newPayment: "Nouveau paiement",
    panelTitle: "Paiement {{code}}",
    qrAlt: "QR code du lien de paiement",
    scan: "Le client peut scanner ce code pour ouvrir la page de paiement.",
    code: "Code de paiement",
    link: "Lien de paiement",
    copy: "Copier",
    copied: "Copié!",
    copyCode: "Copier le code de paiement",
    copyLink: "Copier le lien de paiement",
    status: {
      pending: "En attente de la validation du client…",
      succeeded: "Paiement reçu",
      failed: "Paiement échoué",
      expired: "Paiement expiré",
      cancelled: "Paiement annulé",
      refunded: "Paiement remboursé",
      partially_refunded: "Paiement partiellement remboursé",
    },
    operatorTransaction: "Transaction opérateur : {{id}}",
    reason: "Motif : {{reason}}",
    expiresAt: "Expire à {{time}}",
    returned: "Résultat du paiement {{id}}",
    returnedMissing: "Aucun paiement {{id}} dans ce mode.",
    integrationTitle: "Encaissez depuis votre propre site",
    integrationText: "Le même paiement par l'API PayFlow :",
    integrationNoKey:
      "Un administrateur ou un développeur peut créer une clé API de test dans l'écran Clés API ; le code l'utilise alors.",
    cards: {
      mobileTitle: "Mobile Money",
      mobileText:
        "Wave, Orange Money, MTN Mobile Money et Moov Money : le client valide sur son téléphone ou sur la page de l'opérateur.",
      cardTitle: "Cartes bancaires",
      cardText:
        "Le paiement par carte n'est pas encore proposé. Le virement bancaire est disponible depuis la page de paiement si vous avez un compte bancaire.",
      qrTitle: "QR code",
      qrText: "Chaque paiement a un lien et un QR code : le client le scanne pour payer depuis son propre téléphone.",
    },
  },
};

addTranslations({ en: posEn, fr: posFr });
