import { SYSTEM_ROLE_LABELS } from "@payflow/contracts/capabilities";
import { addTranslations } from "../../i18n/add-translations";
import type { Widen } from "../../i18n/widen";

// The signed-in areas' own texts (navigation, user menu, mode switch, role names): loaded with
// the areas, not with the public pages.
export const areaEn = {
  mode: {
    test: "Test mode",
    live: "Live mode",
    switched: "Mode Switched",
    nowTest: "You are now in test mode.",
    nowLive: "You are now in live mode.",
    toggle: "Switch between test and live mode (current: {{mode}})",
  },
  nav: {
    label: "Main navigation",
    toggle: "Toggle navigation",
    dashboard: "Dashboard",
    transactions: "Transactions",
    clients: "Clients",
    pos: "Point of sale",
    reports: "Reports",
    payouts: "Payouts",
    users: "Users",
    settings: "Settings",
    support: "Support",
    myTransactions: "My transactions",
    profile: "Profile",
    notifications: "Notifications",
    notificationsCount: "Notifications ({{count}} unread)",
  },
  userMenu: {
    open: "Open account menu",
    genericUser: "User",
    profile: "Profile",
    settings: "Settings",
    support: "Support",
    logout: "Log out",
  },
  sections: {
    learnMore: "Learn more",
    contact: "Contact",
    accounts: "Payment accounts",
    preferences: "Preferences",
    team: "Team",
    apiKeys: "API keys",
    operatorApiConfig: "Operator API configuration",
    permissions: "Roles and permissions",
    enSavoirPlus: "About PayFlow",
    documentation: "Documentation",
  },
  roles: SYSTEM_ROLE_LABELS,
};

export const areaFr: Widen<typeof areaEn> = {
  mode: {
    test: "Mode test",
    live: "Mode réel",
    switched: "Mode changé",
    nowTest: "Vous êtes maintenant en mode test.",
    nowLive: "Vous êtes maintenant en mode réel.",
    toggle: "Basculer entre mode test et mode réel (actuel : {{mode}})",
  },
  nav: {
    label: "Navigation principale",
    toggle: "Afficher ou masquer la navigation",
    dashboard: "Tableau de bord",
    transactions: "Transactions",
    clients: "Clients",
    pos: "Point de vente",
    reports: "Rapports",
    payouts: "Versements",
    users: "Utilisateurs",
    settings: "Paramètres",
    support: "Support",
    myTransactions: "Mes transactions",
    profile: "Profil",
    notifications: "Notifications",
    notificationsCount: "Notifications ({{count}} non lues)",
  },
  userMenu: {
    open: "Ouvrir le menu du compte",
    genericUser: "Utilisateur",
    profile: "Profil",
    settings: "Paramètres",
    support: "Support",
    logout: "Se déconnecter",
  },
  sections: {
    learnMore: "En savoir plus",
    contact: "Contact",
    accounts: "Comptes de paiement",
    preferences: "Préférences",
    team: "Équipe",
    apiKeys: "Clés API",
    operatorApiConfig: "Configuration API des opérateurs",
    permissions: "Rôles et permissions",
    enSavoirPlus: "À propos de PayFlow",
    documentation: "Documentation",
  },
  roles: {
    admin: "Administrateur",
    manager: "Gestionnaire",
    developer: "Développeur",
    support: "Support",
    user: "Utilisateur standard",
    finance: "Finance",
    client: "Client",
  },
};

addTranslations({ en: areaEn, fr: areaFr });
