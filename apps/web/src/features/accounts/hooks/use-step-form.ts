import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api";
import { errorMessage } from "../../../lib/errors";
import { toast } from "../../../lib/toast";

/**
 * Busy state and error display for the small forms around sign-in (code steps, reset): a
 * failure marks the field the server names (else `fallbackField`) and shows an error toast;
 * what the user typed stays.
 */
export function useStepSubmit<F extends string>(fields: readonly F[]) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});

  const fail = (message: string, field?: F) => {
    setErrors(field ? ({ [field]: message } as Partial<Record<F, string>>) : {});
    toast.show({ color: "red", title: t("errors.title"), message });
  };

  const run = async (action: () => Promise<void>, onError?: (error: unknown) => boolean) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      if (onError?.(error)) return;
      const field =
        error instanceof ApiError && (fields as readonly string[]).includes(error.field ?? "")
          ? (error.field as F)
          : undefined;
      fail(errorMessage(t, error), field);
    } finally {
      setBusy(false);
    }
  };

  const clear = (field: F) => setErrors((e) => ({ ...e, [field]: undefined }));
  return { busy, errors, fail, run, clear };
}
