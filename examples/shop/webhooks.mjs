import { createHmac, timingSafeEqual } from "node:crypto";

// Standard Webhooks signatures as PayFlow sends them (docs/API.md § Webhooks): `webhook-signature`
// holds one or two `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, keyed with the
// base64-decoded part of the secret after `whsec_`. A delivery older than 5 minutes is refused.

const TOLERANCE_SECONDS = 5 * 60;

/** The event when the signature is PayFlow's, else null. `rawBody`: the bytes as received. */
export function verifiedEvent(secret, headers, rawBody, now = Date.now()) {
  const id = headers["webhook-id"];
  const timestamp = headers["webhook-timestamp"];
  const signatures = String(headers["webhook-signature"] ?? "").split(" ");
  if (!id || !timestamp || Math.abs(now / 1000 - Number(timestamp)) > TOLERANCE_SECONDS) return null;
  const key = Buffer.from(String(secret).replace(/^whsec_/, ""), "base64");
  const expected = createHmac("sha256", key).update(`${id}.${timestamp}.${rawBody}`).digest();
  const matches = signatures.some((signature) => {
    const [version, value] = signature.split(",");
    if (version !== "v1" || !value) return false;
    const given = Buffer.from(value, "base64");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? { id, ...JSON.parse(rawBody) } : null;
}
