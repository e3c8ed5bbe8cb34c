import { randomUUID } from "node:crypto";
import { CliError, type Config } from "./config.js";

// The merchant API as the CLI calls it: Bearer key, JSON, an Idempotency-Key on every POST (the
// same on its one retry after a network error), the API's error code in the message.

export type ApiErrorBody = { error?: { code?: string; message?: string; param?: string } };

export class ApiCallError extends CliError {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function apiClient(config: Pick<Config, "apiKey" | "baseUrl">) {
  const base = config.baseUrl.replace(/\/$/, "");
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { authorization: `Bearer ${config.apiKey}`, accept: "application/json" };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (method === "POST") headers["idempotency-key"] = randomUUID();
    const send = () =>
      fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    let res: Response;
    try {
      res = await send();
    } catch {
      // Nothing came back: the same request, with the same key, once more.
      try {
        res = await send();
      } catch (error) {
        throw new CliError(`Cannot reach PayFlow at ${base}: ${(error as Error).message}`);
      }
    }
    const text = await res.text();
    const parsed = text ? (JSON.parse(text) as unknown) : null;
    if (!res.ok) {
      const error = (parsed as ApiErrorBody | null)?.error;
      const code = error?.code ?? `http_${res.status}`;
      const param = error?.param ? ` (${error.param})` : "";
      throw new ApiCallError(res.status, code, `${res.status} ${code}${param}: ${error?.message ?? res.statusText}`);
    }
    return parsed as T;
  }
  return {
    base,
    get: <T>(path: string) => call<T>("GET", path),
    post: <T>(path: string, body: unknown = {}) => call<T>("POST", path, body),
    patch: <T>(path: string, body: unknown) => call<T>("PATCH", path, body),
    /** A raw streaming request (server-sent events). */
    stream: (path: string, headers: Record<string, string> = {}, signal?: AbortSignal) =>
      fetch(`${base}${path}`, {
        headers: { authorization: `Bearer ${config.apiKey}`, accept: "text/event-stream", ...headers },
        signal: signal ?? null,
      }),
  };
}

export type ApiClient = ReturnType<typeof apiClient>;
