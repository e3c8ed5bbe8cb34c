import { OPERATOR_HEALTH, type OperationHealth, type OperatorStatus } from "@payflow/contracts";

// The thresholds of docs/OPERATORS.md (Operator health): what share of an operator's calls in the
// window got an operator error or no answer in time. Declines, insufficient funds and payers
// who never approve are the payers' doing, not the operator's, and do not count against it.

export function statusOf(collect: Pick<OperationHealth, "calls" | "operatorErrors" | "timeouts">): OperatorStatus {
  if (collect.calls < OPERATOR_HEALTH.minimumCalls) return "operational";
  const share = (collect.operatorErrors + collect.timeouts) / collect.calls;
  if (share >= OPERATOR_HEALTH.downShare) return "down";
  if (share >= OPERATOR_HEALTH.degradedShare) return "degraded";
  return "operational";
}
