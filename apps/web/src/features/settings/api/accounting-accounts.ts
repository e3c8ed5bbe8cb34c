import type { AccountingAccounts } from "@payflow/contracts/ledger";
import { API } from "@payflow/contracts/paths";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { useReplacingMutation } from "../../../lib/mutation";

const key = ["accounting-accounts"] as const;

/** GET /api/settings/accounting: the accounting export's account numbers (the defaults until set). */
export const accountingAccountsQuery = () =>
  queryOptions({ queryKey: key, queryFn: () => api<AccountingAccounts>(API.accountingAccounts) });

/** PUT /api/settings/accounting; the answer replaces the numbers shown. */
export const useSaveAccountingAccounts = () =>
  useReplacingMutation(
    (body: AccountingAccounts) => api<AccountingAccounts>(API.accountingAccounts, { method: "PUT", body }),
    key,
  );
