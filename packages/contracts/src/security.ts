import { z } from "zod";
import { newPasswordFields, passwordText, text } from "./common";
import { LANGUAGES } from "./constants";

// Account security: the signed-in person's sessions, TOTP two-factor, password reset and
// email one-time-code sign-in.

/** One of the signed-in person's active sessions. The device is derived from `userAgent`. */
export const ActiveSession = z.object({
  id: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof ActiveSession>;

export const ActiveSessionList = z.object({ items: z.array(ActiveSession) });
export type ActiveSessionList = z.infer<typeof ActiveSessionList>;

export const RevokedSessions = z.object({ revoked: z.number().int() });
export type RevokedSessions = z.infer<typeof RevokedSessions>;

export const TwoFactorStatus = z.object({ enabled: z.boolean() });
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>;

/** Password confirmation for enrolling in or leaving two-factor. */
export const TwoFactorPasswordRequest = z
  .object({ password: passwordText().min(1, { error: "passwordRequired" }) })
  .strict();
export type TwoFactorPasswordRequest = z.infer<typeof TwoFactorPasswordRequest>;

/** Enrolment started: scan the QR code (or type the secret), then confirm with a first code. */
export const TwoFactorEnrolment = z.object({
  /** SVG image of the otpauth URI, as a data URL. */
  qrCode: z.string(),
  totpUri: z.string(),
  /** Base32 secret for manual entry in an authenticator app. */
  secret: z.string(),
  /** Shown once: each works one time instead of an app code. */
  backupCodes: z.array(z.string()),
});
export type TwoFactorEnrolment = z.infer<typeof TwoFactorEnrolment>;

const code = z.string().trim().max(64, { error: "fieldTooLong" }).min(1, { error: "fieldRequired" });

export const TwoFactorCodeRequest = z.object({ code }).strict();
export type TwoFactorCodeRequest = z.infer<typeof TwoFactorCodeRequest>;

/** Second sign-in step: an authenticator code, or one of the backup codes. */
export const TwoFactorSignInRequest = z
  .object({ code, method: z.enum(["totp", "backupCode"]).default("totp") })
  .strict();
export type TwoFactorSignInRequest = z.input<typeof TwoFactorSignInRequest>;

/** How a person confirms it is them again: a code from their app when two-factor is on, else their password. */
export const STEP_UP_METHODS = ["totp", "password"] as const;
export type StepUpMethod = (typeof STEP_UP_METHODS)[number];

/**
 * A step-up (docs/PAYOUTS.md § Step-up): `code` from the authenticator app for a person with
 * two-factor on, `password` for one without. Which one is needed is the refusal's `method`.
 */
export const StepUpRequest = z
  .object({ code: code.optional(), password: passwordText().min(1, { error: "passwordRequired" }).optional() })
  .strict();
export type StepUpRequest = z.infer<typeof StepUpRequest>;

/** Until when this session may do the dangerous acts without being asked again. */
export const StepUp = z.object({ steppedUpUntil: z.string() });
export type StepUp = z.infer<typeof StepUp>;

export const PasswordResetRequest = z.object({ email: text(254), language: z.enum(LANGUAGES).optional() }).strict();
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;

export const PasswordResetConfirm = z
  .object({ token: z.string().trim().min(1, { error: "resetLinkInvalid" }).max(128), ...newPasswordFields })
  .strict()
  .refine((v) => v.newPassword === v.confirmPassword, { error: "passwordMismatch", path: ["confirmPassword"] });
export type PasswordResetConfirm = z.infer<typeof PasswordResetConfirm>;

export const EmailCodeRequest = z.object({ email: text(254) }).strict();
export type EmailCodeRequest = z.infer<typeof EmailCodeRequest>;

export const EmailCodeSignInRequest = z.object({ email: text(254), code }).strict();
export type EmailCodeSignInRequest = z.infer<typeof EmailCodeSignInRequest>;
