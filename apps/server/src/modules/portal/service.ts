import type { PortalTransactionList } from "@payflow/contracts";
import { publicUrl } from "../../config/env";
import type { Deps } from "../../deps";
import type { CurrentUser } from "../../http/types";
import { checkoutUrl } from "../payments/serialize";
import * as q from "./queries";

/** The client portal's list (the route admits clients only): the rows of the login's client record. */
export async function listTransactions(
  deps: Deps,
  user: CurrentUser,
  search: string | null,
): Promise<PortalTransactionList> {
  const rows = await q.listTransactionsOfLinkedClient(deps.db, user.companyId, user.userId, search);
  const base = publicUrl(deps.config);
  return {
    items: rows.map((r) => ({
      id: r.id,
      date: r.createdAt.toISOString(),
      description: r.description,
      amount: r.amount,
      currency: r.currency,
      status: r.status,
      isTestData: r.isTestData,
      code: r.code,
      operator: r.operator,
      reference: r.reference,
      paidAt: r.paidAt?.toISOString() ?? null,
      operatorTransactionId: r.operatorTransactionId,
      failureCode: (r.failure as { code?: string } | null)?.code ?? null,
      checkoutUrl: r.status === "pending" ? checkoutUrl(base, r.id) : null,
      refundedAmount: r.refundedAmount,
    })),
  };
}
