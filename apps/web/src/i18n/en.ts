// English strings: the source of keys. fr.ts is typed against this object, so a key missing
// in French fails the type-check.
import { switchesEn } from "./switches";

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
    close: "Close",
    back: "Back",
    lastUpdated: "Last updated: {{time}}",
    backHome: "Back to home",
    notFoundTitle: "Page not found",
    notFoundText: "The page you are looking for does not exist or has moved.",
  },
  ...switchesEn,
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
    fullNamePlaceholder: "e.g. Awa Koné",
    phone: "Phone",
    phonePlaceholder: "07 01 02 03 04",
    company: "Company",
    companyPlaceholder: "e.g. Koné Distribution SARL",
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
