// Zod-free, so the web can list the actions without loading zod.

/** What the audit log records (issue: role, user, password, two-factor, session and settings changes). */
export const AUDIT_ACTIONS = [
  "role.created",
  "role.updated",
  "role.deleted",
  "user.created",
  "user.invited",
  "user.updated",
  "user.roleChanged",
  "user.deleted",
  "password.changed",
  "password.reset",
  "twoFactor.enabled",
  "twoFactor.disabled",
  "session.revoked",
  "session.revokedOthers",
  "session.revokedAll",
  "settings.updated",
  "client.created",
  "client.updated",
  "client.deleted",
  "paymentAccount.created",
  "paymentAccount.updated",
  "paymentAccount.primarySet",
  "paymentAccount.deleted",
  "outbox.revealed",
  "operatorCredentials.updated",
  "operatorCredentials.deleted",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
