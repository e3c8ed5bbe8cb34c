/** @jsxImportSource preact */
import type { ErrorCode } from "@payflow/contracts/errors";
import type { ComponentChildren } from "preact";
import { useId } from "preact/hooks";
import { formatXof } from "../lib/format";
import { problemText } from "./errors";
import type { PayTexts } from "./texts";
import { useWords } from "./ui";
import { fill } from "./words";

// The payer's forms' fields (a payment link's, an invoice's): a labelled input with its refusal
// under it, amounts as a payer types them, and refusals in the payer's language.

/** A refusal found here (a code and its values) or the server's. */
export type FieldProblem = { code: ErrorCode; params?: Record<string, string> } | { error: unknown };

/** An amount as typed, without the separators a payer may write ("25 000", "25.000"). */
export const digits = (value: string) => value.replace(/[\s\u00a0\u202f.,]/g, "");
/** An amount without its unit, for a sentence that writes "FCFA" itself ("25 000"). */
export const bare = (amount: number, language: string) => formatXof(amount, language).replace(/ FCFA$/, "");

export function wording(w: PayTexts, problem: FieldProblem): string {
  if ("error" in problem) return problemText(w, problem);
  const text = (w.errors as Record<string, string | undefined>)[problem.code];
  return text === undefined ? w.errors.unexpectedError : fill(text, problem.params);
}

/** A labelled text field with its error under it, described by both. */
export function TextField({
  name,
  label,
  optional,
  error,
  children,
}: {
  name: string;
  label: string;
  optional: boolean;
  error: string | undefined;
  children: (ids: { id: string; describedBy: string | undefined }) => ComponentChildren;
}) {
  const { w } = useWords();
  const id = useId();
  return (
    <div class="field">
      <label class="label" for={id}>
        {label}
        {optional ? (
          <span class="dimmed"> ({w.link.optional})</span>
        ) : (
          <span class="required" aria-hidden="true">
            {" *"}
          </span>
        )}
      </label>
      <div class={error ? "input plain invalid" : "input plain"} data-field={name}>
        {children({ id, describedBy: error ? `${id}-error` : undefined })}
      </div>
      {error && (
        <p class="error small" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
