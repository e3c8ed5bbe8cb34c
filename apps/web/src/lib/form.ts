import { useForm } from "@mantine/form";
import type { ErrorCode } from "@payflow/contracts/errors";
import type { FieldError } from "@payflow/contracts/validation";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { ApiError } from "./api";
import { errorMessage } from "./errors";
import { toast } from "./toast";

type Values = Record<string, unknown>;
type Field<V> = Extract<keyof V, string>;
/** A field, or a place inside a list field ("lines.0.quantity"), as @mantine/form and the server's `field` name it. */
type Path<V> = Field<V> | `${Field<V>}.${string}`;

/**
 * A form's checks, built from the contract's rules: the failures in the order docs/PRODUCT.md §5 lists
 * them (null for a check that passed); a field named twice keeps its first failure.
 */
export type FormRules<V> = (values: V) => readonly (FieldError<Path<V>> | null | undefined)[];

/**
 * The failures as @mantine/form's errors, each field's message in the rules' order: only the
 * first (docs/PRODUCT.md §5: the first failure is shown), or every one when the form marks them all.
 */
export function ruleErrors<V>(t: TFunction, found: ReturnType<FormRules<V>>, all = false): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const failure of found) {
    if (!failure || failure.field in errors) continue;
    errors[failure.field] = t(`errors.${failure.code}`);
    if (!all) break;
  }
  return errors;
}

type SubmitOptions = {
  /** Show the first failure in an error toast too (most forms do; the user dialog marks only). */
  toast?: boolean;
  /** Move the keyboard focus to the first field in error. */
  focus?: boolean;
};

/**
 * A dialog or page form on @mantine/form: values, one error per field (editing a field clears
 * its error), checks run on submit from `rules` (the first failure marked, or `marks` "all"),
 * and failures shown on their field plus an error toast. What the user typed always stays.
 */
export function useFieldForm<V extends Values>(initial: V, rules?: FormRules<V>, marks: "first" | "all" = "first") {
  const { t } = useTranslation();
  const form = useForm<V>({
    mode: "controlled",
    initialValues: initial,
    validate: (values) => (rules ? ruleErrors(t, rules(values), marks === "all") : {}),
  });
  // A place inside a list field counts when its list is one of the form's fields.
  const has = (field: string | undefined): field is Path<V> =>
    field !== undefined && (field.split(".")[0] ?? "") in form.values;

  /**
   * The form's onSubmit: runs the rules, then `onValid` with the values; on a failure the fields
   * are marked and, unless told otherwise, the first failure is toasted.
   */
  const submit = (onValid: (values: V) => unknown, options: SubmitOptions = {}) =>
    form.onSubmit(
      (values) => void onValid(values),
      (errors) => {
        const [first] = Object.keys(errors);
        if (first === undefined) return;
        if (options.toast !== false)
          toast.show({ color: "red", title: t("errors.title"), message: String(errors[first]) });
        if (options.focus) form.getInputNode(first)?.focus();
      },
    );

  /** Props for an input bound to a field or a place inside a list field (value, onChange, error). */
  const bind = (field: Path<V>) => form.getInputProps(field);

  /** Shows a failed check or call: on its field when the form has it, always as a toast (its own text, or `toastText`). */
  const fail = (error: unknown, field?: string, toastText?: string) => {
    const target = field ?? (error instanceof ApiError ? error.field : undefined);
    const message = typeof error === "string" ? t(`errors.${error as ErrorCode}`) : errorMessage(t, error);
    form.setErrors(has(target) ? { [target]: message } : {});
    toast.show({ color: "red", title: t("errors.title"), message: toastText ?? message });
  };

  /** Shows a call's failure under the field the server named; false when it named none of this form's. */
  const showFieldError = (error: unknown): boolean => {
    if (!(error instanceof ApiError) || !has(error.field)) return false;
    form.setErrors({ [error.field]: t(`errors.${error.code}`) });
    return true;
  };

  const reset = (next: V) => {
    form.setValues(next);
    form.clearErrors();
  };

  return {
    values: form.values,
    errors: form.errors as Partial<Record<keyof V, string>>,
    set: form.setFieldValue as <K extends Field<V>>(field: K, value: V[K]) => void,
    bind,
    submit,
    fail,
    showFieldError,
    reset,
    focus: (field: Field<V>) => form.getInputNode(field)?.focus(),
  };
}
