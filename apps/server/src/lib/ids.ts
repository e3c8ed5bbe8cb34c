import { randomBytes } from "node:crypto";

// Public ids are opaque and prefixed by kind (docs/ARCHITECTURE.md, Data): usr_…, cus_…, acc_…, pay_…
const ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

export function randomToken(length: number): string {
  const bytes = randomBytes(length);
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
