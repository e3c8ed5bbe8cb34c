import { ERROR_CODES, type ErrorCode } from "@payflow/contracts";
import type { ZodError } from "zod";
import { AppError } from "./errors";

/**
 * Turns the first zod issue into an AppError. Contracts put a catalogue code in an issue's
 * message (e.g. `{ error: "fieldTooLong" }`) so the web can translate it.
 */
export function toAppError(error: ZodError): AppError {
  const issue = error.issues[0];
  if (!issue) return new AppError("validationFailed");
  if (issue.code === "unrecognized_keys") {
    return new AppError("unknownField", { field: issue.keys.join(",") });
  }
  const field = issue.path.map(String).join(".") || undefined;
  const code: ErrorCode = (ERROR_CODES as readonly string[]).includes(issue.message)
    ? (issue.message as ErrorCode)
    : "validationFailed";
  return new AppError(code, field ? { field } : {});
}
