import type { PayoutBatch, PayoutBatchLineCheck, PayoutBatchStatus } from "@payflow/contracts/payout-batches";
import type { TFunction } from "i18next";
import { ApiError } from "../../lib/api";
import { errorMessage } from "../../lib/errors";

// How the bulk upload shows a batch's status and progress, and a line's problem in words.

export const BATCH_STATUS_COLOR: Record<PayoutBatchStatus, string> = {
  pending_approval: "yellow",
  queued: "blue",
  completed: "teal",
  cancelled: "gray",
};

/** The lines whose payout can no longer change (paid, failed, reversed or cancelled). */
export function endedLines(b: Pick<PayoutBatch, "counts">): number {
  const c = b.counts;
  return c.succeeded + c.failed + c.reversed + c.cancelled;
}

// Loose: the keys are the server's codes, known at run time only.
type Loose = (key: string, values?: Record<string, string>) => string;

/** An error code in words (errors.<code>), the generic refusal when the web has no text for it. */
export function errorCodeText(t: TFunction, code: string): string {
  const translate = t as unknown as Loose;
  const key = `errors.${code}`;
  const text = translate(key);
  return text === key ? translate("errors.validationFailed") : text;
}

const FIELDS = ["reference", "amount", "phone", "operator", "name", "reason", "bankAccount"] as const;

/** A line's problem: its field's name (when it has one) and the error in words. */
export function lineProblem(t: TFunction, error: NonNullable<PayoutBatchLineCheck["error"]>): string {
  const message = errorCodeText(t, error.code);
  const field = FIELDS.find((f) => error.field === f || error.field?.startsWith(`${f}.`));
  return field
    ? t("payoutBatches.preview.atField", { field: t(`payoutBatches.preview.fields.${field}`), message })
    : message;
}

/** A batch write's failure in words; batchLinesInvalid names its line's reason in words too. */
export function batchErrorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && error.code === "batchLinesInvalid" && error.params) {
    const reason = error.params.reason ? errorCodeText(t, error.params.reason) : "";
    return t("errors.batchLinesInvalid", { line: error.params.line ?? "?", reason });
  }
  return errorMessage(t, error);
}
