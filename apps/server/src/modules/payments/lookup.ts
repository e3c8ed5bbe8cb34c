import type { Scope } from "../../db/scope";
import type { Deps } from "../../deps";
import { AppError } from "../../http/errors";
import * as q from "./queries";

/** One payment of the scope's company and mode; another company's answers notFound (404). */
export async function getPayment(deps: Deps, scope: Scope, id: string): Promise<q.PaymentView> {
  const row = await q.findPayment(deps.db, scope, id);
  if (!row) throw new AppError("notFound");
  return row;
}
