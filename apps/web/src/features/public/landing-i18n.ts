import { addTranslations } from "../../i18n/add-translations";
import type { Widen } from "../../i18n/widen";

// The landing page's own strings (header links and the headline are core strings: they show
// before this chunk loads).
export const landingEn = {
  site: {
    hero: {
      eyebrow: "Mobile Money and bank payments · Côte d'Ivoire",
      secondary: "See how it works",
      note: "Free test mode with operator sandboxes — nothing to pay, no commitment.",
    },
    methods: {
      title: "Payment methods your customers already use",
      wave: "Wave",
      orange: "Orange Money",
      mtn: "MTN Mobile Money",
      moov: "Moov Money",
      bank: "Bank transfer",
    },
    features: {
      title: "Everything you need to get paid",
      subtitle: "One integration replaces four operator contracts, four APIs and four reports.",
      items: {
        oneApi: {
          title: "One API for every operator",
          text: "Create a payment once; PayFlow speaks to Wave, Orange Money, MTN Mobile Money and Moov Money in their own formats and tells you the result.",
        },
        dashboard: {
          title: "Every payment in one dashboard",
          text: "Follow each transaction in FCFA from request to confirmation, search by client, and export what your accountant needs.",
        },
        testMode: {
          title: "Test before you go live",
          text: "Built-in sandboxes behave like the real operators, with test numbers for success, refusal and timeouts. Switch to live mode when you are ready.",
        },
        portal: {
          title: "A portal for your clients",
          text: "Your customers get their own space to see the payments they made to you, in French or English.",
        },
      },
    },
    benefits: {
      title: "Why businesses in Abidjan choose PayFlow",
      items: {
        xof: {
          title: "Amounts in FCFA",
          text: "Whole XOF amounts end to end: no conversion, no rounding surprises.",
        },
        ownAccounts: {
          title: "Money goes to your accounts",
          text: "Payments land in your own operator merchant accounts, with your own credentials.",
        },
        inPerson: {
          title: "In-person payments too",
          text: "The point of sale screen sends a payment request to the customer's phone at the counter.",
        },
        team: {
          title: "Your team, your rules",
          text: "Roles for managers, developers and support staff: each person sees only what their job needs.",
        },
        security: {
          title: "Security by default",
          text: "Encrypted operator credentials, two-factor sign-in and a log of sensitive actions.",
        },
        local: {
          title: "A team close to you",
          text: "Support in French and English from Abidjan, in your time zone.",
        },
      },
    },
    testimonials: {
      title: "What merchants tell us they need",
      note: "Illustrative scenarios drawn from conversations with merchants; names are shortened.",
      items: {
        shop: {
          quote:
            "Half of my customers pay with Wave and the other half with Orange Money. Seeing all of it in one list saves me an hour every evening.",
          author: "Mariam K.",
          role: "Shop owner, Adjamé",
        },
        school: {
          quote:
            "Parents pay school fees from their phones, and each payment is matched to the right family without anyone typing it again.",
          author: "Serge A.",
          role: "Accountant, private school in Cocody",
        },
        dev: {
          quote: "We tested every failure case in the sandbox before launch. Going live only meant changing the keys.",
          author: "Fatou D.",
          role: "Developer, delivery start-up in Marcory",
        },
      },
    },
    faq: {
      title: "Frequently asked questions",
      items: {
        methods: {
          q: "Which payment methods can I accept?",
          a: "Wave, Orange Money, MTN Mobile Money and Moov Money, plus bank transfer with a payment code. Card payments are not offered yet. All amounts are in FCFA (XOF).",
        },
        price: {
          q: "How much does PayFlow cost?",
          a: "Test mode is free. In live mode the price depends on your volume and the operators you use; write to us from the contact page and we answer with a clear quote. Operators' own fees stay as in your contract with them.",
        },
        developer: {
          q: "Do I need a developer?",
          a: "No to get started: the dashboard and the point of sale work without code. To take payments on your website or app, a developer uses the PayFlow API and webhooks.",
        },
        money: {
          q: "When do I receive the money?",
          a: "PayFlow never holds your money: payments are made to your own merchant accounts with each operator, which pay out on their usual schedule.",
        },
        data: {
          q: "Is my data and my customers' data safe?",
          a: "Yes. Traffic is encrypted, operator credentials are stored encrypted, and personal data is handled under Ivorian law (Law 2013-450) — see our privacy policy.",
        },
      },
    },
    cta: {
      title: "Ready to accept your first payment?",
      text: "Create your account in a minute and try every operator in test mode.",
      contact: "Talk to our team",
    },
  },
} as const;

