// The error catalogue's words a page may need before anything else loads (a title, a lost
// connection, waiting, the unexpected): the payer's page has them at once and fetches the rest of
// the catalogue (error-catalogue.ts, which spreads these) after it shows.
export const errorCoreEn = {
  title: "Error",
  warning: "Warning",
  // The web knows how long to wait (retryAfterSeconds); API users read Retry-After.
  rateLimited: "Too many attempts. Please try again in {{seconds}} seconds.",
  network: "Cannot reach PayFlow. Check your connection and try again.",
  unexpectedError: "An unexpected error occurred. Please try again.",
};

export const errorCoreFr: typeof errorCoreEn = {
  title: "Erreur",
  warning: "Attention",
  rateLimited: "Trop de tentatives. Réessayez dans {{seconds}} secondes.",
  network: "Impossible de joindre PayFlow. Vérifiez votre connexion et réessayez.",
  unexpectedError: "Une erreur inattendue est survenue. Veuillez réessayer.",
};
