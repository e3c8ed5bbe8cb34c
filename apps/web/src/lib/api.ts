import { MODE_HEADER } from "@payflow/contracts/payment-rules";
import type { StepUpMethod } from "@payflow/contracts/security";
import { ApiError, refusal, request } from "./http";
import { currentMode } from "./test-mode";

export { ApiError } from "./http";

/** `body` is sent as JSON, or as it is when a Blob (a file upload, with the Blob's type). */
type Options = { method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE"; body?: unknown; signal?: AbortSignal };

/** Listeners told when the server says the session is gone (401 on any call). */
const sessionLostListeners = new Set<() => void>();
export function onSessionLost(listener: () => void): () => void {
  sessionLostListeners.add(listener);
  return () => sessionLostListeners.delete(listener);
}

/**
 * Who confirms it is the person when a call answers stepUpRequired (docs/PAYOUTS.md § Step-up):
 * true once they stepped up (the call is then sent again, once), false when they cancelled.
 */
type StepUpHandler = (method: StepUpMethod) => Promise<boolean>;
let stepUpHandler: StepUpHandler | null = null;

/** Sets the step-up handler (the signed-in area's dialog); returns how to remove it. */
export function onStepUpRequired(handler: StepUpHandler): () => void {
  stepUpHandler = handler;
  return () => {
    if (stepUpHandler === handler) stepUpHandler = null;
  };
}

/**
 * Calls the PayFlow API with the session cookie. JSON in, JSON out; failures become ApiError.
 * The types come from the endpoint's zod contract in @payflow/contracts. A call the server
 * refuses until the person steps up is sent again once they have; if they cancel, it fails
 * with the refusal.
 */
export async function api<T>(path: string, options: Options = {}): Promise<T> {
  try {
    return await send<T>(path, options);
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== "stepUpRequired" || !stepUpHandler) throw error;
    const method: StepUpMethod = error.params?.method === "totp" ? "totp" : "password";
    if (!(await stepUpHandler(method))) throw error;
    return send<T>(path, options);
  }
}

async function send<T>(path: string, options: Options): Promise<T> {
  const raw = options.body instanceof Blob ? options.body : null;
  const response = await request(path, {
    method: options.method ?? "GET",
    credentials: "same-origin",
    // The server scopes every money read and write by this mode (test data or live data).
    headers: {
      [MODE_HEADER]: currentMode(),
      ...(raw
        ? { "Content-Type": raw.type }
        : options.body !== undefined
          ? { "Content-Type": "application/json" }
          : {}),
    },
    body: raw ?? (options.body !== undefined ? JSON.stringify(options.body) : null),
    signal: options.signal ?? null,
  });
  // 204 No Content (a deleted draft invoice) has no body to read.
  if (response.status === 204) return undefined as T;
  if (response.ok) return (await response.json()) as T;
  if (response.status === 401) for (const listener of sessionLostListeners) listener();
  throw await refusal(response);
}
