import type { ErrorBody, ErrorCode } from "@payflow/contracts/errors";

// The PayFlow API's failures as the web reads them, without anything else of the dashboard: the
// API client (lib/api.ts) and the payer's page (src/pay) both build on it.

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

/** fetch, with a request that never reached the server as ApiError "network" (an abort stays an AbortError). */
export async function request(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, init);
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(0, "network");
  }
}

/** A refusal as an ApiError: the code the server gave, or one for its status when it gave none. */
export async function refusal(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as ErrorBody | null;
  const code = body?.error?.code ?? (response.status >= 500 ? "internalError" : "validationFailed");
  return new ApiError(response.status, code, body?.error?.field, body?.error?.retryAfterSeconds, body?.error?.params);
}
