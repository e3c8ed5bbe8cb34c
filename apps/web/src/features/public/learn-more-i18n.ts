import { addTranslations } from "../../i18n/add-translations";
import type { Widen } from "../../i18n/widen";

// /learn-more: product sections, privacy policy and terms (texts: paragraphs separated by a
// blank line; lines starting with "- " form a list).
export const learnMoreEn = {
  learnMore: {
    title: "Learn more about PayFlow",
    intro:
      "PayFlow is a payment platform built in Abidjan for businesses in Côte d'Ivoire: one API and one dashboard for Mobile Money and bank payments, in FCFA.",
    back: "Back",
    toc: "On this page",
    lastUpdated: "Last updated: {{date}}",
    about: {
      title: "About",
      body: "Most Ivorian customers pay with Mobile Money, yet each operator has its own contract, API, statement and support line. PayFlow puts Wave, Orange Money, MTN Mobile Money, Moov Money and bank transfer behind one integration, so a business can accept all of them and follow every franc in one place.\n\nPayFlow never holds your funds: payments are made to your own merchant accounts with each operator. We provide the software, the operator connections and the support.",
    },
    features: {
      title: "Features",
      body: "- Clients: your customer list, with a portal where each client sees their own payments.\n- Payment accounts: your Mobile Money merchant numbers, one marked as primary.\n- Point of sale: send a payment request to a customer's phone at the counter.\n- Transactions and reports: every payment with its status, in FCFA, exportable.\n- API keys and webhooks: take payments from your website or app and be told of each result.\n- Team and roles: admin, manager, developer, support and standard user, or roles you define.\n- Test and live modes: the whole product works against operator sandboxes before you go live.",
    },
    pricing: {
      title: "Pricing",
      body: "Test mode is free and unlimited. In live mode, PayFlow charges a commission per successful payment that depends on your monthly volume and the operators you use; there is no set-up fee. The operators' own fees remain as in your contract with them.\n\nTell us about your business and we send you a written quote within two working days.",
      cta: "Contact us for pricing",
    },
    integrations: {
      title: "Integrations",
      body: "- Wave: checkout sessions and signed webhooks.\n- Orange Money: web payment with notification callbacks.\n- MTN Mobile Money: request-to-pay with callbacks.\n- Moov Money: payment requests with status polling.\n- Bank transfer: the payer transfers with the payment code; you mark it received, or import your bank statement and PayFlow matches it.\n\nCard payments are not offered yet.\n\nEach connection uses your own operator credentials, stored encrypted. The built-in sandboxes speak the same formats, so going live only changes the address and the keys.",
    },
    api: {
      title: "API",
      body: "The PayFlow API is a JSON REST API. Authenticate with a secret key — sk_test_… in test mode, sk_live_… in live mode — create a payment with an amount in FCFA and the payer's number, and receive the outcome on your webhook endpoint (events such as payment.success and payment.failed). Keys and webhooks are managed by your developers in the dashboard.",
      cta: "View API docs",
    },
    security: {
      title: "Security",
      body: "- All traffic is encrypted with HTTPS; sessions use secure, HTTP-only cookies.\n- Operator credentials and webhook secrets are encrypted at rest (AES-256-GCM); API keys are stored as hashes.\n- Two-factor sign-in is available to every user, and sign-in attempts are rate-limited.\n- Each person only reaches what their role allows; the server checks every request.\n- Sensitive actions are recorded in an audit log.",
    },
    privacy: {
      title: "Privacy policy",
      sections: {
        controller: {
          title: "Who we are",
          body: "This policy explains how PayFlow, a payment platform operated from Abidjan, Côte d'Ivoire, processes personal data when you visit our site, contact us, or use PayFlow as a business, a member of its team or one of its clients. It applies Law No. 2013-450 of 19 June 2013 on the protection of personal data.",
        },
        data: {
          title: "Data we collect",
          body: "- Account data: name, email address, phone number, company, role, and your password in hashed form.\n- Payment data: amounts, dates, statuses, the operator used and the payer's phone number. Card payments are not offered yet, so PayFlow holds no card numbers.\n- Messages you send us through the contact form: name, email, subject and message.\n- Technical data: IP address, browser type, sign-in times, and security logs.\n- Preferences: language, time zone, theme and notification choices.",
        },
        purposes: {
          title: "Why we use it",
          body: "- To provide the service: create and follow payments, send them to the operators, notify you of their outcome.\n- To secure accounts and prevent fraud: sign-in checks, rate limits, audit logs.\n- To answer your messages and support requests.\n- To meet our legal obligations, in particular accounting and anti-money-laundering rules.\n\nWe do not sell personal data and do not use it for third-party advertising.",
        },
        retention: {
          title: "How long we keep it",
          body: "Account data is kept while the account is active and deleted within 12 months after it is closed. Payment records are kept for 10 years, as commercial and accounting law requires. Contact messages are kept for 3 years. Security logs are kept for 12 months.",
        },
        sharing: {
          title: "Who receives it",
          body: "Payment data is shared with the operator or bank that processes each payment (Wave, Orange, MTN, Moov, your acquiring bank), and only as needed for that payment. Our hosting providers process data on our behalf under contract. Authorities receive data only when the law requires it.",
        },
        rights: {
          title: "Your rights",
          body: "You may access your data, have it corrected or deleted, object to its processing for legitimate reasons, and ask for its portability. Some data (payment records) must be kept for the legal period even if you ask for deletion. If you believe your rights are not respected, you may complain to the data-protection authority of Côte d'Ivoire, the ARTCI (Autorité de Régulation des Télécommunications/TIC de Côte d'Ivoire).",
        },
        contact: {
          title: "Contact",
          body: "To exercise your rights or ask a question about this policy, write to us through the contact page; we answer within one month.",
        },
      },
    },
    terms: {
      title: "Terms of service",
      sections: {
        purpose: {
          title: "Purpose",
          body: "These terms govern the use of PayFlow, a software service that lets businesses accept Mobile Money and bank payments in Côte d'Ivoire. By creating an account you accept them.",
        },
        account: {
          title: "Your account",
          body: "You give accurate information and keep your password and API keys secret. You are responsible for what is done with your account and your team's accounts; tell us at once if you suspect unauthorised use.",
        },
        payments: {
          title: "Payments and fees",
          body: "Payments are made to your own merchant accounts with each operator, under your contracts with them. PayFlow does not hold funds and is not a party to the sale between you and your customers. Live-mode commissions are those of your written quote; operators' fees are billed by the operators.",
        },
        use: {
          title: "Acceptable use",
          body: "You may not use PayFlow for activities that are illegal in Côte d'Ivoire, for fraud, or to collect payments for a third party without their agreement. We may suspend an account that breaks these rules, after notice except in urgent cases.",
        },
        testMode: {
          title: "Test mode",
          body: "Test mode uses sandboxes: no real money moves. Test data is kept apart from live data and may be reset.",
        },
        liability: {
          title: "Availability and liability",
          body: "We work to keep PayFlow available and secure, but operators' networks can be interrupted outside our control. Our liability is limited to direct damage and, per year, to the fees you paid us over the previous twelve months.",
        },
        changes: {
          title: "Changes and termination",
          body: "We tell you of any change to these terms at least 30 days before it applies. You may close your account at any time; payment records are kept as the law requires.",
        },
        law: {
          title: "Governing law",
          body: "These terms are governed by the law of Côte d'Ivoire. Any dispute that cannot be settled amicably goes to the competent courts of Abidjan.",
        },
      },
    },
  },
} as const;

