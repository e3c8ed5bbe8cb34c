// Business constants and limits (docs/PRODUCT.md §9). Numbers here are requirements.

export const DEFAULT_CURRENCY = "XOF" as const;
export const PHONE_PREFIX = "+225" as const;
export const GENERATED_PASSWORD_LENGTH = 10;

export const NOTIFICATIONS_KEPT = 50;
export const UNREAD_BADGE_MAX = 9;

export const LOGIN_SESSIONS_SHOWN = 10;
export const USER_AGENT_MAX_LENGTH = 250;

export const PROFILE_RESYNC_MS = 5 * 60 * 1000;
export const API_KEY_AUTO_HIDE_MS = 5000;
export const COPY_CONFIRMATION_MS = 2000;

/** A custom role's internal name: letters, digits, underscore (docs/PRODUCT.md §5, §9). */
export const ROLE_NAME_PATTERN = /^[A-Za-z0-9_]+$/;

export const DEFAULT_COMPANY_NAME = "Mon Entreprise" as const;

export const LANGUAGES = ["fr", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "fr";

/** The three time zones the Preferences screen offers, with the IANA zone each label means. */
export const TIME_ZONES = ["GMT+00:00", "GMT+01:00", "GMT-05:00"] as const;
export type TimeZoneLabel = (typeof TIME_ZONES)[number];
export const DEFAULT_TIME_ZONE: TimeZoneLabel = "GMT+00:00";
// Fixed offsets, as the labels say. Etc/GMT zones have the sign inverted by POSIX convention.
export const TIME_ZONE_IANA: Record<TimeZoneLabel, string> = {
  "GMT+00:00": "Etc/GMT",
  "GMT+01:00": "Etc/GMT-1",
  "GMT-05:00": "Etc/GMT+5",
};

export const POLICY_LAST_UPDATED = "2025-05-01" as const;

/** Largest request body the API accepts (bytes). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Minutes a reset link and a sign-in code stay valid. */
export const PASSWORD_RESET_EXPIRES_MINUTES = 60;
export const SIGN_IN_CODE_EXPIRES_MINUTES = 10;
export const SIGN_IN_CODE_LENGTH = 6;
/** Wrong codes allowed per email code before it is spent. */
export const SIGN_IN_CODE_ATTEMPTS = 5;

/**
 * How long a session's step-up lasts: the dangerous acts (approving a live payout, a live key,
 * operator credentials, payout settings) ask for the second factor (or password) again after it.
 */
export const STEP_UP_WINDOW_MS = 5 * 60_000;
