// The merchant API's versions, named by the date they came out (Stripe's model, docs/API.md §
// Versions). A key is pinned to the version current when it was made, a webhook endpoint to the
// version of the key (or person) that made it; `PayFlow-Version` on a request overrides the key's.
// Answers are made in the latest shape and changed back, newest change first, to the caller's
// version, so an integration never sees a field move under it. Plain data: the changelog page
// and the dashboard read it too.

export const API_VERSIONS = ["2026-06-01", "2026-11-29"] as const;
export type ApiVersion = (typeof API_VERSIONS)[number];

/** What the first integrations were built on; keys and endpoints made before versions were pinned to it. */
export const OLDEST_API_VERSION: ApiVersion = API_VERSIONS[0];
/** What a key made today is pinned to. */
export const LATEST_API_VERSION: ApiVersion = API_VERSIONS[API_VERSIONS.length - 1] as ApiVersion;

/** The request header naming a version, and the answer's header saying which one it was made in. */
export const API_VERSION_HEADER = "PayFlow-Version";

export const isApiVersion = (value: string): value is ApiVersion => (API_VERSIONS as readonly string[]).includes(value);

/** One change a version brings, in the words of the changelog (English and French). */
export type ApiVersionChange = {
  /** What changed, for a developer reading the changelog. */
  en: string;
  fr: string;
  /** Why it changed. */
  whyEn: string;
  whyFr: string;
};

/** Each version's changes, against the version before it (the first: what it is). */
export const API_VERSION_CHANGES: Record<ApiVersion, readonly ApiVersionChange[]> = {
  "2026-06-01": [
    {
      en: "The first dated version: the merchant API as integrations were built on it. Every key and webhook endpoint made before versions existed is pinned to it.",
      fr: "La première version datée : l'API marchand telle que les intégrations l'ont connue. Toute clé et tout endpoint de webhook créés avant les versions y sont épinglés.",
      whyEn: "So that nothing changes for an integration already running.",
      whyFr: "Pour que rien ne change pour une intégration déjà en service.",
    },
  ],
  "2026-11-29": [
    {
      en: "A payment's `late` (true or false) is replaced by `late_from`: the status the payment had when the operator's success arrived (`cancelled`, `expired` or `failed`), or null when the success came in time. The same in `/v1/payments`, in events and in webhooks.",
      fr: "Le champ `late` d'un paiement (vrai ou faux) est remplacé par `late_from` : le statut qu'avait le paiement quand le succès de l'opérateur est arrivé (`cancelled`, `expired` ou `failed`), ou null si le succès est arrivé à temps. De même dans `/v1/payments`, dans les événements et dans les webhooks.",
      whyEn:
        "A late success is handled by what happened before it: a payment the business cancelled itself usually calls for a refund, one that expired or failed on the payer's side usually for delivering the order. `late: true` did not say which, and since events no longer carry `previous_status` nothing else did.",
      whyFr:
        "Un succès tardif se traite selon ce qui l'a précédé : un paiement que l'entreprise a elle-même annulé appelle en général un remboursement, un paiement expiré ou échoué côté payeur plutôt la livraison de la commande. `late: true` ne le disait pas, et depuis que les événements ne portent plus `previous_status`, rien d'autre ne le disait.",
    },
  ],
};

/** A version read back from the database; a value no version has (never written) reads as the first. */
export const storedApiVersion = (value: string | null | undefined): ApiVersion =>
  value && isApiVersion(value) ? value : OLDEST_API_VERSION;
