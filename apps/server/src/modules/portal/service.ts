import type { Mode, PortalTransactionList } from "@payflow/contracts";
import { publicUrl } from "../../config/env";
import type { Deps } from "../../deps";
import type { CurrentUser } from "../../http/types";
import { checkoutUrl } from "../payments";
import * as q from "./queries";

/**
 * The client portal's list (the route admits clients only): the rows of the login's client
 * record in one mode, and the name of the business they were paid to — the company owning the
 * record, not the company the client typed when registering (their profile's).
 */
export async function listTransactions(
  deps: Deps,
  user: CurrentUser,
  mode: Mode,
  search: string | null,
): Promise<PortalTransactionList> {
  const [company, rows] = await Promise.all([
    q.companyName(deps.db, user.companyId),
    q.listTransactionsOfLinkedClient(deps.db, { companyId: user.companyId, mode }, user.userId, search),
  ]);
  const base = publicUrl(deps.config);
  return {
    company,
    mode,
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
