import type { UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";

// A bank statement chosen as a CSV file, previewed at once, then applied: the flow both imports
// share (the payments' transfers received, the payouts' transfers made).

type Run<R> = UseMutationResult<R, unknown, { csv: string; apply: boolean }>;

export function useStatementFile<R extends { matched: number }>(
  run: Run<R>,
  on: { failed: (error: unknown) => void; applied: (result: R) => void },
) {
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState<string | null>(null);
  const [result, setResult] = useState<R | null>(null);
  const reset = () => {
    setFile(null);
    setCsv(null);
    setResult(null);
  };
  /** The FileInput's change: the file read and previewed. */
  const choose = async (f: File | null) => {
    setFile(f);
    setResult(null);
    const text = f ? await f.text() : null;
    setCsv(text);
    if (text) run.mutate({ csv: text, apply: false }, { onSuccess: setResult, onError: on.failed });
  };
  const apply = () => {
    if (csv) run.mutate({ csv, apply: true }, { onSuccess: on.applied, onError: on.failed });
  };
  return { file, result, choose, apply, reset, pending: run.isPending };
}
