import { addTranslations } from "../../i18n/add-translations";
import type { Widen } from "../../i18n/widen";

// Strings of this feature, added to i18next when the feature's code loads (not at start).
export const notificationsEn = {
  notifications: {
    title: "Notifications",
    unread_one: "{{count}} unread notification",
    unread_other: "{{count}} unread notifications",
    allRead: "You are all caught up.",
    markRead: "Mark as read",
    markAllRead: "Mark all as read",
    clearAll: "Clear all",
    clearTitle: "Clear all notifications?",
    clearText: "Every notification will be deleted. This cannot be undone.",
    cleared: "Notifications cleared.",
    empty: "No notifications yet.",
    types: {
      success: "Success",
      error: "Error",
      warning: "Warning",
      info: "Information",
      general: "General",
    },
  },
} as const;

export const notificationsFr: Widen<typeof notificationsEn> = {
  notifications: {
    title: "Notifications",
    unread_one: "{{count}} notification non lue",
    unread_other: "{{count}} notifications non lues",
    allRead: "Vous êtes à jour.",
    markRead: "Marquer comme lue",
    markAllRead: "Tout marquer comme lu",
    clearAll: "Tout effacer",
    clearTitle: "Effacer toutes les notifications ?",
    clearText: "Toutes les notifications seront supprimées. Cette action est irréversible.",
    cleared: "Notifications effacées.",
    empty: "Aucune notification pour l'instant.",
    types: {
      success: "Succès",
      error: "Erreur",
      warning: "Avertissement",
      info: "Information",
      general: "Général",
    },
  },
};

addTranslations({ en: notificationsEn, fr: notificationsFr });
