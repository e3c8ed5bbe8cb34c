import { addTranslations } from "../../i18n/add-translations";
import type { Widen } from "../../i18n/widen";

// The login page's other ways in: two-factor step, email code, password reset.
export const recoveryEn = {
  recovery: {
    forgotPassword: "Forgot password?",
    emailCodeLink: "Receive a code by email",
    backToLogin: "Back to sign in",
    twoFactorTitle: "Two-step verification",
    twoFactorSubtitle: "Enter the 6-digit code shown in your authenticator app.",
    backupSubtitle: "Enter one of your backup codes. Each one works only once.",
    code: "Verification code",
    backupCode: "Backup code",
    verify: "Verify",
    useBackupCode: "Use a backup code",
    useApp: "Use the authenticator app",
    emailCodeTitle: "Sign in with a code",
    emailCodeSubtitle: "We send a one-time code to your email address.",
    sendCode: "Send the code",
    codeSent:
      "If an active account uses {{email}}, a 6-digit code has just been sent to it. It is valid for {{minutes}} minutes.",
    emailCode: "Code received by email",
    signInWithCode: "Sign in",
    resendCode: "Send a new code",
    resetTitle: "Forgot your password?",
    resetSubtitle: "Enter your email address and we will send you a link to choose a new password.",
    sendLink: "Send the link",
    linkSent:
      "If an account uses {{email}}, an email with a reset link has just been sent to it. The link is valid for {{minutes}} minutes and works once.",
    newPasswordTitle: "Choose a new password",
    newPasswordSubtitle: "At least 8 characters. Every session of your account will be signed out.",
    newPassword: "New password",
    confirmNewPassword: "Confirm the new password",
    savePassword: "Save the password",
    passwordReset: "Your password has been changed. You can now sign in with it.",
    requestNewLink: "Ask for a new link",
    pageTitle: "Reset password — PayFlow",
  },
} as const;

export const recoveryFr: Widen<typeof recoveryEn> = {
  recovery: {
    forgotPassword: "Mot de passe oublié ?",
    emailCodeLink: "Recevoir un code par e-mail",
    backToLogin: "Retour à la connexion",
    twoFactorTitle: "Vérification en deux étapes",
    twoFactorSubtitle: "Saisissez le code à 6 chiffres affiché dans votre application d'authentification.",
    backupSubtitle: "Saisissez l'un de vos codes de secours. Chacun ne fonctionne qu'une fois.",
    code: "Code de vérification",
    backupCode: "Code de secours",
    verify: "Vérifier",
    useBackupCode: "Utiliser un code de secours",
    useApp: "Utiliser l'application d'authentification",
    emailCodeTitle: "Connexion par code",
    emailCodeSubtitle: "Nous envoyons un code à usage unique à votre adresse e-mail.",
    sendCode: "Recevoir le code",
    codeSent:
      "Si un compte actif utilise {{email}}, un code à 6 chiffres vient d'y être envoyé. Il est valable {{minutes}} minutes.",
    emailCode: "Code reçu par e-mail",
    signInWithCode: "Se connecter",
    resendCode: "Renvoyer un code",
    resetTitle: "Mot de passe oublié ?",
    resetSubtitle: "Saisissez votre adresse e-mail : nous vous envoyons un lien pour choisir un nouveau mot de passe.",
    sendLink: "Envoyer le lien",
    linkSent:
      "Si un compte utilise {{email}}, un e-mail avec un lien de réinitialisation vient d'y être envoyé. Le lien est valable {{minutes}} minutes et ne sert qu'une fois.",
    newPasswordTitle: "Choisissez un nouveau mot de passe",
    newPasswordSubtitle: "Au moins 8 caractères. Toutes les sessions de votre compte seront déconnectées.",
    newPassword: "Nouveau mot de passe",
    confirmNewPassword: "Confirmer le nouveau mot de passe",
    savePassword: "Enregistrer le mot de passe",
    passwordReset: "Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter avec.",
    requestNewLink: "Demander un nouveau lien",
    pageTitle: "Réinitialiser le mot de passe — PayFlow",
  },
};

addTranslations({ en: recoveryEn, fr: recoveryFr });
