import { createCipheriv, createDecipheriv } from "node:crypto";
import type { PaymentFailureCode } from "@payflow/contracts";

// Moov Money: no public merchant API is documented for Côte d'Ivoire (docs/OPERATORS.md). PayFlow
// follows the closest public one, Moov Africa Bénin's SOAP "merchant API" (UssdPush service:
// PushWithPending, getTransactionStatus; status 0 success, 100 pending, 10 insufficient funds,
// 92 push timed out or cancelled, 94 not found, 98 invalid credentials). Every wire detail lives
// in this folder; the live endpoint must be confirmed with Moov at onboarding. Authentication is
// the one both public client libraries use: nothing at the HTTP level, a <token> first in every
// operation's body (moovToken). Assumption to confirm as well: getTransactionStatus also answers
// by externaldata1 (our payment id), which lets a create that timed out be found.

export const MOOV_SERVICE_PATH = "/UssdPush";
/** The service's path on Moov Africa's published hosts (…/com.tlc.merchant.api/UssdPush). */
export const MOOV_PUBLISHED_SERVICE_PATH = "/com.tlc.merchant.api/UssdPush";
export const MOOV_NAMESPACE = "http://api.merchant.tlc.com/";
/** Moov's published default encryption key; replaced by the one Moov issues, if it issues one. */
export const MOOV_DEFAULT_TOKEN_KEY = "tlc12345tlc12345tlc12345tlc12345";
const TOKEN_IV = Buffer.alloc(16);

export const MOOV_STATUS = {
  success: "0",
  pending: "100",
  insufficientFunds: "10",
  timeout: "92",
  notFound: "94",
  badCredentials: "98",
} as const;

export const MOOV_FAILURES: Record<string, PaymentFailureCode> = {
  "10": "insufficient_funds",
  "92": "payer_declined",
};

/**
 * The credential Moov reads in each body: base64 of AES-256-CBC (the key above, a zero IV,
 * PKCS#7) over `0:<username>:<password>`. Deterministic: a static credential, not a session.
 */
export function moovToken(username: string, password: string, key = MOOV_DEFAULT_TOKEN_KEY): string {
  const cipher = createCipheriv("aes-256-cbc", Buffer.from(key), TOKEN_IV);
  return Buffer.concat([cipher.update(`0:${username}:${password}`, "utf8"), cipher.final()]).toString("base64");
}

/** The username and password a token carries, or null when it is not one made with this key. */
export function readMoovToken(
  token: string,
  key = MOOV_DEFAULT_TOKEN_KEY,
): { username: string; password: string } | null {
  try {
    const decipher = createDecipheriv("aes-256-cbc", Buffer.from(key), TOKEN_IV);
    const plain = Buffer.concat([decipher.update(Buffer.from(token, "base64")), decipher.final()]).toString("utf8");
    const match = /^0:([^:]*):(.*)$/s.exec(plain);
    return match ? { username: match[1] as string, password: match[2] as string } : null;
  } catch {
    return null;
  }
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
export const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);
const UNESCAPES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&apos;": "'" };
const unescapeXml = (value: string) => value.replace(/&(amp|lt|gt|quot|apos);/g, (e) => UNESCAPES[e] as string);

/** An operation's fields; a field may hold others (getTransactionStatus's <request>). */
export type SoapFields = { [name: string]: string | SoapFields };
const elements = (fields: SoapFields): string =>
  Object.entries(fields)
    .map(([k, v]) => `<${k}>${typeof v === "string" ? escapeXml(v) : elements(v)}</${k}>`)
    .join("");

/** A SOAP 1.1 envelope around one operation; a field may hold others (getTransactionStatus's <request>). */
export function soapEnvelope(operation: string, fields: SoapFields): string {
  const inner = elements(fields);
  return `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:api="${MOOV_NAMESPACE}"><soapenv:Header/><soapenv:Body><api:${operation}>${inner}</api:${operation}></soapenv:Body></soapenv:Envelope>`;
}

/** The text of the first element with this (local) name, or null. */
export function soapField(xml: string, name: string): string | null {
  const match = new RegExp(`<(?:[\\w-]+:)?${name}>([^<]*)</(?:[\\w-]+:)?${name}>`).exec(xml);
  return match ? unescapeXml(match[1] as string) : null;
}

/** The operation a request envelope calls (the Body's first element). */
export function soapOperation(xml: string): string | null {
  return /<(?:[\w-]+:)?Body>\s*<(?:[\w-]+:)?(\w+)[\s>]/.exec(xml)?.[1] ?? null;
}

/**
 * An answer as Moov's service writes it: `soap:` envelope, `ns2:` response element, and the
 * fields inside a wrapper whose name depends on the operation (`result` for the pushes,
 * `response` for getTransactionStatus, `return` for the others); clients look for that wrapper.
 */
export function soapResult(operation: string, fields: Record<string, string>): string {
  const wrapper = operation.startsWith("Push")
    ? "result"
    : operation === "getTransactionStatus"
      ? "response"
      : "return";
  return `<?xml version="1.0" encoding="UTF-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><ns2:${operation}Response xmlns:ns2="${MOOV_NAMESPACE}"><${wrapper}>${elements(fields)}</${wrapper}></ns2:${operation}Response></soap:Body></soap:Envelope>`;
}

export function soapFault(code: string, message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><soap:Fault><faultcode>${escapeXml(code)}</faultcode><faultstring>${escapeXml(message)}</faultstring></soap:Fault></soap:Body></soap:Envelope>`;
}
