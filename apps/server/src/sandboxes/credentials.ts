import type { MobilePaymentOperator } from "@payflow/contracts";

/**
 * The sandboxes' public, fixed credentials (docs/OPERATORS.md, The sandboxes), like card networks' test numbers:
 * test mode uses them automatically, the sandboxes accept only them.
 */
export const SANDBOX_CREDENTIALS = {
  wave: { apiKey: "wave_ci_sandbox_0000", webhookSecret: "wave_sandbox_whsec_0000" },
  orange_money: {
    clientId: "orange-sandbox-client",
    clientSecret: "orange-sandbox-secret",
    merchantKey: "orangesandboxmerchant",
  },
  mtn_momo: {
    subscriptionKey: "mtn-sandbox-subscription-key",
    apiUser: "00000000-0000-4000-8000-000000000001",
    apiKey: "mtn-sandbox-api-key",
    targetEnvironment: "sandbox",
  },
  moov_money: { username: "moov-sandbox", password: "moov-sandbox-password" },
} as const satisfies Record<MobilePaymentOperator, Record<string, string>>;
