import { SANDBOX_CREDENTIALS } from "../../src/operators/sandbox/credentials";
import type { TestContext } from "./context";

/** The Wave webhook secret PayFlow checks a company's test-mode Wave callbacks against. */
export async function waveTestWebhookSecret(_ctx: TestContext, _companyId: string): Promise<string> {
  return SANDBOX_CREDENTIALS.wave.webhookSecret;
}
