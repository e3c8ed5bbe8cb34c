import type { MobilePaymentOperator, Mode, OperatorId } from "@payflow/contracts";
import type { Deps } from "../deps";
import { credentialsFor } from "../modules/operator-credentials/service";
import { companyWaveCredentials } from "../sandboxes/company-credentials";
import { SANDBOX_CREDENTIALS } from "../sandboxes/credentials";
import { MOOV_LIVE_BASE_URL, moovAdapter } from "./moov/adapter";
import { MTN_LIVE_BASE_URL, mtnAdapter } from "./mtn/adapter";
import { ORANGE_LIVE_BASE_URL, orangeAdapter } from "./orange/adapter";
import type { OperatorAdapter, OperatorContext } from "./types";
import { WAVE_LIVE_BASE_URL, waveAdapter } from "./wave/adapter";

// Which adapter speaks for an operator, and where and as whom it talks: test mode the built-in
// sandbox with its public credentials, live mode the operator with the company's own. Nothing
// else differs between the modes.

type Rail = { adapter: OperatorAdapter; credentials: OperatorId; sandbox: string; liveBaseUrl: string };

const RAILS: Record<MobilePaymentOperator, Rail> = {
  wave: { adapter: waveAdapter, credentials: "wave", sandbox: "wave", liveBaseUrl: WAVE_LIVE_BASE_URL },
  orange_money: { adapter: orangeAdapter, credentials: "orange", sandbox: "orange", liveBaseUrl: ORANGE_LIVE_BASE_URL },
  mtn_momo: { adapter: mtnAdapter, credentials: "mtn", sandbox: "mtn", liveBaseUrl: MTN_LIVE_BASE_URL },
  moov_money: { adapter: moovAdapter, credentials: "moov", sandbox: "moov", liveBaseUrl: MOOV_LIVE_BASE_URL },
};

export function adapterFor(operator: MobilePaymentOperator): OperatorAdapter {
  return RAILS[operator].adapter;
}

/** The operator whose callbacks arrive under `/callbacks/<sandbox name>`. */
export function operatorOfCallbackPath(name: string): MobilePaymentOperator | null {
  const found = (Object.keys(RAILS) as MobilePaymentOperator[]).find((op) => RAILS[op].sandbox === name);
  return found ?? null;
}

export function callbackPathOf(operator: MobilePaymentOperator): string {
  return RAILS[operator].sandbox;
}

/** Where the sandbox of an operator lives on this server (its payer pages included). */
export function sandboxBaseUrl(base: string, operator: MobilePaymentOperator): string {
  return `${base}/sandbox/${RAILS[operator].sandbox}`;
}

/**
 * The adapter's context for a company in a mode; null in live mode when the company has not
 * configured this operator's credentials (the caller says "API Key not configured for …").
 */
export async function operatorContext(
  deps: Deps,
  companyId: string,
  mode: Mode,
  operator: MobilePaymentOperator,
  payerPhone: string | null,
): Promise<OperatorContext | null> {
  const rail = RAILS[operator];
  const timeoutMs = deps.config.PAYFLOW_OPERATOR_TIMEOUT_MS;
  if (mode === "test") {
    return {
      mode,
      baseUrl: sandboxBaseUrl(deps.selfUrl, operator),
      credentials: testCredentials(deps, companyId, operator),
      timeoutMs,
      sandboxPayer: payerPhone,
    };
  }
  const credentials = await credentialsFor(deps, companyId, rail.credentials);
  if (!credentials) return null;
  return { mode, baseUrl: rail.liveBaseUrl, credentials, timeoutMs };
}

/**
 * Test mode's credentials: the sandbox's published ones, except Wave's, whose webhook secret
 * settles payments — each company has its own there (sandboxes/company-credentials.ts).
 */
function testCredentials(deps: Deps, companyId: string, operator: MobilePaymentOperator) {
  if (operator === "wave") return companyWaveCredentials(deps.secretKey, companyId);
  return SANDBOX_CREDENTIALS[RAILS[operator].credentials];
}

/** Whether the company can take this operator in this mode (test mode: always). */
export async function operatorReady(deps: Deps, companyId: string, mode: Mode, operator: MobilePaymentOperator) {
  return mode === "test" || (await credentialsFor(deps, companyId, RAILS[operator].credentials)) !== null;
}
