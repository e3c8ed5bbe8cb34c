import { companyWaveCredentials } from "../../src/sandboxes/company-credentials";
import type { TestContext } from "./context";

/** The Wave webhook secret PayFlow checks a company's test-mode Wave callbacks against. */
export async function waveTestWebhookSecret(ctx: TestContext, companyId: string): Promise<string> {
  return companyWaveCredentials(ctx.deps.secretKey, companyId).webhookSecret;
}
