import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * AES-256-GCM encryption of secrets at rest (docs/ARCHITECTURE.md): operator credentials today, webhook
 * secrets later. The key is derived from the installation's secret by HKDF-SHA256 with a
 * purpose label, so each use has its own key and the session-signing secret is never used
 * as an encryption key directly. `context` (e.g. the company and operator) is bound as
 * additional data: a ciphertext copied to another row does not decrypt.
 */
export type SecretBox = {
  seal(plaintext: string, context: string): string;
  open(sealed: string, context: string): string;
};

const VERSION = "v1";

export function createSecretBox(installationSecret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync("sha256", installationSecret, "payflow-secret-box", purpose, 32));
  return {
    seal(plaintext, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(context, "utf8"));
      const data = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, data].map((p) => (typeof p === "string" ? p : p.toString("base64url"))).join(".");
    },
    open(sealed, context) {
      const [version, iv, tag, data] = sealed.split(".");
      if (version !== VERSION || !iv || !tag || data === undefined) throw new Error("unknown sealed format");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAAD(Buffer.from(context, "utf8"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
    },
  };
}

/** One box per installation secret and purpose (tests run several installations in one process). */
const boxes = new Map<string, SecretBox>();
export function secretBoxFor(installationSecret: string, purpose: string): SecretBox {
  const id = `${purpose}\u0000${installationSecret}`;
  let b = boxes.get(id);
  if (!b) {
    b = createSecretBox(installationSecret, purpose);
    boxes.set(id, b);
  }
  return b;
}
