import { type RefObject, useEffect, useSyncExternalStore } from "react";

// The public pages arrive prerendered (docs/ARCHITECTURE.md § The web app): their buttons show
// before the script that runs them. React renders once more after hydrating, so this is false
// while a prerendered page is being hydrated (and during the build's render), true once it runs,
// and true from the start on pages the browser renders itself.

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Props for a control that needs the script: announced as unavailable until it runs (a click
 * before it would do nothing), without changing its look, so nothing shifts when it starts working.
 */
export function useUntilHydrated(): { "aria-disabled"?: true } {
  return useHydrated() ? {} : { "aria-disabled": true };
}

/**
 * Props for a prerendered form's submit button: until the script runs, a plain button announced
 * unavailable (a click would post the fields natively to the page's own address); a submit
 * button once hydrated.
 */
export function useSubmitUntilHydrated(): { type: "submit" | "button"; "aria-disabled"?: true } {
  const until = useUntilHydrated();
  return { type: until["aria-disabled"] ? "button" : "submit", ...until };
}

/**
 * A prerendered form's fields can be typed into before the script runs: what they hold then is
 * in the page but not in the form's state. Once mounted (hydrated), each named field's text is
 * taken in with `take`, so nothing typed is lost.
 */
export function useTypedBeforeHydration<F extends string>(
  formRef: RefObject<HTMLFormElement | null>,
  fields: readonly F[],
  take: (field: F, value: string) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form first mounts.
  useEffect(() => {
    for (const field of fields) {
      const typed = formRef.current?.elements.namedItem(field);
      if (typed instanceof HTMLInputElement || typed instanceof HTMLTextAreaElement)
        if (typed.value) take(field, typed.value);
    }
  }, []);
}
