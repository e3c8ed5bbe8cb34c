import { API } from "@payflow/contracts/paths";
import type { PosAccountList } from "@payflow/contracts/payments";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { paymentsQueryKey } from "./list-payments";

/** GET /api/pos/accounts: the accounts the POS can take a payment to, and the public URL. */
export function fetchPosAccounts(): Promise<PosAccountList> {
  return api<PosAccountList>(API.posAccounts);
}

export const posAccountsQuery = (mode: "test" | "live") =>
  queryOptions({ queryKey: [...paymentsQueryKey, "pos-accounts", mode], queryFn: fetchPosAccounts });
