import { addTranslations } from "../../i18n/add-translations";
import type { Widen } from "../../i18n/widen";

// Help pages: texts are paragraphs separated by a blank line; lines starting with "- " form a list.
export const helpEn = {
  help: {
    docs: {
      title: "Documentation",
      intro:
        "How PayFlow works, how to set it up and how to integrate it. The API reference lists every endpoint of the merchant API.",
      toc: "Guides",
      cards: {
        apiKeys: {
          title: "API keys and webhooks",
          text: "Create keys and webhook endpoints.",
          action: "Open API keys",
        },
        support: { title: "Support", text: "Questions, contact details and answers.", action: "Open support" },
        apiReference: {
          title: "API reference",
          text: "Every endpoint of the merchant API, with examples you can try.",
          action: "Open the reference",
        },
      },
      sections: {
        gettingStarted: {
          title: "Getting started",
          body: "- Add your payment accounts: the Mobile Money merchant numbers that will receive the money.\n- Enter each operator's API credentials in Operator API configuration (live mode only; test mode uses the sandboxes).\n- Invite your team and give each member a role.\n- Take a first payment in test mode from the point of sale, then follow it in Transactions.\n- Switch to live mode when everything works.",
        },
        modes: {
          title: "Test mode and live mode",
          body: "Every payment, key and webhook delivery belongs to one mode. Test mode talks to PayFlow's built-in operator sandboxes: no real money moves, and the payer's number decides the outcome — a number ending in 01 succeeds at once, 02 fails for insufficient funds, 03 is declined by the payer, 04 never answers and expires.\n\nLive mode talks to the operators' real services with your own credentials. The indicator in the top bar shows the mode you are in; switching it changes what you see and what you create.",
        },
        accounts: {
          title: "Payment accounts",
          body: "A payment account is one of your Mobile Money merchant numbers: the operator (Orange Money, MTN Mobile Money, Moov Money or Wave), a name you choose, and the 10-digit number after +225. One account is the primary: the point of sale uses it unless you pick another.",
        },
        operators: {
          title: "Operators",
          body: "- Wave: a checkout session the payer confirms in the Wave app; Wave sends a signed webhook with the result.\n- Orange Money: a web payment page; Orange notifies the result.\n- MTN Mobile Money: a request to pay sent to the payer's phone; MTN calls back with the result.\n- Moov Money: a payment request whose status PayFlow checks until it ends.\n\nFor each operator PayFlow also checks the status on its own, so a lost notification does not leave a payment pending.",
        },
        apiKeys: {
          title: "API keys",
          body: "Your website or app authenticates to the PayFlow API with a secret key: sk_test_… for test mode, sk_live_… for live mode. Keep keys on your server, never in a web page or a mobile app. PayFlow checks keys by a fingerprint and keeps an encrypted copy for the reveal, which the audit log records; revoke a key at once if it leaks.",
        },
        webhooks: {
          title: "Webhooks",
          body: "A webhook is an address on your server that PayFlow calls when something happens, for example payment.success or payment.failed (payment.attempt_failed says that a payer's attempt failed on a payment they may still pay another way). Each call is signed with the endpoint's secret so you can check it comes from PayFlow; a failed delivery is retried. Answer quickly with a 2xx status and do the work afterwards.",
        },
        acceptPayment: {
          title: "Guide: accept a payment from your site",
          body: "From your server, create the payment with your secret key, then send the payer to its checkout_url. With an operator and the payer's number the operator is asked at once and next_action says what the payer does next. Send an Idempotency-Key with every POST: a retry after a network error then never creates a second payment. Follow the outcome with webhooks (or GET /v1/payments/{id}). The full reference is at /docs/api.",
        },
        verifyWebhooks: {
          title: "Guide: verify webhooks",
          body: "PayFlow signs every delivery the Standard Webhooks way: headers webhook-id, webhook-timestamp and webhook-signature (v1,<base64 HMAC-SHA256 of id.timestamp.body> with your endpoint's whsec_ secret). Verify the raw body with the standardwebhooks package before trusting it, refuse timestamps older than 5 minutes, and de-duplicate on webhook-id: a retry of one event keeps its id. Answer 2xx quickly; any other answer is retried for about 3 days, and 410 disables the endpoint.",
        },
        testNumbers: {
          title: "Guide: test numbers",
          body: "In test mode the payer's number decides the outcome, for every operator and any prefix (01, 05, 07):\n- …00000001 succeeds at once.\n- …00000002 fails: insufficient funds.\n- …00000003 the payer declines.\n- …00000004 never answers: the payment expires.\n- …00000005 succeeds, but the operator's notification is lost: PayFlow's own status checks find it.\n- …00000006 the operator answers with an error when the payment is created.\n- …00000007 the operator does not answer in time: the payment stays pending until PayFlow finds the truth.\n- …00000009 (MTN MoMo only) has no MTN wallet: the payment fails at once, payer not found.\n- …00000010 succeeds, and the operator's notification comes twice: one success.\n- …00000011 succeeds, then the operator also reports a failure: the success stands.\n- …00000012 succeeds only after the payment expired: a late success.\n- …00000013 the operator takes 3 seconds to answer each call, then the payment succeeds.\n- …00000014 the operator first reports a failure, then the success: the payment fails, then succeeds late.\n- …00000015 the operator goes down for a minute: this payment and your next ones with that operator fail, and the operator shows as down.\n- …00000016 succeeds under the same operator transaction id each time: from the second payment on, the success is held for review.\n- Any other number succeeds after a few seconds, unless you approve or decline first on the sandbox's payer page.",
        },
        goLive: {
          title: "Guide: go live",
          body: "- Enter each operator's credentials under Operator API configuration (live mode uses them; they are stored encrypted).\n- Add the payment accounts that receive the money, and a bank account if you take bank transfers.\n- Create a live key (sk_live_…) and live webhook endpoints (https only, public addresses).\n- Point Wave's webhook (in Wave's business portal) at https://<your PayFlow address>/callbacks/wave.\n- Take a small real payment, refund it, and check the webhook arrived.",
        },
      },
    },
    about: {
      title: "About PayFlow",
      intro:
        "PayFlow lets your business accept Mobile Money and bank payments in Côte d'Ivoire through one dashboard and one API.",
      sections: {
        what: {
          title: "What PayFlow does",
          body: "Your customers pay with Wave, Orange Money, MTN Mobile Money, Moov Money or a bank transfer; the money goes to your own merchant accounts; PayFlow follows each payment from request to result and keeps the record in FCFA.",
        },
        payment: {
          title: "The life of a payment",
          body: "- You create the payment: at the point of sale, or from your site through the API.\n- The payer approves it on their phone (or transfers with the payment code).\n- The operator tells PayFlow the result, and PayFlow also checks the status itself.\n- The payment becomes successful, failed or expired; your webhooks and notifications are told.",
        },
        roles: {
          title: "Who sees what",
          body: "Administrators manage everything. Managers handle clients, payment accounts and reports; developers handle API keys and webhooks; support staff see clients and transactions and answer contact messages; standard users take payments. Your clients have their own portal with their payments only.",
        },
        data: {
          title: "Your data",
          body: "Data is processed under Ivorian law (Law 2013-450) and the privacy policy; operator credentials are encrypted, and each company only ever sees its own data.",
        },
      },
      privacy: "Privacy policy",
      terms: "Terms of service",
      docs: "Read the documentation",
    },
  },
} as const;

