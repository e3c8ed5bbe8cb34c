import { randomBytes } from "node:crypto";

/**
 * A time-ordered UUID (version 7: 48 bits of Unix milliseconds, then random bits), the kind of
 * the platform's verification tokens.
 */
export function uuidV7(now: number = Date.now()): string {
  const b = randomBytes(16);
  b.writeUIntBE(now, 0, 6);
  b[6] = ((b[6] as number) & 0x0f) | 0x70;
  b[8] = ((b[8] as number) & 0x3f) | 0x80;
  const hex = b.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
