import { createHmac, timingSafeEqual } from "node:crypto";
import { WAVE_SIGNATURE_TOLERANCE_SECONDS } from "./wire";

// Wave-Signature: t=<unix seconds>,v1=<hex>[,v1=<hex>…]; each v1 is the lowercase hex
// HMAC-SHA256, keyed by the webhook secret, of the timestamp immediately followed by the raw
// body. Any one matching v1 is enough (Wave sends several while rotating secrets).

export function waveSignature(secret: string, timestamp: number, rawBody: string): string {
  return createHmac("sha256", secret).update(`${timestamp}${rawBody}`).digest("hex");
}

export function signWaveBody(secret: string, rawBody: string, now = Date.now()): string {
  const t = Math.floor(now / 1000);
  return `t=${t},v1=${waveSignature(secret, t, rawBody)}`;
}

/** Why a signature header does not prove the body, or null when it does. */
export function waveSignatureProblem(
  header: string | null,
  secret: string,
  rawBody: string,
  now = Date.now(),
): string | null {
  if (!header) return "missing Wave-Signature";
  const parts = header.split(",").map((p) => p.trim());
  const t = Number(parts.find((p) => p.startsWith("t="))?.slice(2));
  const signatures = parts.filter((p) => p.startsWith("v1=")).map((p) => p.slice(3));
  if (!Number.isInteger(t) || signatures.length === 0) return "malformed Wave-Signature";
  if (Math.abs(now / 1000 - t) > WAVE_SIGNATURE_TOLERANCE_SECONDS) return "stale timestamp";
  const expected = Buffer.from(waveSignature(secret, t, rawBody), "utf8");
  const matches = signatures.some((s) => {
    const given = Buffer.from(s, "utf8");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? null : "signature does not match";
}
