import type { PaymentFailureCode } from "@payflow/contracts";

// Moov Money: no public merchant API is documented for Côte d'Ivoire (docs/OPERATORS.md). PayFlow
// follows the closest public one, Moov Africa Bénin's SOAP "merchant API" (UssdPush service:
// PushWithPending, getTransactionStatus; status 0 success, 100 pending, 10 insufficient funds,
// 92 push timed out or cancelled, 94 not found, 98 invalid credentials). Every wire detail lives
// in this folder; the live endpoint and its authentication (here HTTP Basic with the username
// and password) must be confirmed with Moov at onboarding. Assumption to confirm as well:
// getTransactionStatus also answers by externaldata1 (our payment id), which lets a create that
// timed out be found.

export const MOOV_SERVICE_PATH = "/UssdPush";
export const MOOV_NAMESPACE = "http://api.merchant.tlc.com/";

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

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
export const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);
const UNESCAPES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&apos;": "'" };
const unescapeXml = (value: string) => value.replace(/&(amp|lt|gt|quot|apos);/g, (e) => UNESCAPES[e] as string);

/** A SOAP 1.1 envelope around one operation with flat fields. */
export function soapEnvelope(operation: string, fields: Record<string, string>): string {
  const inner = Object.entries(fields)
    .map(([k, v]) => `<${k}>${escapeXml(v)}</${k}>`)
    .join("");
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

export function soapResult(operation: string, fields: Record<string, string>): string {
  const inner = Object.entries(fields)
    .map(([k, v]) => `<${k}>${escapeXml(v)}</${k}>`)
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><ns2:${operation}Response xmlns:ns2="${MOOV_NAMESPACE}"><result>${inner}</result></ns2:${operation}Response></soap:Body></soap:Envelope>`;
}

export function soapFault(code: string, message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><soap:Fault><faultcode>${escapeXml(code)}</faultcode><faultstring>${escapeXml(message)}</faultstring></soap:Fault></soap:Body></soap:Envelope>`;
}
