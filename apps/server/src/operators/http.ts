import { setTimeout as sleep } from "node:timers/promises";
import { exchange, NoAnswerInTime } from "../lib/http-exchange";
import { type OperatorContext, OperatorError } from "./types";

// The one way adapters call an operator: a time limit on every call, and retries with
// backoff only for calls the caller declares safe to repeat (status reads; MTN's create,
// which reuses its X-Reference-Id). Anything else is tried once, so a slow operator can never
// cause a second charge.

export type OperatorRequest = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Path below the context's base URL, starting with "/". */
  path: string;
  headers?: Record<string, string>;
  /** A string is sent as is (form or XML bodies); anything else as JSON. */
  body?: unknown;
  /** Safe to send again after a timeout, a network error or a 5xx. */
  idempotent?: boolean;
};

export type OperatorResponse = {
  status: number;
  text: string;
  /** The body parsed as JSON, or null when it is empty or not JSON. */
  json: unknown;
};

const RETRY_DELAYS_MS = [200, 600];

/** Sends the request; answers whatever status the operator gave, throws OperatorError only when there was no answer. */
export async function operatorFetch(ctx: OperatorContext, req: OperatorRequest): Promise<OperatorResponse> {
  const attempts = req.idempotent ? RETRY_DELAYS_MS.length + 1 : 1;
  let last: unknown;
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) await sleep(RETRY_DELAYS_MS[attempt - 1] as number);
    try {
      const res = await send(ctx, req);
      if (res.status >= 500 && attempt < attempts - 1) {
        last = new OperatorError("unavailable", `operator answered ${res.status}`, { httpStatus: res.status });
        continue;
      }
      return res;
    } catch (error) {
      last = error;
      if (!(error instanceof OperatorError) || attempt === attempts - 1) throw error;
    }
  }
  throw last;
}

async function send(ctx: OperatorContext, req: OperatorRequest): Promise<OperatorResponse> {
  const headers: Record<string, string> = { accept: "application/json", ...req.headers };
  let body: string | undefined;
  if (typeof req.body === "string") body = req.body;
  else if (req.body !== undefined) {
    body = JSON.stringify(req.body);
    headers["content-type"] ??= "application/json";
  }
  if (ctx.mode === "test" && ctx.sandboxPayer) headers["x-payflow-sandbox-payer"] = ctx.sandboxPayer;
  if (ctx.mode === "test" && ctx.sandboxBusiness) headers["x-payflow-sandbox-business"] = ctx.sandboxBusiness;
  if (ctx.mode === "test" && ctx.sandboxExpiresInSeconds !== undefined) {
    headers["x-payflow-sandbox-expires-in-seconds"] = String(ctx.sandboxExpiresInSeconds);
  }
  let res: { status: number; text: string };
  try {
    res = await exchange(`${ctx.baseUrl}${req.path}`, req.method, headers, body, ctx.timeoutMs);
  } catch (error) {
    if (error instanceof NoAnswerInTime) throw new OperatorError("timeout", `no answer within ${ctx.timeoutMs} ms`);
    throw new OperatorError("network", `could not reach the operator: ${(error as Error).message}`);
  }
  let json: unknown = null;
  if (res.text) {
    try {
      json = JSON.parse(res.text);
    } catch {
      json = null;
    }
  }
  return { ...res, json };
}

/**
 * The OperatorError for a non-2xx answer: 401/403 → auth, 5xx → unavailable, else rejected,
 * with the operator's own code (read by the adapter) kept.
 */
export function operatorFailure(res: OperatorResponse, operatorCode: string | null, message: string): OperatorError {
  const kind = res.status === 401 || res.status === 403 ? "auth" : res.status >= 500 ? "unavailable" : "rejected";
  return new OperatorError(kind, message, { httpStatus: res.status, operatorCode, body: res.json ?? res.text });
}
