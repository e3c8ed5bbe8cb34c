import type { PortalTransactionList } from "@payflow/contracts";
import type { Deps } from "../../deps";
import type { CurrentUser } from "../../http/types";
import * as q from "./queries";

/** The client portal's list (the route admits clients only): the rows of the login's client record. */
export async function listTransactions(deps: Deps, user: CurrentUser): Promise<PortalTransactionList> {
  const rows = await q.listTransactionsOfLinkedClient(deps.db, user.companyId, user.userId);
  return {
    items: rows.map((r) => ({
      id: r.id,
      date: r.createdAt.toISOString(),
      description: r.description,
      amount: r.amount,
      currency: r.currency,
      status: r.status,
      isTestData: r.isTestData,
    })),
  };
}
