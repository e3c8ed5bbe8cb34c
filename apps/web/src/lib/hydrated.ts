import { useSyncExternalStore } from "react";

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
