import type { CheckoutView } from "@payflow/contracts/payments";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../../../lib/api";
import { fetchCheckout } from "../api/checkout-view";

/** How often a pending payment is read again while the page is visible. */
export const CHECKOUT_POLL_MS = 2000;

export type CheckoutState =
  | { phase: "loading" }
  | { phase: "notFound" }
  | { phase: "error"; error: unknown }
  /** `connectionLost`: the last status read failed; the page keeps what it showed and tries again. */
  | { phase: "ready"; view: CheckoutView; connectionLost: boolean };

const aborted = (error: unknown) => (error as Error)?.name === "AbortError";
// An id the server cannot even read (too long, empty) is as unknown as a missing one.
const missing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || (error.status === 400 && error.code === "validationFailed"));

/**
 * The payment as the payer's page knows it: loaded once, then read again every 2 s while it is
 * pending and the page is visible (at once when the page becomes visible again, e.g. back from
 * the operator's app), until it is final. `replace` takes the server's answer to the payer's
 * choice; a read started before it is dropped so an older view never wins over a newer one.
 */
export function useCheckout(id: string) {
  const [state, setState] = useState<CheckoutState>({ phase: "loading" });
  const [attempt, setAttempt] = useState(0);
  // Bumped by every change of view from outside the polling loop: older reads are dropped.
  const generation = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
  useEffect(() => {
    const controller = new AbortController();
    const current = ++generation.current;
    setState({ phase: "loading" });
    fetchCheckout(id, controller.signal).then(
      (view) => {
        if (current === generation.current) setState({ phase: "ready", view, connectionLost: false });
      },
      (error: unknown) => {
        if (aborted(error) || current !== generation.current) return;
        setState(missing(error) ? { phase: "notFound" } : { phase: "error", error });
      },
    );
    return () => controller.abort();
  }, [id, attempt]);

  const pending = state.phase === "ready" && state.view.status === "pending";

  useEffect(() => {
    if (!pending) return;
    let timer: number | undefined;
    let inFlight: AbortController | null = null;
    let stopped = false;

    const visible = () => document.visibilityState !== "hidden";
    const schedule = () => {
      if (!stopped && visible() && timer === undefined) timer = window.setTimeout(read, CHECKOUT_POLL_MS);
    };
    async function read() {
      timer = undefined;
      if (inFlight) return;
      const current = generation.current;
      const controller = new AbortController();
      inFlight = controller;
      try {
        const view = await fetchCheckout(id, controller.signal);
        if (stopped) return;
        if (current === generation.current) setState({ phase: "ready", view, connectionLost: false });
      } catch (error) {
        if (stopped || aborted(error)) return;
        if (current === generation.current) setState((s) => (s.phase === "ready" ? { ...s, connectionLost: true } : s));
      } finally {
        if (inFlight === controller) inFlight = null;
      }
      schedule();
    }
    const onVisibility = () => {
      if (!visible()) {
        window.clearTimeout(timer);
        timer = undefined;
      } else if (!inFlight) {
        window.clearTimeout(timer);
        void read();
      }
    };

    schedule();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      inFlight?.abort();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [id, pending]);

  const replace = useCallback((view: CheckoutView) => {
    generation.current++;
    setState({ phase: "ready", view, connectionLost: false });
  }, []);

  /** Reads the payment again now (after a refusal that says it moved on meanwhile). */
  const refresh = useCallback(() => {
    const current = ++generation.current;
    fetchCheckout(id).then(
      (view) => {
        if (current === generation.current) setState({ phase: "ready", view, connectionLost: false });
      },
      () => {},
    );
  }, [id]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { state, replace, refresh, retry };
}
