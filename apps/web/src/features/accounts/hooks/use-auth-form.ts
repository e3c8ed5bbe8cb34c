import type { FieldError } from "@payflow/contracts/validation";
import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useFieldForm } from "../../../lib/form";
import { useTypedBeforeHydration } from "../../../lib/hydrated";
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
 * The sign-in and registration forms on the shared form: field values and errors (editing a
 * field clears its error), the ordered checks, the call, then the redirect by role. A failure
 * marks the field and shows an error toast; what the user typed stays.
 *
 * The pages are prerendered (docs/ARCHITECTURE.md § The web app): the fields show while the
 * session is asked for, and an already signed-in user is sent on once it answers. Each field
 * carries its name, so what was typed before the script ran is taken in when it does.
 */
export function useAuthForm<V extends Record<string, string>>(opts: Options<V>) {
  const { data: me } = useQuery(sessionProbeQuery());
  const afterSignIn = useAfterSignIn();
  // The first failure keeps its own message on its field; the other fields are marked with theirs.
  const form = useFieldForm(opts.initial, (values) => [opts.check(values), ...(opts.checkAll?.(values) ?? [])], "all");
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(ref, Object.keys(opts.initial) as Extract<keyof V, string>[], (field, value) =>
    form.set(field, value as V[typeof field]),
  );

  const onSubmit = form.submit(async (values) => {
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
      form.fail(error instanceof NoSessionAfterSignIn ? "loginFailedNoUser" : error);
    }
  });

  /** Already signed in (and not in the middle of signing in): where to send the user. */
  const redirectTo = me && !busy ? homePathFor(me.role) : null;
  const bind = (field: Extract<keyof V, string>) => ({ name: field, ...form.bind(field) });
  return { bind, ref, busy, onSubmit, redirectTo };
}
