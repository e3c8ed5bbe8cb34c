import { addTranslations } from "../../i18n/add-translations";
import type { Widen } from "../../i18n/widen";

export const supportEn = {
  support: {
    title: "Support",
    subtitle: "Find an answer or reach the PayFlow team.",
    cards: {
      // PayFlow has no live chat: this card says so and leads to the contact form.
      write: {
        title: "Write to us",
        text: "There is no live chat: send your question from the contact form and the reply comes to your email.",
        action: "Open the contact form",
      },
      phone: { title: "Phone", text: "Call us on working days." },
      email: { title: "Email", text: "Send us the details, screenshots included." },
      documentation: { title: "Documentation", text: "Guides to set up and use PayFlow.", action: "Read the guides" },
    },
    infoError: "The support contact details could not be loaded.",
    faqTitle: "Frequently asked questions",
    faq: {
      payment: {
        q: "A customer says they paid but the payment is still pending. What should I do?",
        a: "Operators sometimes confirm a few minutes late. PayFlow keeps checking the status and updates the payment on its own; if it is still pending after 30 minutes, send us its reference from the contact form.",
      },
      testLive: {
        q: "What is the difference between test and live mode?",
        a: "Test mode talks to the operators' sandboxes: no real money moves and the test numbers decide the outcome. Live mode uses your own operator credentials and real money. The indicator in the top bar shows the current mode.",
      },
      accounts: {
        q: "How do I add a Mobile Money merchant account?",
        a: "Open Settings, then Payment accounts, and add the operator, the account name and its 10-digit number. The primary account is used by default at the point of sale.",
      },
      team: {
        q: "How do I give a colleague access?",
        a: "Administrators invite members from Settings → Team and choose their role; each role only sees what its work needs.",
      },
      password: {
        q: "I forgot my password. How do I get back in?",
        a: "Use “Forgot password” on the sign-in page, or ask your administrator to set a temporary password you change at your next sign-in.",
      },
    },
    inbox: {
      title: "Contact messages",
      subtitle: "Messages sent from the public contact form, newest first.",
      unhandled_one: "{{count}} message to handle",
      unhandled_other: "{{count}} messages to handle",
      allHandled: "Every message has been handled.",
      empty: "No message yet. Messages sent from the contact page appear here.",
      from: "From",
      received: "Received {{date}}",
      handled: "Handled",
      toHandle: "To handle",
      handledBy: "Handled by {{name}} on {{date}}",
      open: "Read the message from {{name}}",
      markHandled: "Mark as handled",
      markUnhandled: "Mark as not handled",
      markedHandled: "Message marked as handled.",
      markedUnhandled: "Message marked as not handled.",
      reply: "Reply by email",
      close: "Close",
    },
  },
} as const;

export const supportFr: Widen<typeof supportEn> = {
  support: {
    title: "Support",
    subtitle: "Trouvez une réponse ou joignez l'équipe PayFlow.",
    cards: {
      write: {
        title: "Nous écrire",
        text: "Pas de chat en direct : envoyez votre question depuis le formulaire de contact, la réponse arrive dans votre boîte e-mail.",
        action: "Ouvrir le formulaire de contact",
      },
      phone: { title: "Téléphone", text: "Appelez-nous les jours ouvrés." },
      email: { title: "E-mail", text: "Envoyez-nous les détails, captures d'écran comprises." },
      documentation: {
        title: "Documentation",
        text: "Des guides pour configurer et utiliser PayFlow.",
        action: "Lire les guides",
      },
    },
    infoError: "Les coordonnées du support n'ont pas pu être chargées.",
    faqTitle: "Questions fréquentes",
    faq: {
      payment: {
        q: "Un client dit avoir payé mais le paiement est toujours en attente. Que faire ?",
        a: "Les opérateurs confirment parfois avec quelques minutes de retard. PayFlow continue de vérifier le statut et met le paiement à jour tout seul ; s'il est toujours en attente après 30 minutes, envoyez-nous sa référence depuis le formulaire de contact.",
      },
      testLive: {
        q: "Quelle est la différence entre le mode test et le mode réel ?",
        a: "Le mode test parle aux bacs à sable des opérateurs : aucun argent réel ne circule et les numéros de test décident du résultat. Le mode réel utilise vos propres identifiants opérateur et de l'argent réel. L'indicateur de la barre du haut montre le mode en cours.",
      },
      accounts: {
        q: "Comment ajouter un compte marchand Mobile Money ?",
        a: "Ouvrez Paramètres, puis Comptes de paiement, et ajoutez l'opérateur, le nom du compte et son numéro à 10 chiffres. Le compte principal est utilisé par défaut au point de vente.",
      },
      team: {
        q: "Comment donner accès à un collègue ?",
        a: "Les administrateurs invitent les membres depuis Paramètres → Équipe et choisissent leur rôle ; chaque rôle ne voit que ce dont son travail a besoin.",
      },
      password: {
        q: "J'ai oublié mon mot de passe. Comment me reconnecter ?",
        a: "Utilisez « Mot de passe oublié » sur la page de connexion, ou demandez à votre administrateur un mot de passe temporaire que vous changerez à la connexion suivante.",
      },
    },
    inbox: {
      title: "Messages de contact",
      subtitle: "Les messages envoyés depuis le formulaire de contact public, du plus récent au plus ancien.",
      unhandled_one: "{{count}} message à traiter",
      unhandled_other: "{{count}} messages à traiter",
      allHandled: "Tous les messages ont été traités.",
      empty: "Aucun message pour l'instant. Les messages envoyés depuis la page contact apparaissent ici.",
      from: "De",
      received: "Reçu le {{date}}",
      handled: "Traité",
      toHandle: "À traiter",
      handledBy: "Traité par {{name}} le {{date}}",
      open: "Lire le message de {{name}}",
      markHandled: "Marquer comme traité",
      markUnhandled: "Marquer comme non traité",
      markedHandled: "Message marqué comme traité.",
      markedUnhandled: "Message marqué comme non traité.",
      reply: "Répondre par e-mail",
      close: "Fermer",
    },
  },
};

addTranslations({ en: supportEn, fr: supportFr });
