import { isMobilePaymentOperator, PAYMENT_OPERATORS, type PaymentOperator } from "@payflow/contracts";
import type { Scope } from "../db/scope";
import type { Deps } from "../deps";
import { operatorReady } from "./registry";

/**
 * The ways a payer may pay now, among `listed` (all when empty): bank transfer, and the mobile
 * operators the business can take in its mode (their credentials set, or the sandboxes in test).
 */
export async function operatorsOffered(
  deps: Deps,
  { companyId, mode }: Scope,
  listed: readonly PaymentOperator[] = [],
): Promise<PaymentOperator[]> {
  const out: PaymentOperator[] = [];
  for (const op of listed.length ? listed : PAYMENT_OPERATORS) {
    if (!isMobilePaymentOperator(op) || (await operatorReady(deps, companyId, mode, op))) out.push(op);
  }
  return out;
}
