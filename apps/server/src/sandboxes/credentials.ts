import type { MobilePaymentOperator } from "@payflow/contracts";

/**
 * The sandboxes' public, fixed credentials (docs/OPERATORS.md, The sandboxes), like card networks' test numbers:
 * test mode uses them automatically, the sandboxes accept only them.
 */
export const SANDBOX_CREDENTIALS = {
  // As long as a real Wave key (`wave_<country>_<mode>_` and about 64 characters), so that
  // clients which check a key's shape accept it.
  wave: {
    apiKey: "wave_ci_sandbox_PayFlowPublicTestKey00000000000000000000000000000000000000000000",
    webhookSecret: "wave_sandbox_whsec_0000",
  },
  orange_money: {
    clientId: "orange-sandbox-client",
    clientSecret: "orange-sandbox-secret",
    merchantKey: "orangesandboxmerchant",
    // Payouts (Cash In, assumed shape): the business pays as an Orange retailer, its number and
    // PIN (encrypted with the sandbox's RSA key) in each cash-in.
    retailerMsisdn: "2250700009999",
    retailerPin: "2580",
  },
  mtn_momo: {
    subscriptionKey: "mtn-sandbox-subscription-key",
    apiUser: "00000000-0000-4000-8000-000000000001",
    apiKey: "mtn-sandbox-api-key",
    targetEnvironment: "sandbox",
    // Disbursements (payouts) are a product of their own at MTN: their own subscription key,
    // API user and API key, which the sandbox's disbursement paths alone take.
    disbursementSubscriptionKey: "mtn-sandbox-disbursement-subscription-key",
    disbursementApiUser: "00000000-0000-4000-8000-000000000002",
    disbursementApiKey: "mtn-sandbox-disbursement-api-key",
  },
  moov_money: { username: "moov-sandbox", password: "moov-sandbox-password" },
} as const satisfies Record<MobilePaymentOperator, Record<string, string>>;
