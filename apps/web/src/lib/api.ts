import { MODE_HEADER } from "@payflow/contracts/payment-rules";
import { refusal, request } from "./http";
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
 * Calls the PayFlow API with the session cookie. JSON in, JSON out; failures become ApiError.
 * The types come from the endpoint's zod contract in @payflow/contracts.
 */
export async function api<T>(path: string, options: Options = {}): Promise<T> {
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
  if (response.ok) return (await response.json()) as T;
  if (response.status === 401) for (const listener of sessionLostListeners) listener();
  throw await refusal(response);
}
