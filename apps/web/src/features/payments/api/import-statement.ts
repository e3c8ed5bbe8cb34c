import { API } from "@payflow/contracts/paths";
import type { StatementImportResult } from "@payflow/contracts/payments";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { paymentsQueryKey } from "./list-payments";

/** POST /api/payments/bank-statement: the statement's matches, applied when `apply` is true. */
export function importStatement(body: { csv: string; apply: boolean }): Promise<StatementImportResult> {
  return api<StatementImportResult>(API.bankStatement, { method: "POST", body });
}

export const useStatementImport = () => useRefreshingMutation(importStatement, paymentsQueryKey);
