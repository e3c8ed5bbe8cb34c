import { useState } from "react";
import { type FormRules, useFieldForm } from "../../../lib/form";

/**
 * The small forms around sign-in (code steps, reset) on the shared form: the rules checked on
 * submit, then the call with a busy state; a failure the step does not handle itself marks the
 * field the server names and shows an error toast. What the user typed stays.
 */
export function useStepForm<V extends Record<string, string>>(initial: V, rules: FormRules<V>) {
  const form = useFieldForm(initial, rules);
  const [busy, setBusy] = useState(false);

  /** Runs `action` busy; `onError` answers true when it has shown the failure itself. */
  const run = async (action: () => Promise<void>, onError?: (error: unknown) => boolean) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      if (!onError?.(error)) form.fail(error);
    } finally {
      setBusy(false);
    }
  };

  /** The form's onSubmit: the rules, then `action` with the values. */
  const submitWith = (action: (values: V) => Promise<void>, onError?: (error: unknown) => boolean) =>
    form.submit((values) => run(() => action(values), onError));

  return { ...form, busy, run, submitWith };
}
