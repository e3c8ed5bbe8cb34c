import { NoAnswerInTime } from "../lib/http-exchange";
import type { FneErrorBody, FneFieldErrors } from "./types";

// What a failed FNE call means for the document (docs/FNE.md, "When a call fails"). Read from
// the HTTP status and the transport alone, never from the `error` strings, which differ between
// the DGI's document and its live platform:
// - refused: the platform answered that it certified nothing (400, 401, any other 4xx but 408
//   and 429). Fix the request (the per-field `errors` say what) or the key, then send again.
// - retryable: nothing reached the platform or it said it did not act (connection refused, host
//   unknown, 502, 503, 408, 429). Safe to send the same request again.
// - unknown: the platform may have certified it (no answer in time after sending, a connection
//   cut mid-call, 500, 504, any other status, a success whose body cannot be read). There is no
//   idempotency key, so never send it again by itself: look the document up in the FNE space
//   and record it as certified (with its number), or hand it to a person.

export type FneFailureKind = "refused" | "retryable" | "unknown";

export type FneFailure = {
  kind: FneFailureKind;
  /** The HTTP status, or null when no answer came. */
  httpStatus: number | null;
  /** The platform's `error` (e.g. `invoice_signing_error`), or a transport word (`timeout`, `network`). */
  code: string;
  message: string;
  /** Per field, the rules it broke (refusals of validation); empty otherwise. */
  errors: FneFieldErrors;
};

/** Errors of a connection that never opened: the request was not sent. */
const NOT_SENT = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);

const RETRYABLE_STATUSES = new Set([408, 429, 502, 503]);

/** The class of a non-2xx answer. */
export function failureKindOf(status: number): FneFailureKind {
  if (RETRYABLE_STATUSES.has(status)) return "retryable";
  if (status >= 400 && status < 500) return "refused";
  return "unknown";
}

/** The failure an answer other than 2xx stands for, with what its body says. */
export function answeredFailure(status: number, body: unknown): FneFailure {
  const b = (body && typeof body === "object" ? body : {}) as FneErrorBody;
  const errors = b.errors && typeof b.errors === "object" ? b.errors : {};
  return {
    kind: failureKindOf(status),
    httpStatus: status,
    code: typeof b.error === "string" ? b.error : `http_${status}`,
    message: typeof b.message === "string" ? b.message : `The FNE platform answered ${status}`,
    errors,
  };
}

/** The failure of a call that got no answer: not sent (retryable) or sent without a word back (unknown). */
export function transportFailure(error: unknown, timeoutMs: number): FneFailure {
  if (error instanceof NoAnswerInTime) {
    return {
      kind: "unknown",
      httpStatus: null,
      code: "timeout",
      message: `No answer from the FNE platform within ${timeoutMs} ms`,
      errors: {},
    };
  }
  const code = (error as { code?: unknown } | null)?.code;
  const notSent = typeof code === "string" && NOT_SENT.has(code);
  return {
    kind: notSent ? "retryable" : "unknown",
    httpStatus: null,
    code: "network",
    message: `Could not reach the FNE platform: ${(error as Error)?.message ?? String(error)}`,
    errors: {},
  };
}

/** A 2xx whose body is not the documented answer: certified perhaps, but nothing to record. */
export function unreadableSuccess(status: number): FneFailure {
  return {
    kind: "unknown",
    httpStatus: status,
    code: "unreadable_answer",
    message: `The FNE platform answered ${status} with a body that is not the documented answer`,
    errors: {},
  };
}
