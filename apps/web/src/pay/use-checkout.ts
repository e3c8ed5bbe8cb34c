import type { CheckoutView } from "@payflow/contracts/payments";
import { useCallback, useEffect, useRef, useState } from "preact/hooks";
import { ApiError } from "../lib/http";
import { fetchCheckout } from "./api";

/** How often a pending payment is read again while the page is visible and no live stream is open. */
export const CHECKOUT_POLL_MS = 2000;
/** With the live stream open, a slow safety read only (the stream says when to read). */
export const CHECKOUT_STREAM_SAFETY_MS = 30_000;

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
 * The payment as the payer's page knows it: loaded once, then, while it is pending, read again
 * whenever its live stream (server-sent events, /api/checkout/{id}/stream) says its status
 * changed — or every 2 s while the page is visible when no stream can be opened — and at once
 * when the page becomes visible again (back from the operator's app), until it is final.
 * `replace` takes the server's answer to the payer's choice; a read started before it is dropped
 * so an older view never wins over a newer one. No id (a /pay/ address without one): not found.
 */
export function useCheckout(id: string) {
  const [state, setState] = useState<CheckoutState>(id ? { phase: "loading" } : { phase: "notFound" });
  const [attempt, setAttempt] = useState(0);
  // Bumped by every change of view from outside the polling loop: older reads are dropped.
  const generation = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
  useEffect(() => {
    if (!id) return;
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
    let streaming = false;

    const visible = () => document.visibilityState !== "hidden";
    const schedule = () => {
      const every = streaming ? CHECKOUT_STREAM_SAFETY_MS : CHECKOUT_POLL_MS;
      if (!stopped && visible() && timer === undefined) timer = window.setTimeout(read, every);
    };
    // A change heard while a read is on its way may postdate that read: read once more after it.
    let again = false;
    const readNow = () => {
      if (inFlight) {
        again = true;
        return;
      }
      window.clearTimeout(timer);
      void read();
    };
    const stream =
      typeof EventSource === "undefined" ? null : new EventSource(`/api/checkout/${encodeURIComponent(id)}/stream`);
    if (stream) {
      stream.onopen = () => {
        streaming = true;
      };
      // Closed or refused: back to reading every 2 s until the browser reconnects it.
      stream.onerror = () => {
        streaming = false;
        if (timer === undefined) schedule();
      };
      stream.addEventListener("status", readNow);
    }
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
        // A newer view arrived meanwhile (the answer to Pay): this read may still know more than
        // it (a change heard since), so read again rather than drop what it learnt.
        else again = true;
      } catch (error) {
        if (stopped || aborted(error)) return;
        if (current === generation.current) setState((s) => (s.phase === "ready" ? { ...s, connectionLost: true } : s));
      } finally {
        if (inFlight === controller) inFlight = null;
      }
      if (again && !stopped) {
        again = false;
        void read();
        return;
      }
      schedule();
    }
    const onVisibility = () => {
      if (!visible()) {
        window.clearTimeout(timer);
        timer = undefined;
      } else readNow();
    };

    schedule();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stopped = true;
      stream?.close();
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
