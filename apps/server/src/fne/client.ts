import { exchange } from "../lib/http-exchange";
import { answeredFailure, type FneFailure, transportFailure, unreadableSuccess } from "./errors";
import {
  FNE_PRODUCTION_BASE_URL,
  FNE_SIGN_PATH,
  type FneRefundItem,
  type FneRefundRequest,
  type FneRefundResponse,
  type FneSignRequest,
  type FneSignResponse,
  fneRefundPath,
} from "./types";

// PayFlow's client of the DGI's FNE API (docs/FNE.md): the two documented calls, each a POST of
// JSON with the company's key as a Bearer token, sent exactly once — there is no idempotency key,
// so this client never sends a call again by itself; its caller decides from the failure's kind
// (errors.ts). Test mode points `baseUrl` at the sandbox (`<server>/sandbox/fne/ws`), live mode
// at the DGI's (FNE_PRODUCTION_BASE_URL unless the DGI gave another).

/** Integrators use 25–45 s: the platform signs slowly at times. */
export const FNE_DEFAULT_TIMEOUT_MS = 30_000;

export type FneConfig = {
  /** The API's base, ending in `/ws`, without a trailing slash. Default: the DGI's production. */
  baseUrl?: string;
  /** The company's API key from its FNE space (32 characters). */
  apiKey: string;
  /** Time limit of a call, whole exchange. Default 30 s. */
  timeoutMs?: number;
};

/** A company's space on the platform: how to call it, and the names its requests must give. */
export type FneSpace = {
  /** What signInvoice and refundInvoice take: the API's base and the company's key. */
  config: FneConfig;
  /** The company's NCC on the platform. */
  ncc: string;
  /** The names a request's `establishment` and `pointOfSale` must give (exact names of the space). */
  establishment: string;
  pointOfSale: string;
};

/** What a call gives: the platform's answer, or why there is none (and what that means). */
export type FneOutcome<T> = { ok: true; value: T } | { ok: false; failure: FneFailure };

/** Certifies a sale invoice (or a purchase slip): its number, verification URL and stored invoice. */
export async function signInvoice(config: FneConfig, request: FneSignRequest): Promise<FneOutcome<FneSignResponse>> {
  return post(config, FNE_SIGN_PATH, request, isSignResponse);
}

/** Certifies a credit note on a certified sale (`invoiceId`: the sale's `invoice.id`), for the items and quantities given. */
export async function refundInvoice(
  config: FneConfig,
  invoiceId: string,
  items: FneRefundItem[],
): Promise<FneOutcome<FneRefundResponse>> {
  const body: FneRefundRequest = { items: items.map(({ id, quantity }) => ({ id, quantity })) };
  return post(config, fneRefundPath(invoiceId), body, isCertified);
}

async function post<T>(
  config: FneConfig,
  path: string,
  body: unknown,
  readable: (json: unknown) => json is T,
): Promise<FneOutcome<T>> {
  const timeoutMs = config.timeoutMs ?? FNE_DEFAULT_TIMEOUT_MS;
  const base = (config.baseUrl ?? FNE_PRODUCTION_BASE_URL).replace(/\/+$/, "");
  const headers = {
    authorization: `Bearer ${config.apiKey}`,
    "content-type": "application/json",
    accept: "application/json",
  };
  let answer: { status: number; text: string };
  try {
    answer = await exchange(`${base}${path}`, "POST", headers, JSON.stringify(body), timeoutMs);
  } catch (error) {
    return { ok: false, failure: transportFailure(error, timeoutMs) };
  }
  const json = parse(answer.text);
  if (answer.status >= 200 && answer.status < 300) {
    // The documented successes are 200 (sign) and 201 (refund); any 2xx is read the same.
    return readable(json) ? { ok: true, value: json } : { ok: false, failure: unreadableSuccess(answer.status) };
  }
  return { ok: false, failure: answeredFailure(answer.status, json) };
}

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isCertified(json: unknown): json is FneRefundResponse {
  const j = json as Partial<FneRefundResponse> | null;
  return !!j && typeof j.reference === "string" && j.reference !== "" && typeof j.token === "string";
}

function isSignResponse(json: unknown): json is FneSignResponse {
  const invoice = (json as Partial<FneSignResponse> | null)?.invoice;
  return isCertified(json) && !!invoice && typeof invoice.id === "string" && Array.isArray(invoice.items);
}
