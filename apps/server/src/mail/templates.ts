import type { Language } from "@payflow/contracts";

/** Every email PayFlow sends, with the values each one needs. */
export type EmailTemplates = {
  accountCreated: { name: string; email: string; password: string; signInUrl: string; company: string };
  invitation: { name: string; inviter: string; company: string; email: string; password: string; signInUrl: string };
  passwordReset: { name: string; link: string; expiresMinutes: string };
  clientLinkConfirm: { name: string; link: string; expiresMinutes: string };
  signInCode: { code: string; expiresMinutes: string };
  passwordChanged: { name: string };
  paymentSucceeded: PaymentOutcomeParams;
  paymentFailed: PaymentOutcomeParams & { reason: string };
  payoutApprovalNeeded: { name: string; what: string; amount: string; mode: string; link: string };
  payoutBatchCompleted: { name: string; batch: string; succeeded: string; failed: string; mode: string; link: string };
  payoutRulesChanged: PayoutRulesParams;
  invoiceSent: InvoiceMessageParams;
  invoiceReminder: InvoiceMessageParams & { when: "before" | "due" | "after"; days: string };
};

/** What an invoice's message to its client says (amounts already formatted; due: "" when none). */
export type InvoiceMessageParams = {
  client: string;
  business: string;
  number: string;
  total: string;
  remaining: string;
  due: string;
  link: string;
};

/**
 * A change of the payout rules told to the approvers (docs/PAYOUTS.md § Four eyes on the rules):
 * who did what, whose proposal it was, and each rule "before → after" (amounts already formatted).
 */
export type PayoutRulesParams = {
  name: string;
  event: "applied" | "proposed" | "confirmed" | "rejected" | "withdrawn";
  who: string;
  proposer: string;
  approvalThreshold: string;
  perPayoutLimit: string;
  perBeneficiaryDailyLimit: string;
  companyDailyLimit: string;
  link: string;
};

/** What a payment's outcome message says (amount already formatted, in the reader's language). */
export type PaymentOutcomeParams = { name: string; amount: string; code: string; operator: string; mode: string };
export type EmailTemplate = keyof EmailTemplates;

/**
 * The values of each email that let someone into an account. The outbox stores and shows the
 * email with them masked; the full text is kept encrypted only until it is delivered.
 */
export const SECRET_PARAMS: { [K in EmailTemplate]: readonly (keyof EmailTemplates[K])[] } = {
  accountCreated: ["password"],
  invitation: ["password"],
  passwordReset: ["link"],
  clientLinkConfirm: ["link"],
  signInCode: ["code"],
  passwordChanged: [],
  paymentSucceeded: [],
  paymentFailed: [],
  payoutApprovalNeeded: [],
  payoutBatchCompleted: [],
  payoutRulesChanged: [],
  invoiceSent: [],
  invoiceReminder: [],
};

export const MASK = "••••••••";

type Rendered = { subject: string; text: string };
type Renderers = { [K in EmailTemplate]: (p: EmailTemplates[K]) => Rendered };

const SIGNATURE = { fr: "\n\n— L'équipe PayFlow", en: "\n\n— The PayFlow team" };

const RULES_SUBJECT: Record<Language, Record<PayoutRulesParams["event"], string>> = {
  fr: {
    applied: "Règles de versement modifiées",
    proposed: "Un changement des règles de versement attend votre confirmation",
    confirmed: "Changement des règles de versement confirmé",
    rejected: "Changement des règles de versement refusé",
    withdrawn: "Changement des règles de versement retiré",
  },
  en: {
    applied: "Payout rules changed",
    proposed: "A change of the payout rules waits for your confirmation",
    confirmed: "Payout rules change confirmed",
    rejected: "Payout rules change rejected",
    withdrawn: "Payout rules change withdrawn",
  },
};

