import type { ErrorCode } from "@payflow/contracts/errors";
import { ApiError } from "../lib/http";
import type { PayTexts } from "./texts";
import { fill } from "./words";

// What the payer reads when something is refused, kept as what happened (a code found on this
// page, or the server's refusal) and worded when shown: a switch of language rewords it.

/** A refusal this page finds itself, with the server's rule (checkPayer), before sending anything. */
export type PayerCode = "invalidPhone" | "operatorPrefixMismatch" | "payerPhoneRequired";
export type Problem = { code: PayerCode } | { error: unknown };

const PAYER_WORDING = [
  "payerPhoneRequired",
  "unknownOperator",
  "apiKeyMissingForAccount",
  "bankAccountRequired",
  "paymentNotPending",
] as const;
type PayerWorded = (typeof PAYER_WORDING)[number];
const payerWorded = (code: string): code is PayerWorded => (PAYER_WORDING as readonly string[]).includes(code);

/**
 * A refusal as the payer should read it: the general message (errors.<code>) unless it speaks
 * to the business ("Add a bank account to your payment accounts…"), then the payer's wording.
 */
export function problemText(w: PayTexts, problem: Problem): string {
  if ("code" in problem) return payerWorded(problem.code) ? w.payerErrors[problem.code] : errorText(w, problem.code);
  const { error } = problem;
  if (!(error instanceof ApiError)) return w.errors.unexpectedError;
  if (payerWorded(error.code)) return fill(w.payerErrors[error.code], { operator: error.params?.operator ?? "" });
  if (error.code === "rateLimited") return fill(w.errors.rateLimited, { seconds: error.retryAfterSeconds ?? 60 });
  return errorText(w, error.code, error.params);
}

/** The catalogue's message for a code (errors.<code>), or the unexpected error's while it has none. */
export function errorText(w: PayTexts, code: ErrorCode | "network", params?: Record<string, string>): string {
  const text = (w.errors as Record<string, string | undefined>)[code];
  return text === undefined ? w.errors.unexpectedError : fill(text, params);
}
