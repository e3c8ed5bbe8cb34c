import { and, eq } from "drizzle-orm";
import type { Tx } from "../db/client";
import { paymentAccounts } from "../db/schema";
import { lockCompanyAccounts } from "../modules/payment-accounts";

const DEMO_ACCOUNT_ID = "acc_demo_wallet";

/**
 * The account the demo's payments are collected on: the company's primary. A company with no
 * account yet gets a Wave wallet named as a demo one, made primary as a first account is, so the
 * point of sale can collect in test mode at once. It is an ordinary account afterwards (renamed,
 * replaced or deleted on the Payment accounts page) and a new run of the demo never adds another.
 */
export async function demoPaymentAccount(tx: Tx, companyId: string): Promise<string> {
  await lockCompanyAccounts(tx, companyId);
  const [primary] = await tx
    .select({ id: paymentAccounts.id })
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.companyId, companyId), eq(paymentAccounts.isPrimary, true)));
  if (primary) return primary.id;
  await tx.insert(paymentAccounts).values({
    id: DEMO_ACCOUNT_ID,
    companyId,
    accountName: "Wave démo (mode test)",
    operatorBank: "Wave",
    accountNumberPhone: "0700000001",
    isPrimary: true,
  });
  return DEMO_ACCOUNT_ID;
}