export const helpFr: Widen<typeof helpEn> = {
  help: {
    docs: {
      title: "Documentation",
      intro:
        "Comment PayFlow fonctionne, comment le configurer et comment l'intégrer. La référence de l'API liste chaque point d'accès de l'API marchand.",
      toc: "Guides",
      cards: {
        apiKeys: {
          title: "Clés API et webhooks",
          text: "Créez vos clés et vos adresses de webhook.",
          action: "Ouvrir les clés API",
        },
        support: { title: "Support", text: "Questions, coordonnées et réponses.", action: "Ouvrir le support" },
        apiReference: {
          title: "Référence de l'API",
          text: "Chaque point d'accès de l'API marchand, avec des exemples à essayer.",
          action: "Ouvrir la référence",
        },
      },
      sections: {
        gettingStarted: {
          title: "Bien démarrer",
          body: "- Ajoutez vos comptes de paiement : les numéros marchands Mobile Money qui recevront l'argent.\n- Saisissez les identifiants API de chaque opérateur dans Configuration API opérateurs (mode réel uniquement ; le mode test utilise les bacs à sable).\n- Invitez votre équipe et donnez un rôle à chacun.\n- Faites un premier paiement en mode test depuis le point de vente, puis suivez-le dans Transactions.\n- Passez en mode réel quand tout fonctionne.",
        },
        modes: {
          title: "Mode test et mode réel",
          body: "Chaque paiement, clé et envoi de webhook appartient à un mode. Le mode test parle aux bacs à sable intégrés de PayFlow : aucun argent réel ne circule et le numéro du payeur décide du résultat — un numéro finissant par 01 réussit aussitôt, 02 échoue pour solde insuffisant, 03 est refusé par le payeur, 04 ne répond jamais et expire.\n\nLe mode réel parle aux vrais services des opérateurs avec vos propres identifiants. L'indicateur de la barre du haut montre le mode en cours ; le changer change ce que vous voyez et ce que vous créez.",
        },
        accounts: {
          title: "Comptes de paiement",
          body: "Un compte de paiement est l'un de vos numéros marchands Mobile Money : l'opérateur (Orange Money, MTN Mobile Money, Moov Money ou Wave), un nom de votre choix et le numéro à 10 chiffres après +225. Un compte est le principal : le point de vente l'utilise sauf si vous en choisissez un autre.",
        },
        operators: {
          title: "Opérateurs",
          body: "- Wave : une session de paiement que le payeur confirme dans l'application Wave ; Wave envoie un webhook signé avec le résultat.\n- Orange Money : une page de paiement web ; Orange notifie le résultat.\n- MTN Mobile Money : une demande de paiement envoyée sur le téléphone du payeur ; MTN rappelle avec le résultat.\n- Moov Money : une demande de paiement dont PayFlow vérifie le statut jusqu'à la fin.\n\nPour chaque opérateur, PayFlow vérifie aussi le statut lui-même : une notification perdue ne laisse pas un paiement en attente.",
        },
        apiKeys: {
          title: "Clés API",
          body: "Votre site ou votre application s'authentifie auprès de l'API PayFlow avec une clé secrète : sk_test_… pour le mode test, sk_live_… pour le mode réel. Gardez les clés sur votre serveur, jamais dans une page web ni une application mobile. PayFlow vérifie les clés par une empreinte et garde une copie chiffrée pour l'affichage, que le journal d'audit enregistre ; révoquez aussitôt une clé divulguée.",
        },
        webhooks: {
          title: "Webhooks",
          body: "Un webhook est une adresse de votre serveur que PayFlow appelle quand un événement se produit, par exemple payment.success ou payment.failed (payment.attempt_failed indique que la tentative d'un payeur a échoué sur un paiement qu'il peut encore régler autrement). Chaque appel est signé avec le secret de l'adresse pour que vous vérifiiez qu'il vient de PayFlow ; un envoi échoué est réessayé. Répondez vite avec un statut 2xx et faites le traitement ensuite.",
        },
        acceptPayment: {
          title: "Guide : accepter un paiement depuis votre site",
          body: "Depuis votre serveur, créez le paiement avec votre clé secrète, puis envoyez le payeur vers son checkout_url. Avec un opérateur et le numéro du payeur, l'opérateur est sollicité tout de suite et next_action indique ce que fait le payeur ensuite. Envoyez une Idempotency-Key avec chaque POST : une nouvelle tentative après une erreur réseau ne crée alors jamais un second paiement. Suivez le résultat par webhooks (ou GET /v1/payments/{id}). La référence complète est sur /docs/api.",
        },
        verifyWebhooks: {
          title: "Guide : vérifier les webhooks",
          body: "PayFlow signe chaque envoi selon Standard Webhooks : en-têtes webhook-id, webhook-timestamp et webhook-signature (v1,<HMAC-SHA256 en base64 de id.timestamp.corps> avec le secret whsec_ de votre endpoint). Vérifiez le corps brut avec le paquet standardwebhooks avant de lui faire confiance, refusez les horodatages de plus de 5 minutes et dédoublonnez sur webhook-id : les nouvelles tentatives d'un même événement gardent leur id. Répondez vite en 2xx ; toute autre réponse est retentée pendant environ 3 jours, et 410 désactive l'endpoint.",
        },
        testNumbers: {
          title: "Guide : numéros de test",
          body: "En mode test, le numéro du payeur décide du résultat, pour chaque opérateur et tout préfixe (01, 05, 07) :\n- …00000001 réussit tout de suite.\n- …00000002 échoue : solde insuffisant.\n- …00000003 le payeur refuse.\n- …00000004 ne répond jamais : le paiement expire.\n- …00000005 réussit, mais la notification de l'opérateur se perd : les vérifications de PayFlow la retrouvent.\n- …00000006 l'opérateur répond par une erreur à la création du paiement.\n- …00000007 l'opérateur ne répond pas à temps : le paiement reste en attente jusqu'à ce que PayFlow connaisse la vérité.\n- …00000009 (MTN MoMo seulement) n'a pas de compte MTN : le paiement échoue tout de suite, payeur introuvable.\n- …00000010 réussit, et la notification de l'opérateur arrive deux fois : un seul succès.\n- …00000011 réussit, puis l'opérateur signale aussi un échec : le succès tient.\n- …00000012 réussit seulement après l'expiration du paiement : un succès tardif.\n- …00000013 l'opérateur met 3 secondes à répondre à chaque appel, puis le paiement réussit.\n- …00000014 l'opérateur signale d'abord un échec, puis le succès : le paiement échoue, puis réussit en retard.\n- …00000015 l'opérateur tombe en panne pendant une minute : ce paiement et vos suivants avec cet opérateur échouent, et l'opérateur apparaît en panne.\n- …00000016 réussit chaque fois sous la même transaction opérateur : dès le deuxième paiement, le succès est retenu pour vérification.\n- Tout autre numéro réussit après quelques secondes, sauf si vous approuvez ou refusez avant sur la page payeur du bac à sable.",
        },
        goLive: {
          title: "Guide : passer en production",
          body: "- Saisissez les identifiants de chaque opérateur dans Configuration API opérateur (le mode live les utilise ; ils sont chiffrés).\n- Ajoutez les comptes de paiement qui reçoivent l'argent, et un compte bancaire si vous acceptez les virements.\n- Créez une clé live (sk_live_…) et des endpoints webhook live (https uniquement, adresses publiques).\n- Faites pointer le webhook Wave (dans le portail business de Wave) vers https://<votre adresse PayFlow>/callbacks/wave.\n- Faites un petit paiement réel, remboursez-le et vérifiez que le webhook est arrivé.",
        },
      },
    },
    about: {
      title: "À propos de PayFlow",
      intro:
        "PayFlow permet à votre entreprise d'accepter les paiements Mobile Money et bancaires en Côte d'Ivoire avec un seul tableau de bord et une seule API.",
      sections: {
        what: {
          title: "Ce que fait PayFlow",
          body: "Vos clients paient avec Wave, Orange Money, MTN Mobile Money, Moov Money ou par virement bancaire ; l'argent arrive sur vos propres comptes marchands ; PayFlow suit chaque paiement de la demande au résultat et en garde la trace en FCFA.",
        },
        payment: {
          title: "La vie d'un paiement",
          body: "- Vous créez le paiement : au point de vente, ou depuis votre site via l'API.\n- Le payeur l'approuve sur son téléphone (ou vire avec le code de paiement).\n- L'opérateur indique le résultat à PayFlow, qui vérifie aussi le statut lui-même.\n- Le paiement devient réussi, échoué ou expiré ; vos webhooks et notifications sont prévenus.",
        },
        roles: {
          title: "Qui voit quoi",
          body: "Les administrateurs gèrent tout. Les responsables gèrent les clients, les comptes de paiement et les rapports ; les développeurs gèrent les clés API et les webhooks ; le support voit les clients et les transactions et répond aux messages de contact ; les utilisateurs standard encaissent. Vos clients ont leur propre portail, avec leurs seuls paiements.",
        },
        data: {
          title: "Vos données",
          body: "Les données sont traitées selon la loi ivoirienne (loi n° 2013-450) et la politique de confidentialité ; les identifiants opérateur sont chiffrés, et chaque entreprise ne voit jamais que ses propres données.",
        },
      },
      privacy: "Politique de confidentialité",
      terms: "Conditions d'utilisation",
      docs: "Lire la documentation",
    },
  },
};

addTranslations({ en: helpEn, fr: helpFr });