export const landingFr: Widen<typeof landingEn> = {
  site: {
    hero: {
      eyebrow: "Paiements Mobile Money et bancaires · Côte d'Ivoire",
      secondary: "Voir comment ça marche",
      note: "Mode test gratuit avec les bacs à sable des opérateurs — rien à payer, sans engagement.",
    },
    methods: {
      title: "Les moyens de paiement que vos clients utilisent déjà",
      wave: "Wave",
      orange: "Orange Money",
      mtn: "MTN Mobile Money",
      moov: "Moov Money",
      bank: "Virement bancaire",
    },
    features: {
      title: "Tout ce qu'il faut pour être payé",
      subtitle: "Une seule intégration remplace quatre contrats, quatre API et quatre relevés d'opérateurs.",
      items: {
        oneApi: {
          title: "Une API pour tous les opérateurs",
          text: "Créez un paiement une fois : PayFlow parle à Wave, Orange Money, MTN Mobile Money et Moov Money dans leurs propres formats et vous donne le résultat.",
        },
        dashboard: {
          title: "Tous les paiements dans un tableau de bord",
          text: "Suivez chaque transaction en FCFA, de la demande à la confirmation, cherchez par client et exportez ce dont votre comptable a besoin.",
        },
        testMode: {
          title: "Testez avant de passer en production",
          text: "Des bacs à sable intégrés se comportent comme les vrais opérateurs, avec des numéros de test pour la réussite, le refus et l'expiration. Passez en mode réel quand vous êtes prêt.",
        },
        portal: {
          title: "Un portail pour vos clients",
          text: "Vos clients ont leur propre espace pour voir les paiements qu'ils vous ont faits, en français ou en anglais.",
        },
      },
    },
    benefits: {
      title: "Pourquoi les entreprises d'Abidjan choisissent PayFlow",
      items: {
        xof: {
          title: "Des montants en FCFA",
          text: "Des montants entiers en XOF de bout en bout : ni conversion, ni arrondi surprise.",
        },
        ownAccounts: {
          title: "L'argent va sur vos comptes",
          text: "Les paiements arrivent sur vos propres comptes marchands, avec vos propres identifiants opérateur.",
        },
        inPerson: {
          title: "Le paiement en boutique aussi",
          text: "L'écran point de vente envoie une demande de paiement sur le téléphone du client, au comptoir.",
        },
        team: {
          title: "Votre équipe, vos règles",
          text: "Des rôles pour les responsables, développeurs et agents de support : chacun ne voit que ce dont il a besoin.",
        },
        security: {
          title: "La sécurité par défaut",
          text: "Identifiants opérateur chiffrés, connexion à deux facteurs et journal des actions sensibles.",
        },
        local: {
          title: "Une équipe proche de vous",
          text: "Un support en français et en anglais depuis Abidjan, à votre heure.",
        },
      },
    },
    testimonials: {
      title: "Ce que les commerçants nous disent attendre",
      note: "Scénarios illustratifs tirés d'échanges avec des commerçants ; les noms sont abrégés.",
      items: {
        shop: {
          quote:
            "La moitié de mes clients paie avec Wave, l'autre avec Orange Money. Tout voir dans une seule liste me fait gagner une heure chaque soir.",
          author: "Mariam K.",
          role: "Commerçante, Adjamé",
        },
        school: {
          quote:
            "Les parents paient la scolarité depuis leur téléphone, et chaque paiement est rattaché à la bonne famille sans ressaisie.",
          author: "Serge A.",
          role: "Comptable, école privée à Cocody",
        },
        dev: {
          quote:
            "Nous avons testé tous les cas d'échec dans le bac à sable avant le lancement. Passer en production, c'était juste changer les clés.",
          author: "Fatou D.",
          role: "Développeuse, start-up de livraison à Marcory",
        },
      },
    },
    faq: {
      title: "Questions fréquentes",
      items: {
        methods: {
          q: "Quels moyens de paiement puis-je accepter ?",
          a: "Wave, Orange Money, MTN Mobile Money et Moov Money, ainsi que le virement bancaire avec un code de paiement. Le paiement par carte n'est pas encore proposé. Tous les montants sont en FCFA (XOF).",
        },
        price: {
          q: "Combien coûte PayFlow ?",
          a: "Le mode test est gratuit. En mode réel, le prix dépend de votre volume et des opérateurs utilisés : écrivez-nous depuis la page contact et nous répondons avec un devis clair. Les frais des opérateurs restent ceux de votre contrat avec eux.",
        },
        developer: {
          q: "Ai-je besoin d'un développeur ?",
          a: "Pas pour commencer : le tableau de bord et le point de vente fonctionnent sans code. Pour encaisser sur votre site ou votre application, un développeur utilise l'API et les webhooks PayFlow.",
        },
        money: {
          q: "Quand est-ce que je reçois l'argent ?",
          a: "PayFlow ne détient jamais vos fonds : les paiements arrivent sur vos propres comptes marchands chez chaque opérateur, qui reverse selon son calendrier habituel.",
        },
        data: {
          q: "Mes données et celles de mes clients sont-elles protégées ?",
          a: "Oui. Les échanges sont chiffrés, les identifiants opérateur sont stockés chiffrés et les données personnelles sont traitées selon la loi ivoirienne (loi n° 2013-450) — voir notre politique de confidentialité.",
        },
      },
    },
    cta: {
      title: "Prêt à encaisser votre premier paiement ?",
      text: "Créez votre compte en une minute et essayez chaque opérateur en mode test.",
      contact: "Parler à notre équipe",
    },
  },
};

addTranslations({ en: landingEn, fr: landingFr });
