import { addTranslations } from "../../i18n/add-translations";
import type { Widen } from "../../i18n/widen";

// Strings of the password change form and the forced first-login change, loaded with them.
export const passwordChangeEn = {
  passwordChange: {
    title: "Change password",
    currentPassword: "Current password",
    newPassword: "New password",
    newPasswordHint: "At least 8 characters.",
    confirmPassword: "Confirm new password",
    submit: "Change password",
    updated: "Password updated",
    updatedText: "Your password was changed. Your other sessions were signed out.",
    forcedTitle: "Choose your own password",
    forcedText: "Your account was created with a temporary password. Choose a new password to continue to your space.",
    forcedCurrent: "Temporary password",
    logout: "Log out",
  },
} as const;

export const passwordChangeFr: Widen<typeof passwordChangeEn> = {
  passwordChange: {
    title: "Changer le mot de passe",
    currentPassword: "Mot de passe actuel",
    newPassword: "Nouveau mot de passe",
    newPasswordHint: "Au moins 8 caractères.",
    confirmPassword: "Confirmer le nouveau mot de passe",
    submit: "Changer le mot de passe",
    updated: "Mot de passe mis à jour",
    updatedText: "Votre mot de passe a été changé. Vos autres sessions ont été déconnectées.",
    forcedTitle: "Choisissez votre mot de passe",
    forcedText:
      "Votre compte a été créé avec un mot de passe temporaire. Choisissez un nouveau mot de passe pour accéder à votre espace.",
    forcedCurrent: "Mot de passe temporaire",
    logout: "Se déconnecter",
  },
};

addTranslations({ en: passwordChangeEn, fr: passwordChangeFr });