const RULES_EVENT: Record<Language, (p: PayoutRulesParams) => string> = {
  fr: (p) =>
    ({
      applied: `${p.who} a modifié les règles de versement, en vigueur dès maintenant :`,
      proposed: `${p.who} propose d'assouplir les règles de versement. Le changement ne s'applique qu'une fois confirmé par un autre approbateur :`,
      confirmed: `${p.who} a confirmé le changement des règles de versement proposé par ${p.proposer}, en vigueur dès maintenant :`,
      rejected: `${p.who} a refusé le changement des règles de versement proposé par ${p.proposer} ; les règles restent inchangées. Le changement refusé :`,
      withdrawn: `${p.who} a retiré son changement proposé des règles de versement ; les règles restent inchangées. Le changement retiré :`,
    })[p.event],
  en: (p) =>
    ({
      applied: `${p.who} changed the payout rules, in force now:`,
      proposed: `${p.who} proposes to loosen the payout rules. The change applies only once another approver confirms it:`,
      confirmed: `${p.who} confirmed the change of the payout rules ${p.proposer} proposed, in force now:`,
      rejected: `${p.who} rejected the change of the payout rules ${p.proposer} proposed; the rules stay as they were. The change rejected:`,
      withdrawn: `${p.who} withdrew their proposed change of the payout rules; the rules stay as they were. The change withdrawn:`,
    })[p.event],
};

const REMINDER_WHEN: Record<Language, (p: EmailTemplates["invoiceReminder"]) => string> = {
  fr: (p) =>
    p.when === "before"
      ? `arrive à échéance dans ${p.days} jour(s), le ${p.due}`
      : p.when === "due"
        ? `arrive à échéance aujourd'hui`
        : `est en retard de ${p.days} jour(s) (échéance le ${p.due})`,
  en: (p) =>
    p.when === "before"
      ? `is due in ${p.days} day(s), on ${p.due}`
      : p.when === "due"
        ? "is due today"
        : `is ${p.days} day(s) overdue (due on ${p.due})`,
};

