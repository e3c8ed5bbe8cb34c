import { randomBytes } from "node:crypto";

// Public ids are opaque and prefixed by kind (docs/ARCHITECTURE.md, Data): usr_…, cus_…, acc_…, pay_…
const ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

// Random bytes drawn from the system in blocks and handed out in order, each byte once: a payment's
// success makes several ids, and asking the system for 24 bytes at a time cost more than the rest
// of making them (a CPU profile under load, docs/PAYMENTS.md § What a payment costs).
const BLOCK = 4096;
let block = randomBytes(BLOCK);
let used = 0;

function randomBytesOf(length: number): Uint8Array {
  if (length > BLOCK) return randomBytes(length);
  if (used + length > BLOCK) {
    block = randomBytes(BLOCK);
    used = 0;
  }
  const bytes = block.subarray(used, used + length);
  used += length;
  return bytes;
}

export function randomToken(length: number): string {
  const bytes = randomBytesOf(length);
  let out = "";
  for (let i = 0; i < length; i++) out += ALPHABET[(bytes[i] as number) % ALPHABET.length];
  return out;
}

export function newId(prefix: string): string {
  return `${prefix}_${randomToken(24)}`;
}

/** A random password of the given length with letters, digits and a symbol class mix. */
export function generatePassword(length: number): string {
  const sets = ["abcdefghijkmnpqrstuvwxyz", "ABCDEFGHJKLMNPQRSTUVWXYZ", "23456789", "!@#$%*-_"];
  const all = sets.join("");
  const pick = (s: string) => s[(randomBytes(1)[0] ?? 0) % s.length] as string;
  const chars = sets.map(pick);
  while (chars.length < length) chars.push(pick(all));
  // Fisher–Yates with crypto randomness so the class positions are not predictable.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = (randomBytes(1)[0] ?? 0) % (i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join("");
}
