/** @jsxImportSource preact */
import type { ErrorCode } from "@payflow/contracts/errors";
import type { ComponentChildren } from "preact";
import { useId } from "preact/hooks";
import { formatXof } from "../lib/format";
import { errorText, problemText } from "./errors";
import type { PayTexts } from "./texts";
import { useWords } from "./ui";

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
  return errorText(w, problem.code, problem.params);
}

/** What a field's input carries: its id (its label's), its refusal (shown under it) and whether it is refused. */
export type FieldInput = { id: string; "aria-describedby": string | undefined; "aria-invalid": "true" | undefined };

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
  children: (input: FieldInput) => ComponentChildren;
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
        {children({
          id,
          "aria-describedby": error ? `${id}-error` : undefined,
          "aria-invalid": error ? "true" : undefined,
        })}
      </div>
      {error && (
        <p class="error small" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** An amount in FCFA as a payer types it, with the hint under it (its bounds, its parts) that describes it. */
export function AmountField({
  label,
  hint,
  error,
  value,
  placeholder,
  onInput,
}: {
  label: string;
  hint: string;
  error: string | undefined;
  value: string;
  placeholder?: string;
  onInput: (value: string) => void;
}) {
  const hintId = useId();
  return (
    <>
      <TextField name="amount" label={label} optional={false} error={error}>
        {(input) => (
          <>
            <input
              {...input}
              aria-describedby={[hintId, input["aria-describedby"]].filter(Boolean).join(" ")}
              name="amount"
              class="with-suffix"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={14}
              placeholder={placeholder}
              aria-required="true"
              value={value}
              onInput={(event) => onInput(event.currentTarget.value)}
            />
            <span class="suffix" aria-hidden="true">
              FCFA
            </span>
          </>
        )}
      </TextField>
      <p class="small dimmed" id={hintId}>
        {hint}
      </p>
    </>
  );
}
