import type { MobilePaymentOperator, Mode } from "@payflow/contracts";
import type { Deps } from "../deps";
import { MOOV_LIVE_BASE_URL, moovAdapter } from "./moov_money/adapter";
import { MTN_LIVE_BASE_URL, mtnAdapter } from "./mtn_momo/adapter";
import { ORANGE_LIVE_BASE_URL, orangeAdapter } from "./orange_money/adapter";
import type { OperatorAdapter, OperatorContext } from "./types";
import { WAVE_LIVE_BASE_URL, waveAdapter } from "./wave/adapter";

// Which adapter speaks for an operator, and where and as whom it talks: test mode the built-in
// sandbox, live mode the operator. Nothing else differs between the modes. The credentials
// come from the lookup the server's dependencies carry (deps.operatorCredentials, built in
// adapter-credentials.ts): the sandboxes' in test mode, the company's own in live mode.

type Rail = { adapter: OperatorAdapter; liveBaseUrl: string };

const RAILS: Record<MobilePaymentOperator, Rail> = {
  wave: { adapter: waveAdapter, liveBaseUrl: WAVE_LIVE_BASE_URL },
  orange_money: { adapter: orangeAdapter, liveBaseUrl: ORANGE_LIVE_BASE_URL },
  mtn_momo: { adapter: mtnAdapter, liveBaseUrl: MTN_LIVE_BASE_URL },
  moov_money: { adapter: moovAdapter, liveBaseUrl: MOOV_LIVE_BASE_URL },
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
 * The adapter's context for a company in a mode; null when the company has no credentials for
 * this operator in that mode (live mode: not configured; the caller says "API Key not configured
 * for …").
 */
export async function operatorContext(
  deps: Deps,
  companyId: string,
  mode: Mode,
  operator: MobilePaymentOperator,
  payerPhone: string | null,
): Promise<OperatorContext | null> {
  const credentials = await deps.operatorCredentials(companyId, mode, operator);
  if (!credentials) return null;
  const timeoutMs = deps.config.PAYFLOW_OPERATOR_TIMEOUT_MS;
  if (mode === "test") {
    return {
      mode,
      // The sandboxes' own process when there is one, else this server's mount.
      baseUrl: sandboxBaseUrl(deps.config.PAYFLOW_SANDBOX_URL ?? deps.selfUrl, operator),
      credentials,
      timeoutMs,
      sandboxPayer: payerPhone,
      sandboxBusiness: companyId,
    };
  }
  return { mode, baseUrl: RAILS[operator].liveBaseUrl, credentials, timeoutMs };
}

/** Whether the company can take this operator in this mode (test mode: always). */
export async function operatorReady(deps: Deps, companyId: string, mode: Mode, operator: MobilePaymentOperator) {
  return mode === "test" || (await deps.operatorCredentials(companyId, mode, operator)) !== null;
}
