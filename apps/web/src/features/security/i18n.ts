import { addTranslations } from "../../i18n/add-translations";
import type { Widen } from "../../i18n/widen";

// The step-up dialog's strings (docs/PAYOUTS.md § Step-up), loaded with the signed-in area.
export const stepUpEn = {
  stepUp: {
    title: "Confirm it's you",
    totpText: "This action needs you to confirm your identity. Enter the 6-digit code from your authenticator app.",
    passwordText: "This action needs you to confirm your identity. Enter your password.",
    window: "You will not be asked again for 5 minutes in this session.",
    code: "6-digit code",
    password: "Password",
    confirm: "Confirm",
    cancel: "Cancel",
  },
};

export const stepUpFr: Widen<typeof stepUpEn> = {
  stepUp: {
    title: "Confirmez votre identité",
    totpText:
      "Cette action demande de confirmer votre identité. Saisissez le code à 6 chiffres de votre application d'authentification.",
    passwordText: "Cette action demande de confirmer votre identité. Saisissez votre mot de passe.",
    window: "Cela ne vous sera plus demandé pendant 5 minutes dans cette session.",
    code: "Code à 6 chiffres",
    password: "Mot de passe",
    confirm: "Confirmer",
    cancel: "Annuler",
  },
};

addTranslations({ en: stepUpEn, fr: stepUpFr });
