import type {
  PayoutBatchDetail,
  PayoutBatchFile,
  PayoutBatchList,
  PayoutBatchStatus,
} from "@payflow/contracts/payout-batches";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { fileNameOf, requestFile, saveFile } from "../../../lib/download";
import { payoutsQueryKey } from "./list-payouts";
import { usePayoutMutation } from "./payout-mutation";

// Batches of payouts (docs/PAYOUTS.md § Batches): a file read and previewed, the batch created
// all or nothing, followed, approved or refused as a whole, and its results as CSV. Their keys
// live under "payouts" so every payout write (and a mode switch) reads them again.

export const BATCHES_PATH = "/api/payout-batches";
export const batchPath = (id: string) => `${BATCHES_PATH}/${encodeURIComponent(id)}`;

/** The server reads at most this much of an upload (payloadTooLarge above). */
export const BATCH_FILE_MAX_BYTES = 1024 * 1024;
const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export const isSpreadsheet = (file: File) => /\.xlsx$/i.test(file.name);

/** POST /api/payout-batches/file: the file as it is (CSV text or an XLSX workbook), read into lines and previewed. */
export function uploadBatchFile(file: File): Promise<PayoutBatchFile> {
  // Browsers name a CSV's type variously (text/csv, application/vnd.ms-excel, nothing): the
  // extension decides what the server is told.
  const body = new Blob([file], { type: isSpreadsheet(file) ? XLSX_TYPE : "text/csv" });
  return api<PayoutBatchFile>(`${BATCHES_PATH}/file`, { method: "POST", body });
}

/** POST /api/payout-batches: every line or none; waits for approval above the threshold. */
export function createBatch(lines: PayoutBatchFile["lines"]): Promise<PayoutBatchDetail> {
  return api<PayoutBatchDetail>(BATCHES_PATH, { method: "POST", body: { lines } });
}
export const useCreateBatch = () => usePayoutMutation(createBatch);

export type BatchDecision = "approve" | "refuse";

/** POST /api/payout-batches/{id}/approve or /refuse: by a second person (in live mode, stepped up: lib/api asks). */
export function decideBatch(v: { id: string; decision: BatchDecision }): Promise<PayoutBatchDetail> {
  return api<PayoutBatchDetail>(`${batchPath(v.id)}/${v.decision}`, { method: "POST", body: {} });
}
export const useDecideBatch = () => usePayoutMutation(decideBatch);

/** The batch's states whose lines may still move: read again while in them. */
const MOVING: readonly PayoutBatchStatus[] = ["queued"];

/** GET /api/payout-batches: the latest 50 of the mode, newest first. */
export const batchesQuery = (mode: "test" | "live", enabled = true) =>
  queryOptions({
    queryKey: [...payoutsQueryKey, "batches", mode],
    queryFn: () => api<PayoutBatchList>(BATCHES_PATH),
    enabled,
    refetchInterval: (q) => (q.state.data?.items.some((b) => MOVING.includes(b.status)) ? 5_000 : false),
  });

/** GET /api/payout-batches/{id}: read every 2 s while its lines are being paid. */
export const batchDetailQuery = (mode: "test" | "live", id: string | null) =>
  queryOptions({
    queryKey: [...payoutsQueryKey, "batch", mode, id],
    queryFn: () => api<PayoutBatchDetail>(batchPath(id as string)),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data && MOVING.includes(q.state.data.status) ? 2_000 : false),
  });

/** GET …/results.csv, saved as the file the server names; answers its name. */
export async function downloadBatchResults(id: string): Promise<string> {
  const res = await requestFile(`${batchPath(id)}/results.csv`);
  const name = fileNameOf(res, `payflow-payouts-${id}.csv`);
  saveFile(await res.blob(), name);
  return name;
}

/** The template a bulk upload starts from: the columns and two lines paying the sandboxes' numbers. */
export function saveBatchTemplate(): string {
  const name = "payflow-versements-modele.csv";
  const text = [
    "reference;amount;phone;operator;name;reason",
    "PAIE-0001;15000;0700000001;orange;Awa Koné;Salaire",
    "PAIE-0002;20000;0500000001;mtn;Kouassi Yao;Prime",
    "",
  ].join("\r\n");
  saveFile(new Blob(["\uFEFF", text], { type: "text/csv;charset=utf-8" }), name);
  return name;
}
