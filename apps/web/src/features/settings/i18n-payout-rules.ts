import { addTranslations } from "../../i18n/add-translations";
import type { Widen } from "../../i18n/widen";

// Settings › Payouts: the change of the rules waiting for a second approver
// (docs/PAYOUTS.md § Four eyes on the rules).
export const payoutRulesEn = {
  payoutRules: {
    pendingTitle: "A change of these rules waits for a second approver",
    proposedBy: "Proposed by {{name}} on {{when}}. It applies only once another approver confirms it.",
    someone: "someone no longer in the team",
    rule: "Rule",
    current: "Now",
    proposed: "Proposed",
    bankFileFormat: "Bank transfer file",
    yours: "You proposed it: another person who approves payouts confirms or rejects it.",
    notYours: "Only another person who approves payouts and manages settings can confirm it.",
    approverOnly: "Changing these rules also needs the right to approve payouts.",
    confirm: "Confirm the change",
    reject: "Reject",
    withdraw: "Withdraw my proposal",
    confirmTitle: "Confirm this change of the payout rules?",
    confirmText:
      "The rules proposed by {{name}} apply at once, exactly as shown: every payout from now on follows them.",
    rejectTitle: "Reject this change?",
    rejectText: "The proposal of {{name}} is dropped; the rules stay as they are now.",
    withdrawTitle: "Withdraw your proposal?",
    withdrawText: "Your proposed change is dropped; the rules stay as they are now.",
    confirmed: "The change is confirmed: the new rules apply.",
    rejected: "The change is rejected.",
    withdrawn: "Your proposal is withdrawn.",
    waiting:
      "Saved as a proposal: it loosens the rules beyond what one approver may do alone, so it waits for a second approver's confirmation.",
    bound:
      "Lowering a rule applies at once; raising one by more than 20 % or above its default waits for a second approver.",
  },
};

export const payoutRulesFr: Widen<typeof payoutRulesEn> = {
  payoutRules: {
    pendingTitle: "Un changement de ces règles attend un deuxième approbateur",
    proposedBy: "Proposé par {{name}} le {{when}}. Il ne s'applique qu'une fois confirmé par un autre approbateur.",
    someone: "une personne qui n'est plus dans l'équipe",
    rule: "Règle",
    current: "Actuelle",
    proposed: "Proposée",
    bankFileFormat: "Fichier de virements",
    yours: "Vous l'avez proposé : une autre personne qui approuve les versements le confirme ou le refuse.",
    notYours: "Seule une autre personne qui approuve les versements et gère les paramètres peut le confirmer.",
    approverOnly: "Modifier ces règles demande aussi le droit d'approuver les versements.",
    confirm: "Confirmer le changement",
    reject: "Refuser",
    withdraw: "Retirer ma proposition",
    confirmTitle: "Confirmer ce changement des règles de versement ?",
    confirmText:
      "Les règles proposées par {{name}} s'appliquent aussitôt, exactement comme affichées : chaque versement les suit désormais.",
    rejectTitle: "Refuser ce changement ?",
    rejectText: "La proposition de {{name}} est abandonnée ; les règles restent telles qu'elles sont.",
    withdrawTitle: "Retirer votre proposition ?",
    withdrawText: "Votre changement proposé est abandonné ; les règles restent telles qu'elles sont.",
    confirmed: "Le changement est confirmé : les nouvelles règles s'appliquent.",
    rejected: "Le changement est refusé.",
    withdrawn: "Votre proposition est retirée.",
    waiting:
      "Enregistré comme proposition : il assouplit les règles au-delà de ce qu'un approbateur peut faire seul, il attend donc la confirmation d'un deuxième approbateur.",
    bound:
      "Baisser une règle s'applique aussitôt ; en relever une de plus de 20 % ou au-dessus de sa valeur par défaut attend un deuxième approbateur.",
  },
};

addTranslations({ en: payoutRulesEn, fr: payoutRulesFr });
