import { createHmac, timingSafeEqual } from "node:crypto";
import type { MobilePaymentOperator } from "@payflow/contracts";
import { SANDBOX_CREDENTIALS } from "./credentials";

// Each company's own test-mode Wave credentials, derived from the installation's secret. The
// published sandbox credentials (credentials.ts) still open the Wave sandbox to anyone trying it
// by hand, but PayFlow's own test payments use a key and a webhook secret that nobody outside
// this installation knows, one pair per company: a Wave callback signed with the published
// secret, or with another company's, settles none of a company's test payments
// (docs/OPERATORS.md, "The sandboxes"). Derived, not stored: every instance computes the same.

const KEY_PREFIX = "wave_ci_sandbox_";
const SECRET_PREFIX = "wave_sandbox_whsec_";

const mac = (installationSecret: string, label: string, companyId: string) =>
  createHmac("sha256", installationSecret).update(`${label}:${companyId}`).digest("hex");

export type WaveTestCredentials = { apiKey: string; webhookSecret: string };

/** The Wave API key and webhook secret a company's test payments use. */
export function companyWaveCredentials(installationSecret: string, companyId: string): WaveTestCredentials {
  return {
    apiKey: `${KEY_PREFIX}${companyId}_${mac(installationSecret, "wave-sandbox-api-key", companyId).slice(0, 32)}`,
    webhookSecret: `${SECRET_PREFIX}${mac(installationSecret, "wave-sandbox-webhook-secret", companyId)}`,
  };
}

/**
 * The Wave sandbox's view of an API key: the webhook secret its holder verifies with, or null
 * when the key is neither the published one nor one this installation gave a company.
 */
export function waveWebhookSecretOfKey(installationSecret: string, apiKey: string): string | null {
  if (apiKey === SANDBOX_CREDENTIALS.wave.apiKey) return SANDBOX_CREDENTIALS.wave.webhookSecret;
  const m = /^wave_ci_sandbox_([A-Za-z0-9_]{1,64})_[0-9a-f]{32}$/.exec(apiKey);
  if (!m?.[1]) return null;
  const expected = companyWaveCredentials(installationSecret, m[1]);
  const given = Buffer.from(apiKey);
  const want = Buffer.from(expected.apiKey);
  if (given.length !== want.length || !timingSafeEqual(given, want)) return null;
  return expected.webhookSecret;
}

/**
 * The credentials a company's test payments use: the sandbox's published ones, except Wave's,
 * whose webhook secret settles payments — each company has its own there (above).
 */
export function testCredentials(
  installationSecret: string,
  companyId: string,
  operator: MobilePaymentOperator,
): Readonly<Record<string, string>> {
  if (operator === "wave") return companyWaveCredentials(installationSecret, companyId);
  return SANDBOX_CREDENTIALS[operator];
}
