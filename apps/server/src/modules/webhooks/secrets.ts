import { createHmac, randomBytes } from "node:crypto";
import type { Deps } from "../../deps";
import { secretBoxFor } from "../../lib/secret-box";

// Endpoint signing secrets, the Standard Webhooks way: `whsec_` + base64 of random bytes, and
// the HMAC key is the decoded bytes (what the `standardwebhooks` package does with it). Stored
// sealed, bound to the endpoint id, so a ciphertext copied to another endpoint does not open.

const PREFIX = "whsec_";

export function newSecret(): string {
  return `${PREFIX}${randomBytes(24).toString("base64")}`;
}

const box = (deps: Deps) => secretBoxFor(deps.secretKey, "webhook-secrets");

export function sealSecret(deps: Deps, endpointId: string, secret: string): string {
  return box(deps).seal(secret, endpointId);
}

export function openSecret(deps: Deps, endpointId: string, sealed: string): string {
  return box(deps).open(sealed, endpointId);
}

/**
 * The `webhook-signature` header: `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` for each
 * secret, space separated (during a rotation the new secret first, then the old one).
 */
export function signatureHeader(secrets: readonly string[], id: string, timestamp: number, body: string): string {
  return secrets
    .map((secret) => {
      const key = Buffer.from(secret.slice(PREFIX.length), "base64");
      return `v1,${createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
    })
    .join(" ");
}
