import type { MobilePaymentOperator } from "@payflow/contracts";
import type { Deps } from "./deps";
import { credentialsFor } from "./modules/operator-credentials";
import type { OperatorMode } from "./operators/types";
import { testCredentials } from "./sandboxes/company-credentials";

// Where the operator adapters' credentials come from (docs/PAYMENTS.md, Test mode and live
// mode), wired here above the layers that hold them: test mode takes the sandboxes' (each
// company's own Wave pair, the published ones otherwise), live mode the company's own, kept
// encrypted by the operator-credentials module. operators/registry.ts receives the lookup
// through deps and imports neither.

/** deps.operatorCredentials: the credentials a company's payments through an operator use in a mode. */
export async function adapterCredentials(
  deps: Deps,
  companyId: string,
  mode: OperatorMode,
  operator: MobilePaymentOperator,
): Promise<Readonly<Record<string, string>> | null> {
  if (mode === "test") return testCredentials(deps.secretKey, companyId, operator);
  return credentialsFor(deps, companyId, operator);
}
