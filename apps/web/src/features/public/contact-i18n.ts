import { addTranslations } from "../../i18n/add-translations";
import type { Widen } from "../../i18n/widen";

export const contactEn = {
  contactPage: {
    title: "Contact us",
    intro:
      "A question about PayFlow, a quote, or help with your account? Write to us: the support team reads every message.",
    name: "Name",
    namePlaceholder: "Awa Koné",
    email: "Email",
    emailPlaceholder: "you@company.ci",
    subject: "Subject",
    subjectPlaceholder: "Pricing for my shop",
    message: "Message",
    messagePlaceholder: "Tell us about your business and your question.",
    messageCount: "{{count}} / {{max}} characters",
    send: "Send message",
    sent: "Message Sent!",
    sentText: "Thank you. Our support team will answer by email.",
    other: "Other ways to reach us",
    supportEmail: "Support email",
    supportPhone: "Phone",
    office: "Office",
    infoError: "The support contact details could not be loaded.",
    retry: "Try again",
  },
} as const;

export const contactFr: Widen<typeof contactEn> = {
  contactPage: {
    title: "Nous contacter",
    intro:
      "Une question sur PayFlow, un devis ou de l'aide avec votre compte ? Écrivez-nous : l'équipe support lit chaque message.",
    name: "Nom",
    namePlaceholder: "Awa Koné",
    email: "E-mail",
    emailPlaceholder: "vous@entreprise.ci",
    subject: "Objet",
    subjectPlaceholder: "Tarifs pour ma boutique",
    message: "Message",
    messagePlaceholder: "Présentez votre activité et votre question.",
    messageCount: "{{count}} / {{max}} caractères",
    send: "Envoyer le message",
    sent: "Message envoyé !",
    sentText: "Merci. Notre équipe support vous répondra par e-mail.",
    other: "Autres moyens de nous joindre",
    supportEmail: "E-mail du support",
    supportPhone: "Téléphone",
    office: "Bureau",
    infoError: "Les coordonnées du support n'ont pas pu être chargées.",
    retry: "Réessayer",
  },
};

addTranslations({ en: contactEn, fr: contactFr });