export const learnMoreFr: Widen<typeof learnMoreEn> = {
  learnMore: {
    title: "En savoir plus sur PayFlow",
    intro:
      "PayFlow est une plateforme de paiement conçue à Abidjan pour les entreprises de Côte d'Ivoire : une seule API et un seul tableau de bord pour les paiements Mobile Money et bancaires, en FCFA.",
    back: "Retour",
    toc: "Sur cette page",
    lastUpdated: "Dernière mise à jour : {{date}}",
    about: {
      title: "À propos",
      body: "La plupart des clients ivoiriens paient par Mobile Money, mais chaque opérateur a son contrat, son API, son relevé et son support. PayFlow réunit Wave, Orange Money, MTN Mobile Money, Moov Money et le virement bancaire derrière une seule intégration : une entreprise les accepte tous et suit chaque franc au même endroit.\n\nPayFlow ne détient jamais vos fonds : les paiements arrivent sur vos propres comptes marchands chez chaque opérateur. Nous fournissons le logiciel, les connexions aux opérateurs et le support.",
    },
    features: {
      title: "Fonctionnalités",
      body: "- Clients : votre fichier clients, avec un portail où chaque client voit ses propres paiements.\n- Comptes de paiement : vos numéros marchands Mobile Money, dont un principal.\n- Point de vente : envoyez une demande de paiement sur le téléphone du client, au comptoir.\n- Transactions et rapports : chaque paiement et son statut, en FCFA, exportables.\n- Clés API et webhooks : encaissez depuis votre site ou votre application et soyez prévenu de chaque résultat.\n- Équipe et rôles : administrateur, responsable, développeur, support et utilisateur standard, ou vos propres rôles.\n- Modes test et réel : tout le produit fonctionne avec les bacs à sable des opérateurs avant la mise en production.",
    },
    pricing: {
      title: "Tarifs",
      body: "Le mode test est gratuit et illimité. En mode réel, PayFlow prélève une commission par paiement réussi qui dépend de votre volume mensuel et des opérateurs utilisés ; il n'y a pas de frais d'installation. Les frais des opérateurs restent ceux de votre contrat avec eux.\n\nPrésentez-nous votre activité et nous vous envoyons un devis écrit sous deux jours ouvrés.",
      cta: "Nous contacter pour les tarifs",
    },
    integrations: {
      title: "Intégrations",
      body: "- Wave : sessions de paiement et webhooks signés.\n- Orange Money : paiement web avec notifications de retour.\n- MTN Mobile Money : demande de paiement avec rappel.\n- Moov Money : demandes de paiement avec suivi du statut.\n- Virement bancaire : le payeur vire avec le code de paiement ; vous le marquez reçu, ou vous importez votre relevé bancaire et PayFlow le rapproche.\n\nLe paiement par carte n'est pas encore proposé.\n\nChaque connexion utilise vos propres identifiants opérateur, stockés chiffrés. Les bacs à sable intégrés parlent les mêmes formats : passer en production ne change que l'adresse et les clés.",
    },
    api: {
      title: "API",
      body: "L'API PayFlow est une API REST en JSON. Authentifiez-vous avec une clé secrète — sk_test_… en mode test, sk_live_… en mode réel —, créez un paiement avec un montant en FCFA et le numéro du payeur, et recevez le résultat sur votre webhook (événements comme payment.success et payment.failed). Vos développeurs gèrent les clés et les webhooks dans le tableau de bord.",
      cta: "Voir la documentation API",
    },
    security: {
      title: "Sécurité",
      body: "- Tous les échanges sont chiffrés en HTTPS ; les sessions utilisent des cookies sécurisés inaccessibles aux scripts.\n- Les identifiants opérateur et les secrets de webhook sont chiffrés au repos (AES-256-GCM) ; les clés API sont stockées sous forme d'empreintes.\n- La connexion à deux facteurs est proposée à chaque utilisateur, et les tentatives de connexion sont limitées.\n- Chacun n'accède qu'à ce que son rôle permet ; le serveur vérifie chaque requête.\n- Les actions sensibles sont inscrites dans un journal d'audit.",
    },
    privacy: {
      title: "Politique de confidentialité",
      sections: {
        controller: {
          title: "Qui sommes-nous",
          body: "Cette politique explique comment PayFlow, plateforme de paiement exploitée depuis Abidjan, Côte d'Ivoire, traite les données personnelles lorsque vous visitez notre site, nous écrivez ou utilisez PayFlow en tant qu'entreprise, membre de son équipe ou client. Elle applique la loi n° 2013-450 du 19 juin 2013 relative à la protection des données à caractère personnel.",
        },
        data: {
          title: "Les données que nous collectons",
          body: "- Données de compte : nom, adresse e-mail, téléphone, entreprise, rôle, et votre mot de passe sous forme chiffrée (hachée).\n- Données de paiement : montants, dates, statuts, opérateur utilisé et numéro de téléphone du payeur. Le paiement par carte n'est pas encore proposé : PayFlow ne détient donc aucun numéro de carte.\n- Messages envoyés par le formulaire de contact : nom, e-mail, objet et message.\n- Données techniques : adresse IP, type de navigateur, heures de connexion et journaux de sécurité.\n- Préférences : langue, fuseau horaire, thème et choix de notifications.",
        },
        purposes: {
          title: "Pourquoi nous les utilisons",
          body: "- Fournir le service : créer et suivre les paiements, les transmettre aux opérateurs, vous informer de leur résultat.\n- Sécuriser les comptes et prévenir la fraude : contrôles de connexion, limites de tentatives, journaux d'audit.\n- Répondre à vos messages et demandes de support.\n- Respecter nos obligations légales, notamment comptables et de lutte contre le blanchiment.\n\nNous ne vendons pas de données personnelles et ne les utilisons pas pour de la publicité de tiers.",
        },
        retention: {
          title: "Combien de temps nous les gardons",
          body: "Les données de compte sont conservées tant que le compte est actif et supprimées dans les 12 mois suivant sa clôture. Les enregistrements de paiement sont conservés 10 ans, comme l'exige le droit commercial et comptable. Les messages de contact sont conservés 3 ans. Les journaux de sécurité sont conservés 12 mois.",
        },
        sharing: {
          title: "Qui les reçoit",
          body: "Les données de paiement sont transmises à l'opérateur ou à la banque qui traite chaque paiement (Wave, Orange, MTN, Moov, votre banque acquéreuse), et seulement pour ce paiement. Nos hébergeurs traitent les données pour notre compte, sous contrat. Les autorités ne reçoivent des données que lorsque la loi l'exige.",
        },
        rights: {
          title: "Vos droits",
          body: "Vous pouvez accéder à vos données, les faire rectifier ou supprimer, vous opposer à leur traitement pour des motifs légitimes et demander leur portabilité. Certaines données (enregistrements de paiement) doivent être conservées pendant la durée légale même si vous demandez leur suppression. Si vous estimez que vos droits ne sont pas respectés, vous pouvez saisir l'autorité de protection des données de Côte d'Ivoire, l'ARTCI (Autorité de Régulation des Télécommunications/TIC de Côte d'Ivoire).",
        },
        contact: {
          title: "Contact",
          body: "Pour exercer vos droits ou poser une question sur cette politique, écrivez-nous depuis la page contact ; nous répondons dans un délai d'un mois.",
        },
      },
    },
    terms: {
      title: "Conditions d'utilisation",
      sections: {
        purpose: {
          title: "Objet",
          body: "Les présentes conditions régissent l'utilisation de PayFlow, service logiciel permettant aux entreprises d'accepter les paiements Mobile Money et bancaires en Côte d'Ivoire. En créant un compte, vous les acceptez.",
        },
        account: {
          title: "Votre compte",
          body: "Vous fournissez des informations exactes et gardez secrets votre mot de passe et vos clés API. Vous êtes responsable de l'usage de votre compte et de ceux de votre équipe ; prévenez-nous immédiatement en cas de doute sur un usage non autorisé.",
        },
        payments: {
          title: "Paiements et frais",
          body: "Les paiements arrivent sur vos propres comptes marchands chez chaque opérateur, selon vos contrats avec eux. PayFlow ne détient pas de fonds et n'est pas partie à la vente entre vous et vos clients. Les commissions du mode réel sont celles de votre devis écrit ; les frais des opérateurs sont facturés par les opérateurs.",
        },
        use: {
          title: "Usage autorisé",
          body: "Vous ne pouvez pas utiliser PayFlow pour des activités illégales en Côte d'Ivoire, pour la fraude, ni pour encaisser pour un tiers sans son accord. Nous pouvons suspendre un compte qui enfreint ces règles, après préavis sauf urgence.",
        },
        testMode: {
          title: "Mode test",
          body: "Le mode test utilise des bacs à sable : aucun argent réel ne circule. Les données de test sont séparées des données réelles et peuvent être réinitialisées.",
        },
        liability: {
          title: "Disponibilité et responsabilité",
          body: "Nous faisons le nécessaire pour que PayFlow reste disponible et sûr, mais les réseaux des opérateurs peuvent être interrompus indépendamment de nous. Notre responsabilité est limitée aux dommages directs et, par année, aux sommes que vous nous avez versées au cours des douze mois précédents.",
        },
        changes: {
          title: "Modifications et résiliation",
          body: "Nous vous informons de toute modification de ces conditions au moins 30 jours avant son application. Vous pouvez fermer votre compte à tout moment ; les enregistrements de paiement sont conservés comme la loi l'exige.",
        },
        law: {
          title: "Droit applicable",
          body: "Ces conditions sont régies par le droit ivoirien. Tout litige qui ne peut être réglé à l'amiable relève des juridictions compétentes d'Abidjan.",
        },
      },
    },
  },
};

addTranslations({ en: learnMoreEn, fr: learnMoreFr });
