import type { MobilePaymentOperator } from "@payflow/contracts";
import { mtnDisbursement } from "./mtn_momo/disbursement";
import type { PayoutAdapter } from "./payout-types";
import { wavePayout } from "./wave/payout";

// Which adapter pays out through an operator (docs/OPERATORS.md, Payouts). Where and as whom it
// talks is the collection side's: `operatorContext` (registry.ts) gives the same base URL —
// the sandbox's mount in test mode, the operator in live mode — and the company's credentials
// for that operator (MTN's disbursement fields among them, see mtn_momo/client.ts).

const PAYOUT_ADAPTERS: Record<MobilePaymentOperator, PayoutAdapter | null> = {
  mtn_momo: mtnDisbursement,
  wave: wavePayout,
  // No public payout API to follow yet (docs/OPERATORS.md, Payouts).
  orange_money: null,
  moov_money: null,
};

/** The operator's payout adapter, or null when PayFlow cannot pay out through it. */
export function payoutAdapterFor(operator: MobilePaymentOperator): PayoutAdapter | null {
  return PAYOUT_ADAPTERS[operator];
}
