import { ERROR_MESSAGES } from "@payflow/contracts/error-messages";

// English strings: the source of keys. fr.ts is typed against this object, so a key missing
// in French fails the type-check.
export const en = {
  app: {
    name: "PayFlow",
    skipToContent: "Skip to main content",
    homeLink: "PayFlow home",
  },
  common: {
    forbiddenTitle: "Not allowed",
    forbiddenText: "Your role does not give access to this screen. Ask an administrator if you need it.",
    loading: "Loading…",
    cancel: "Cancel",
    back: "Back",
    lastUpdated: "Last updated: {{time}}",
    backHome: "Back to home",
    notFoundTitle: "Page not found",
    notFoundText: "The page you are looking for does not exist or has moved.",
  },
  language: {
    switchTo: "Switch language (current: {{current}})",
    fr: "Français",
    en: "English",
  },
  theme: {
    toDark: "Switch to dark mode",
    toLight: "Switch to light mode",
  },
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
  auth: {
    email: "Email",
    emailPlaceholder: "you@company.ci",
    password: "Password",
    passwordPlaceholder: "Your password",
    loginTitle: "Sign in to PayFlow",
    loginSubtitle: "Manage your Mobile Money and bank payments.",
    loginSubmit: "Sign in",
    noAccount: "No account yet?",
    registerLink: "Create an account",
    registerTitle: "Create your PayFlow account",
    registerSubtitle: "Follow your payments from your client portal.",
    fullName: "Full name",
    fullNamePlaceholder: "Awa Koné",
    phone: "Phone",
    phonePlaceholder: "07 01 02 03 04",
    company: "Company",
    companyPlaceholder: "Koné Distribution SARL",
    passwordHint: "At least 8 characters.",
    confirmPassword: "Confirm password",
    registerSubmit: "Create my account",
    haveAccount: "Already have an account?",
    loginLink: "Sign in",
    loginSuccess: "Signed in successfully.",
    registerSuccess: "Registration Successful",
    registerSuccessText: "Your account is ready.",
    loggedOut: "logged out successfully",
    backToSite: "Back to the site",
    showPassword: "Show password",
    phonePrefix: "Country code +225",
  },
  errors: {
    title: "Error",
    warning: "Warning",
    ...ERROR_MESSAGES,
    // The web knows how long to wait (retryAfterSeconds); API users read Retry-After.
    rateLimited: "Too many attempts. Please try again in {{seconds}} seconds.",
    network: "Cannot reach PayFlow. Check your connection and try again.",
    unexpectedError: "An unexpected error occurred. Please try again.",
    loginFailedNoUser: "Login failed, no user data returned. Please try again.",
    clientRecordFailed: "Could not create client record, please contact support.",
    profileSyncFailed: "Error syncing profile with server",
    authInitFailed: "Could not initialize authentication. Please try again.",
    preferenceSyncFailed: "Profile updated locally, but failed to sync with the server.",
  },
  notif: {
    registerSuccess: {
      title: "Registration Successful",
      message: "Welcome to PayFlow, {{name}}. Your client account is ready.",
    },
    clientRecordFailed: {
      title: "Client record missing",
      message: "Could not create client record, please contact support.",
    },
    adminSeeded: {
      title: "Administrator account created",
      message:
        "PayFlow created this administrator ({{email}}) at first start. Change the generated password from your profile.",
    },
    contactMessage: {
      title: "New contact message",
      message: "{{name}} wrote: “{{subject}}”. Read it in Support.",
    },
    paymentSucceeded: {
      title: "Payment received",
      message: "{{amount, number}} FCFA received by {{operator}} (payment {{code}}, {{mode}} mode).",
    },
    paymentFailed: {
      title: "Payment failed",
      message: "The payment {{code}} of {{amount, number}} FCFA by {{operator}} failed ({{mode}} mode).",
    },
    webhookDisabled: {
      title: "Webhook disabled",
      message:
        "The endpoint {{url}} ({{mode}} mode) answered 410 Gone: PayFlow disabled it and sends it no more events. Enable it again in Webhooks once fixed.",
    },
  },
  pageTitle: {
    landing: "PayFlow — Mobile Money and bank payments in Côte d'Ivoire",
    login: "Sign in — PayFlow",
    register: "Create an account — PayFlow",
    learnMore: "Learn more — PayFlow",
    contact: "Contact — PayFlow",
    dashboard: "Dashboard — PayFlow",
    clientDashboard: "My space — PayFlow",
    notifications: "Notifications — PayFlow",
    notFound: "Page not found — PayFlow",
    section: "{{section}} — PayFlow",
  },
  pageDescription: {
    landing:
      "Accept Wave, Orange Money, MTN Mobile Money, Moov Money and bank payments in FCFA with one API and one dashboard.",
    login: "Sign in to your PayFlow dashboard or client portal.",
    register: "Create your PayFlow account in a minute.",
    learnMore: "What PayFlow does, its pricing, integrations, security, privacy policy and terms.",
    contact: "Write to the PayFlow team in Abidjan.",
  },
  roles: {
    admin: "Administrator",
    manager: "Manager",
    developer: "Developer",
    support: "Support",
    user: "Standard User",
    client: "Client",
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
  landing: {
    headline: "One API for every way Côte d'Ivoire pays",
    subline:
      "Accept Wave, Orange Money, MTN Mobile Money, Moov Money and bank transfers in FCFA, follow every payment in one dashboard, and test everything before going live.",
    tryFree: "Try for free",
    login: "Login",
    learnMore: "Learn more",
    contact: "Contact",
  },
  footer: {
    rights: "© {{year}} PayFlow. All rights reserved.",
    poweredBy: "Powered by a digital agency",
  },
} as const;

import type { Widen } from "./widen";

/** The shape every language must fill completely. */
export type Translation = Widen<typeof en>;
