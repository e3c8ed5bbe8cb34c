import type { ErrorCode } from "@payflow/contracts/errors";
import type { FieldError } from "@payflow/contracts/validation";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "./api";
import { errorMessage } from "./errors";
import { toast } from "./toast";

// Text fields bind to inputs; other values (numbers, lists) are set with `set`.
type Values = Record<string, unknown>;

/**
 * A dialog or page form: values, one error per field (editing a field clears its error),
 * and failures shown on their field plus an error toast. What the user typed always stays.
 */
export function useFieldForm<V extends Values>(initial: V) {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});

  const set = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  }, []);

  /** Props for a text input bound to a field. */
  const bind = (field: { [K in keyof V]: V[K] extends string ? K : never }[keyof V]) => ({
    value: values[field] as string,
    error: errors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(field, event.currentTarget.value as V[typeof field]),
  });

  /** Shows a failed check or call: on its field when the form has it, always as a toast (its own text, or `toastText`). */
  const fail = (error: unknown, field?: string, toastText?: string) => {
    const apiField = error instanceof ApiError ? error.field : undefined;
    const target = field ?? apiField;
    const message = typeof error === "string" ? t(`errors.${error as ErrorCode}`) : errorMessage(t, error);
    setErrors(target && target in values ? ({ [target]: message } as Partial<Record<keyof V, string>>) : {});
    toast.show({ color: "red", title: t("errors.title"), message: toastText ?? message });
  };

  /** Runs the ordered checks; shows and returns false on the first failure. */
  const check = (invalid: FieldError | null): boolean => {
    if (!invalid) return true;
    fail(invalid.code, invalid.field);
    return false;
  };

  /** Shows every failed check under its field at once, without a toast; true when there was none. */
  const showErrors = (found: Partial<Record<keyof V, ErrorCode>>): boolean => {
    const entries = Object.entries(found) as [keyof V, ErrorCode][];
    setErrors(
      Object.fromEntries(entries.map(([f, code]) => [f, t(`errors.${code}`)])) as Partial<Record<keyof V, string>>,
    );
    return entries.length === 0;
  };

  /** Shows a call's failure under the field the server named; false when it named none of this form's. */
  const showFieldError = (error: unknown): boolean => {
    if (!(error instanceof ApiError) || !error.field || !(error.field in values)) return false;
    setErrors({ [error.field]: t(`errors.${error.code}`) } as Partial<Record<keyof V, string>>);
    return true;
  };

  const reset = (next: V) => {
    setValues(next);
    setErrors({});
  };

  return { values, errors, set, bind, fail, check, showErrors, showFieldError, reset };
}