const fr: Renderers = {
  accountCreated: (p) => ({
    subject: "Votre compte PayFlow a été créé",
    text: `Bonjour ${p.name},\n\nUn compte PayFlow a été créé pour vous chez ${p.company}.\n\nE-mail : ${p.email}\nMot de passe temporaire : ${p.password}\n\nConnectez-vous sur ${p.signInUrl} et changez ce mot de passe dès votre première connexion.`,
  }),
  invitation: (p) => ({
    subject: `${p.inviter} vous invite sur PayFlow`,
    text: `Bonjour ${p.name},\n\n${p.inviter} vous invite à rejoindre l'équipe ${p.company} sur PayFlow.\n\nE-mail : ${p.email}\nMot de passe temporaire : ${p.password}\n\nConnectez-vous sur ${p.signInUrl} : vous choisirez votre propre mot de passe à la première connexion.`,
  }),
  passwordReset: (p) => ({
    subject: "Réinitialisation de votre mot de passe PayFlow",
    text: `Bonjour ${p.name},\n\nPour choisir un nouveau mot de passe, ouvrez ce lien (valable ${p.expiresMinutes} minutes, une seule fois) :\n${p.link}\n\nSi vous n'avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.`,
  }),
  clientLinkConfirm: (p) => ({
    subject: "Confirmez votre e-mail pour voir vos paiements PayFlow",
    text: `Bonjour ${p.name},\n\nUn compte PayFlow vient d'être créé avec cette adresse e-mail. Confirmez qu'elle est à vous pour voir vos paiements : ouvrez ce lien (valable ${p.expiresMinutes} minutes, une seule fois) et choisissez votre mot de passe :\n${p.link}\n\nLien expiré ? Utilisez « Mot de passe oublié » sur la page de connexion. Si vous n'avez pas créé ce compte, ouvrez quand même le lien : le mot de passe que vous choisirez remplacera celui de la personne qui l'a créé.`,
  }),
  signInCode: (p) => ({
    subject: `Votre code de connexion PayFlow : ${p.code}`,
    text: `Votre code de connexion PayFlow est ${p.code}.\nIl est valable ${p.expiresMinutes} minutes. Ne le communiquez à personne.`,
  }),
  passwordChanged: (p) => ({
    subject: "Votre mot de passe PayFlow a été modifié",
    text: `Bonjour ${p.name},\n\nLe mot de passe de votre compte PayFlow vient d'être modifié. Si ce n'est pas vous, contactez immédiatement votre administrateur.`,
  }),
  paymentSucceeded: (p) => ({
    subject: `Paiement reçu : ${p.amount} FCFA (${p.code})`,
    text: `Bonjour ${p.name},\n\nLe paiement ${p.code} de ${p.amount} FCFA par ${p.operator} a réussi (mode ${p.mode}).`,
  }),
  paymentFailed: (p) => ({
    subject: `Paiement échoué : ${p.amount} FCFA (${p.code})`,
    text: `Bonjour ${p.name},\n\nLe paiement ${p.code} de ${p.amount} FCFA par ${p.operator} a échoué (mode ${p.mode}).\nMotif : ${p.reason}`,
  }),
  payoutApprovalNeeded: (p) => ({
    subject: `Versement à approuver : ${p.amount} FCFA`,
    text: `Bonjour ${p.name},\n\n${p.what} de ${p.amount} FCFA attend l'approbation d'une deuxième personne (mode ${p.mode}).\nApprouvez-le ou refusez-le dans PayFlow : ${p.link}`,
  }),
  payoutBatchCompleted: (p) => ({
    subject: `Lot de versements ${p.batch} terminé`,
    text: `Bonjour ${p.name},\n\nLe lot de versements ${p.batch} est terminé (mode ${p.mode}) : ${p.succeeded} réussis, ${p.failed} échoués.\nRésultats : ${p.link}`,
  }),
  invoiceSent: (p) => ({
    subject: `Facture ${p.number} de ${p.business} : ${p.total} FCFA`,
    text: `Bonjour ${p.client},\n\n${p.business} vous adresse la facture ${p.number} de ${p.total} FCFA${p.due ? `, à régler avant le ${p.due}` : ""}. Reste à payer : ${p.remaining} FCFA.\n\nVoir la facture et la payer par Mobile Money, en une ou plusieurs fois : ${p.link}`,
  }),
  invoiceReminder: (p) => ({
    subject: `Rappel : facture ${p.number} de ${p.business}, ${p.remaining} FCFA restant à payer`,
    text: `Bonjour ${p.client},\n\nLa facture ${p.number} de ${p.business} ${REMINDER_WHEN.fr(p)}. Reste à payer : ${p.remaining} FCFA sur ${p.total} FCFA.\n\nLa payer maintenant : ${p.link}`,
  }),
  payoutRulesChanged: (p) => ({
    subject: RULES_SUBJECT.fr[p.event],
    text: `Bonjour ${p.name},\n\n${RULES_EVENT.fr(p)}\n\nSeuil d'approbation : ${p.approvalThreshold} FCFA\nPlus gros versement : ${p.perPayoutLimit} FCFA\nPar bénéficiaire et par jour : ${p.perBeneficiaryDailyLimit} FCFA\nEntreprise par jour : ${p.companyDailyLimit} FCFA\n\nParamètres › Versements : ${p.link}`,
  }),
};

