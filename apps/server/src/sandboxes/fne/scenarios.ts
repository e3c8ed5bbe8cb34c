// The FNE sandbox's scenario inputs (docs/FNE.md, "Scenario inputs"), like the operators' magic
// numbers: a sign request that passes every check, whose `clientCompanyName` is one of these
// names (exactly), meets the failure named instead of the usual certification.

export type FneScenario =
  /** The invoice is stored unsigned (no number, no sticker) and the answer is 500 invoice_signing_error. */
  | "unsigned"
  /** 502 Bad Gateway: nothing reached the platform. */
  | "bad_gateway"
  /** 503 Service Unavailable: nothing stored. */
  | "unavailable"
  /** Certified (number and sticker taken), then 504 Gateway Timeout: the client cannot know. */
  | "gateway_timeout"
  /** Certified, then the answer held longer than any client waits (the sandbox's hang time). */
  | "slow";

export const FNE_SCENARIO_NAMES: Record<string, FneScenario> = {
  "FNE-SANDBOX-UNSIGNED": "unsigned",
  "FNE-SANDBOX-502": "bad_gateway",
  "FNE-SANDBOX-503": "unavailable",
  "FNE-SANDBOX-504": "gateway_timeout",
  "FNE-SANDBOX-SLOW": "slow",
};

export const scenarioOf = (clientCompanyName: string): FneScenario | null =>
  Object.hasOwn(FNE_SCENARIO_NAMES, clientCompanyName) ? (FNE_SCENARIO_NAMES[clientCompanyName] ?? null) : null;
