import type { ErrorBody, ErrorCode } from "@payflow/contracts/errors";
import { MODE_HEADER } from "@payflow/contracts/payment-rules";
import { currentMode } from "./test-mode";

/** An API failure with the server's stable code (translated by the UI as errors.<code>). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | "network",
    readonly field?: string,
    readonly retryAfterSeconds?: number,
    readonly params?: Record<string, string>,
  ) {
    super(code);
  }
}

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
  let response: Response;
  const raw = options.body instanceof Blob ? options.body : null;
  try {
    response = await fetch(path, {
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
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(0, "network");
  }
  if (response.ok) return (await response.json()) as T;
  const body = (await response.json().catch(() => null)) as ErrorBody | null;
  const code = body?.error?.code ?? (response.status >= 500 ? "internalError" : "validationFailed");
  if (response.status === 401) for (const listener of sessionLostListeners) listener();
  throw new ApiError(response.status, code, body?.error?.field, body?.error?.retryAfterSeconds, body?.error?.params);
}
