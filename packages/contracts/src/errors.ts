// Stable error codes. Every API error is `{ error: { code, message, field? } }`; the web
// translates `code` (the codes are i18n keys), `message` is English for API users.
import { z } from "zod";

export const ERROR_CODES = [
  // generic
  "validationFailed",
  "unknownField",
  "malformedJson",
  "payloadTooLarge",
  "unauthorized",
  "forbidden",
  "notFound",
  "conflict",
  "rateLimited",
  "originNotAllowed",
  "internalError",
  "serviceUnavailable",
  // field checks (docs/PRODUCT.md §5)
  "fieldRequired",
  "invalidEmail",
  "invalidPhone",
  "nameRequired",
  "companyRequired",
  "passwordRequired",
  "passwordTooShort",
  "passwordMismatch",
  "fieldTooLong",
  // auth (docs/PRODUCT.md §8)
  "invalidCredentials",
  "emailInUse",
  "profileNotFound",
  "accountInactive",
  // password (docs/PRODUCT.md §8)
  "currentPasswordIncorrect",
  "passwordUpdateFailed",
  // team, roles, settings (docs/PRODUCT.md §5, §8)
  "roleNameRequired",
  "roleNameInvalid",
  "roleNameInUse",
  "displayNameRequired",
  "capabilitiesRequired",
  "systemRoleReadOnly",
  "unknownRole",
  "cannotDeleteSelf",
  "cannotChangeOwnRole",
  "cannotChangeOwnStatus",
  "capabilityNotHeld",
  "cannotEditOwnRole",
  "ownPasswordViaProfile",
  "passwordChangeRequired",
  "emailRequired",
  "commissionInvalid",
  "paymentDelayInvalid",
  "accountNumberInvalid",
  "journalCodeInvalid",
  // clients, payment accounts, operator credentials (issue 4)
  "clientEmailInUse",
  "portalLoginNeedsEmail",
  "providerRequired",
  "invalidAccountNumber",
  "holderNameRequired",
  "operatorPrefixMismatch",
  "cannotDeletePrimaryAccount",
  "credentialWhitespace",
  // account security
  "twoFactorCodeInvalid",
  "twoFactorChallengeExpired",
  "twoFactorAlreadyEnabled",
  "twoFactorNotEnabled",
  "resetLinkInvalid",
  "signInCodeInvalid",
  // payments
  "invalidAmount",
  "amountOutOfRange",
  "unsupportedCurrency",
  "unknownOperator",
  "invalidUrl",
  "tooManyMetadataKeys",
  "payerPhoneRequired",
  "apiKeyMissingForAccount",
  "paymentNotPending",
  "paymentNotRefundable",
  "refundExceedsAmount",
  "refundReasonRequired",
  "operatorUnavailable",
  "invalidMode",
  "paymentAccountRequired",
  "paymentMethodLocked",
  "bankAccountRequired",
  // merchant API (issue 10)
  "apiKeyNameRequired",
  "apiKeyMissing",
  "invalidApiKey",
  "apiKeyRevoked",
  "idempotencyKeyReused",
  "idempotencyInProgress",
  // webhooks
  "webhookUrlInvalid",
  "webhookUrlHttpsRequired",
  "webhookUrlNotAllowed",
  "webhookEventsRequired",
  "webhookEventUnknown",
  "webhookEndpointDisabled",
  // reports
  "unknownReportType",
  "reportPeriodRequired",
  "reportPeriodInvalid",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const ErrorBody = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    field: z.string().optional(),
    retryAfterSeconds: z.number().int().optional(),
    /** Values the message names ({operator}), for the web's translation. */
    params: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
