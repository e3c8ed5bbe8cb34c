import type { FieldError } from "@payflow/contracts/validation";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api";
import { errorMessage } from "../../../lib/errors";
import { toast } from "../../../lib/toast";
import { sessionProbeQuery } from "../api/session";
import { homePathFor } from "./home-path";
import { NoSessionAfterSignIn, useAfterSignIn } from "./use-auth-redirect";

type Options<V extends Record<string, string>> = {
  initial: V;
  /** The checks in order; the first failure is shown (docs/PRODUCT.md §5). */
  check: (values: V) => FieldError<Extract<keyof V, string>> | null;
  /** Every failing field, to mark them all when the first one fails (the toast names the first). */
  checkAll?: (values: V) => FieldError<Extract<keyof V, string>>[];
  /** Calls the API; a successful call leaves a session cookie (or asks for the two-factor code). */
  send: (values: V) => Promise<unknown>;
  onSignedIn: () => void;
  /** The password was right and the account has two-factor: the code step is next. */
  onTwoFactorRequired?: () => void;
};

const asksForTwoFactor = (result: unknown) =>
  typeof result === "object" && result !== null && "twoFactorRequired" in result && result.twoFactorRequired === true;

/**
 * The sign-in and registration forms: field values and errors (editing a field clears its
 * error), the ordered checks, the call, then the redirect by role. A failure marks the field
 * and shows an error toast; what the user typed stays.
 */
export function useAuthForm<V extends Record<string, string>>(opts: Options<V>) {
  const { t } = useTranslation();
  const { data: me, isPending } = useQuery(sessionProbeQuery());
  const afterSignIn = useAfterSignIn();
  const [values, setValues] = useState<V>(opts.initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [busy, setBusy] = useState(false);

  const bind = useCallback(
    (field: keyof V) => ({
      value: values[field],
      error: errors[field],
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        const value = event.currentTarget.value;
        setValues((v) => ({ ...v, [field]: value }));
        setErrors((e) => ({ ...e, [field]: undefined }));
      },
    }),
    [values, errors],
  );

  const fail = (message: string, field?: keyof V) => {
    setErrors(field ? ({ [field]: message } as Partial<Record<keyof V, string>>) : {});
    toast.show({ color: "red", title: t("errors.title"), message });
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const invalid = opts.check(values);
    if (invalid) {
      fail(t(`errors.${invalid.code}`), invalid.field);
      const all = opts.checkAll?.(values) ?? [];
      if (all.length > 0) {
        const marks = Object.fromEntries(all.map((e) => [e.field, t(`errors.${e.code}`)]));
        setErrors({ ...marks, [invalid.field]: t(`errors.${invalid.code}`) } as Partial<Record<keyof V, string>>);
      }
      return;
    }
    setBusy(true);
    try {
      const result = await opts.send(values);
      if (asksForTwoFactor(result) && opts.onTwoFactorRequired) {
        setBusy(false);
        return opts.onTwoFactorRequired();
      }
      await afterSignIn();
      opts.onSignedIn();
    } catch (error) {
      setBusy(false);
      const field =
        error instanceof ApiError && error.field && error.field in values ? (error.field as keyof V) : undefined;
      fail(error instanceof NoSessionAfterSignIn ? t("errors.loginFailedNoUser") : errorMessage(t, error), field);
    }
  };

  /** Already signed in (and not in the middle of signing in): where to send the user. */
  const redirectTo = me && !busy ? homePathFor(me.role) : null;
  return { bind, busy, onSubmit, isPending, redirectTo };
}
