import type { PortalTransactionList } from "@payflow/contracts";
import type { Deps } from "../../deps";
import { AppError } from "../../http/errors";
import type { CurrentUser } from "../../http/types";
import * as q from "./queries";

/** The client portal's list: a staff session has no client record, so this is for clients only. */
export async function listTransactions(deps: Deps, user: CurrentUser): Promise<PortalTransactionList> {
  if (user.isStaff) throw new AppError("forbidden");
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
