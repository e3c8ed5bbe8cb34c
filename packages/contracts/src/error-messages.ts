import type { ErrorCode } from "./errors";

/**
 * English text of every error code: the server's `message` for API users and the web's
 * English translation. The spec's exact wording where it has one (§5, §8).
 */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  validationFailed: "Some information is not valid.",
  unknownField: "The request contains a field this endpoint does not accept.",
  malformedJson: "The request body is not valid JSON.",
  payloadTooLarge: "What you sent is too large.",
  unauthorized: "Please sign in to continue.",
  forbidden: "You do not have permission to do this.",
  notFound: "Not found.",
  conflict: "This conflicts with the current state.",
  rateLimited: "Too many attempts. Please wait and try again.",
  originNotAllowed: "This request was refused for security reasons.",
  internalError: "Something went wrong on our side. Please try again.",
  serviceUnavailable: "The service is temporarily unavailable.",
  fieldRequired: "This field is required.",
  invalidEmail: "Invalid email address.",
  invalidPhone: "Invalid phone number (10 digits expected).",
  nameRequired: "Name is required.",
  companyRequired: "Company name is required.",
  passwordRequired: "Password is required.",
  passwordTooShort: "Password must be at least 8 characters.",
  passwordMismatch: "New passwords do not match.",
  fieldTooLong: "This value is too long.",
  invalidCredentials: "Invalid email or password.",
  emailInUse: "This email address is already in use. Please try another one or log in.",
  profileNotFound: "User profile not found. Please contact support immediately.",
  accountInactive: "This account is inactive. Please contact your administrator.",
  currentPasswordIncorrect: "Current password incorrect.",
  passwordUpdateFailed: "Password update failed.",
  twoFactorCodeInvalid: "Invalid code. Check your authenticator app and try again.",
  twoFactorChallengeExpired: "This sign-in step has expired. Please sign in again.",
  twoFactorAlreadyEnabled: "Two-factor authentication is already enabled.",
  twoFactorNotEnabled: "Two-factor authentication is not enabled.",
  resetLinkInvalid: "This reset link is invalid, has expired or was already used. Please ask for a new one.",
  signInCodeInvalid: "Invalid or expired code. Please ask for a new one.",
};