const en: Renderers = {
  accountCreated: (p) => ({
    subject: "Your PayFlow account has been created",
    text: `Hello ${p.name},\n\nA PayFlow account has been created for you at ${p.company}.\n\nEmail: ${p.email}\nTemporary password: ${p.password}\n\nSign in at ${p.signInUrl} and change this password at your first sign-in.`,
  }),
  invitation: (p) => ({
    subject: `${p.inviter} invites you to PayFlow`,
    text: `Hello ${p.name},\n\n${p.inviter} invites you to join the ${p.company} team on PayFlow.\n\nEmail: ${p.email}\nTemporary password: ${p.password}\n\nSign in at ${p.signInUrl}: you will choose your own password at the first sign-in.`,
  }),
  passwordReset: (p) => ({
    subject: "Reset your PayFlow password",
    text: `Hello ${p.name},\n\nTo choose a new password, open this link (valid for ${p.expiresMinutes} minutes, once):\n${p.link}\n\nIf you did not ask for this, ignore this message: your password stays the same.`,
  }),
  clientLinkConfirm: (p) => ({
    subject: "Confirm your email to see your PayFlow payments",
    text: `Hello ${p.name},\n\nA PayFlow account was just created with this email address. Confirm it is yours to see your payments: open this link (valid for ${p.expiresMinutes} minutes, once) and choose your password:\n${p.link}\n\nLink expired? Use "Forgot password" on the sign-in page. If you did not create this account, open the link anyway: the password you choose replaces the one of whoever created it.`,
  }),
  signInCode: (p) => ({
    subject: `Your PayFlow sign-in code: ${p.code}`,
    text: `Your PayFlow sign-in code is ${p.code}.\nIt is valid for ${p.expiresMinutes} minutes. Never share it.`,
  }),
  passwordChanged: (p) => ({
    subject: "Your PayFlow password was changed",
    text: `Hello ${p.name},\n\nThe password of your PayFlow account was just changed. If this was not you, contact your administrator at once.`,
  }),
  paymentSucceeded: (p) => ({
    subject: `Payment received: ${p.amount} FCFA (${p.code})`,
    text: `Hello ${p.name},\n\nPayment ${p.code} of ${p.amount} FCFA by ${p.operator} succeeded (${p.mode} mode).`,
  }),
  paymentFailed: (p) => ({
    subject: `Payment failed: ${p.amount} FCFA (${p.code})`,
    text: `Hello ${p.name},\n\nPayment ${p.code} of ${p.amount} FCFA by ${p.operator} failed (${p.mode} mode).\nReason: ${p.reason}`,
  }),
  payoutApprovalNeeded: (p) => ({
    subject: `Payout to approve: ${p.amount} FCFA`,
    text: `Hello ${p.name},\n\n${p.what} of ${p.amount} FCFA waits for a second person's approval (${p.mode} mode).\nApprove or refuse it in PayFlow: ${p.link}`,
  }),
  payoutBatchCompleted: (p) => ({
    subject: `Payout batch ${p.batch} completed`,
    text: `Hello ${p.name},\n\nThe payout batch ${p.batch} is completed (${p.mode} mode): ${p.succeeded} succeeded, ${p.failed} failed.\nResults: ${p.link}`,
  }),
  invoiceSent: (p) => ({
    subject: `Invoice ${p.number} from ${p.business}: ${p.total} FCFA`,
    text: `Hello ${p.client},\n\n${p.business} sends you invoice ${p.number} for ${p.total} FCFA${p.due ? `, due by ${p.due}` : ""}. Remaining to pay: ${p.remaining} FCFA.\n\nSee the invoice and pay it by Mobile Money, at once or in parts: ${p.link}`,
  }),
  invoiceReminder: (p) => ({
    subject: `Reminder: invoice ${p.number} from ${p.business}, ${p.remaining} FCFA left to pay`,
    text: `Hello ${p.client},\n\nInvoice ${p.number} from ${p.business} ${REMINDER_WHEN.en(p)}. Remaining to pay: ${p.remaining} FCFA of ${p.total} FCFA.\n\nPay it now: ${p.link}`,
  }),
  payoutRulesChanged: (p) => ({
    subject: RULES_SUBJECT.en[p.event],
    text: `Hello ${p.name},\n\n${RULES_EVENT.en(p)}\n\nApproval threshold: ${p.approvalThreshold} FCFA\nLargest payout: ${p.perPayoutLimit} FCFA\nPer beneficiary per day: ${p.perBeneficiaryDailyLimit} FCFA\nCompany per day: ${p.companyDailyLimit} FCFA\n\nSettings › Payouts: ${p.link}`,
  }),
};

const RENDERERS: Record<Language, Renderers> = { fr, en };

/** The message in the recipient's language. */
export function renderEmail<K extends EmailTemplate>(
  template: K,
  language: Language,
  params: EmailTemplates[K],
): Rendered {
  const rendered = (RENDERERS[language][template] as (p: EmailTemplates[K]) => Rendered)(params);
  return { subject: rendered.subject, text: rendered.text + SIGNATURE[language] };
}

/** The same email with its secret values replaced by a mask. */
export function renderMaskedEmail<K extends EmailTemplate>(
  template: K,
  language: Language,
  params: EmailTemplates[K],
): Rendered {
  const masked = { ...params };
  for (const key of SECRET_PARAMS[template]) (masked as Record<string, string>)[key as string] = MASK;
  return renderEmail(template, language, masked);
}
