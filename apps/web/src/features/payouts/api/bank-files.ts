import type {
  ConfirmPayoutRequest,
  PayoutBankFileList,
  PayoutStatementImportResult,
} from "@payflow/contracts/payout-bank-files";
import type { Payout, PayoutList } from "@payflow/contracts/payouts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { fileNameOf, requestFile, saveFile } from "../../../lib/download";
import { PAYOUTS_PATH, payoutPath, payoutsQueryKey } from "./list-payouts";
import { usePayoutMutation } from "./payout-mutation";

// Bank payouts (docs/PAYOUTS.md § Bank payouts): the transfer file of the queued ones in the
// company's bank's layout, the files made before, and each payout's outcome recorded by hand or
// from the bank statement. Keys under "payouts": every payout write reads them again.

const FILES_PATH = `${PAYOUTS_PATH}/bank-files`;

/** GET /api/payouts/bank-files: the latest 50 of the mode, newest first. */
export const bankFilesQuery = (mode: "test" | "live") =>
  queryOptions({
    queryKey: [...payoutsQueryKey, "bank-files", mode],
    queryFn: () => api<PayoutBankFileList>(FILES_PATH),
  });

/** The queued bank payouts the next file takes (the first 100: enough to count and total). */
export const queuedBankPayoutsQuery = (mode: "test" | "live") =>
  queryOptions({
    queryKey: [...payoutsQueryKey, "bank-queued", mode],
    queryFn: () => api<PayoutList>(`${PAYOUTS_PATH}?status=queued&operator=bank&limit=100`),
  });

/** Saves a file the server answers under the name it gives; answers that name. */
async function save(res: Response, fallback: string): Promise<string> {
  const name = fileNameOf(res, fallback);
  saveFile(await res.blob(), name);
  return name;
}

/** POST /api/payouts/bank-file: the queued bank payouts go into a file (processing), saved here. */
export async function makeBankFile(): Promise<string> {
  return save(await requestFile(`${PAYOUTS_PATH}/bank-file`, {}), "payflow-virements.csv");
}
export const useMakeBankFile = () => usePayoutMutation(makeBankFile);

/** GET /api/payouts/bank-files/{id}/file: a file again, the same bytes. */
export async function downloadBankFile(id: string): Promise<string> {
  return save(await requestFile(`${FILES_PATH}/${encodeURIComponent(id)}/file`), `payflow-virements-${id}.csv`);
}

/** POST /api/payouts/{id}/confirm: what the bank did with a payout of a transfer file. */
export function confirmPayout(v: { id: string } & ConfirmPayoutRequest): Promise<Payout> {
  const { id, ...body } = v;
  return api<Payout>(`${payoutPath(id)}/confirm`, { method: "POST", body });
}
export const useConfirmPayout = () => usePayoutMutation(confirmPayout);

/** POST /api/payouts/bank-statement: the statement's debits matched to bank payouts, applied when `apply`. */
export function importPayoutStatement(body: { csv: string; apply: boolean }): Promise<PayoutStatementImportResult> {
  return api<PayoutStatementImportResult>(`${PAYOUTS_PATH}/bank-statement`, { method: "POST", body });
}
export const usePayoutStatementImport = () => usePayoutMutation(importPayoutStatement);
