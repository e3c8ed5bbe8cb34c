import type { MobilePaymentOperator, Mode, OperatorId } from "@payflow/contracts";
import type { Deps } from "../deps";
import { credentialsFor } from "../modules/operator-credentials";
import { companyWaveCredentials } from "../sandboxes/company-credentials";
import { SANDBOX_CREDENTIALS } from "../sandboxes/credentials";
import { MOOV_LIVE_BASE_URL, moovAdapter } from "./moov_money/adapter";
import { MTN_LIVE_BASE_URL, mtnAdapter } from "./mtn_momo/adapter";
import { ORANGE_LIVE_BASE_URL, orangeAdapter } from "./orange_money/adapter";
import type { OperatorAdapter, OperatorContext } from "./types";
import { WAVE_LIVE_BASE_URL, waveAdapter } from "./wave/adapter";

// Which adapter speaks for an operator, and where and as whom it talks: test mode the built-in
// sandbox with its public credentials, live mode the operator with the company's own. Nothing
// else differs between the modes.

type Rail = { adapter: OperatorAdapter; credentials: OperatorId; liveBaseUrl: string };

const RAILS: Record<MobilePaymentOperator, Rail> = {
  wave: { adapter: waveAdapter, credentials: "wave", liveBaseUrl: WAVE_LIVE_BASE_URL },
  orange_money: { adapter: orangeAdapter, credentials: "orange", liveBaseUrl: ORANGE_LIVE_BASE_URL },
  mtn_momo: { adapter: mtnAdapter, credentials: "mtn", liveBaseUrl: MTN_LIVE_BASE_URL },
  moov_money: { adapter: moovAdapter, credentials: "moov", liveBaseUrl: MOOV_LIVE_BASE_URL },
};

/**
 * What the callback paths were before every operator went by its payment operator id: a payment
 * created earlier gave its operator `/callbacks/orange/<id>` (Orange's notif_url, MTN's
 * X-Callback-Url), and that operator still calls back there.
 */
const FORMER_CALLBACK_PATHS: Record<string, MobilePaymentOperator> = {
  orange: "orange_money",
  mtn: "mtn_momo",
  moov: "moov_money",
};

export function adapterFor(operator: MobilePaymentOperator): OperatorAdapter {
  return RAILS[operator].adapter;
}

/** The operator whose callbacks arrive under `/callbacks/<name>`: its id, or its former name. */
export function operatorOfCallbackPath(name: string): MobilePaymentOperator | null {
  if (Object.hasOwn(RAILS, name)) return name as MobilePaymentOperator;
  return Object.hasOwn(FORMER_CALLBACK_PATHS, name) ? (FORMER_CALLBACK_PATHS[name] ?? null) : null;
}

export function callbackPathOf(operator: MobilePaymentOperator): string {
  return operator;
}

/** Where the sandbox of an operator lives on this server (its payer pages included). */
export function sandboxBaseUrl(base: string, operator: MobilePaymentOperator): string {
  return `${base}/sandbox/${operator}`;
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
  return SANDBOX_CREDENTIALS[operator];
}

/** Whether the company can take this operator in this mode (test mode: always). */
export async function operatorReady(deps: Deps, companyId: string, mode: Mode, operator: MobilePaymentOperator) {
  return mode === "test" || (await credentialsFor(deps, companyId, RAILS[operator].credentials)) !== null;
}
