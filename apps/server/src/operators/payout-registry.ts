import type { MobilePaymentOperator } from "@payflow/contracts";
import { moovPayout } from "./moov_money/payout";
import { mtnDisbursement } from "./mtn_momo/disbursement";
import { orangePayout } from "./orange_money/payout";
import type { PayoutAdapter } from "./payout-types";
import { wavePayout } from "./wave/payout";

// Which adapter pays out through an operator (docs/OPERATORS.md, Payouts). Where and as whom it
// talks is the collection side's: `operatorContext` (registry.ts) gives the same base URL —
// the sandbox's mount in test mode, the operator in live mode — and the company's credentials
// for that operator (MTN's disbursement fields among them, see mtn_momo/client.ts; Orange's retailer
// number and PIN, see orange_money/payout.ts).

const PAYOUT_ADAPTERS: Record<MobilePaymentOperator, PayoutAdapter | null> = {
  mtn_momo: mtnDisbursement,
  wave: wavePayout,
  // Neither publishes a payout API for Côte d'Ivoire: both follow the closest public one, every
  // wire detail an assumption to confirm at onboarding (docs/OPERATORS.md, Payouts).
  orange_money: orangePayout,
  moov_money: moovPayout,
};

/** The operator's payout adapter, or null when PayFlow cannot pay out through it. */
export function payoutAdapterFor(operator: MobilePaymentOperator): PayoutAdapter | null {
  return PAYOUT_ADAPTERS[operator];
}
