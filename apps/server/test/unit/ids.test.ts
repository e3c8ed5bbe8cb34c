import { describe, expect, it } from "vitest";
import { newId, randomToken } from "../../src/lib/ids";

// Ids and tokens draw their randomness from blocks of system random bytes (lib/ids.ts), each byte
// handed out once: many draws, across block ends and longer than a block, stay well formed and
// never repeat.

describe("random ids", () => {
  it("are prefixed, of the alphabet, of the length asked, and never repeat across many blocks", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 5_000; i++) {
      const id = newId("pay");
      expect(id).toMatch(/^pay_[0-9a-zA-Z]{24}$/);
      seen.add(id);
    }
    expect(seen.size).toBe(5_000);
    // Lengths that do not divide the block, and one longer than a block.
    for (const length of [7, 33, 4095, 5000])
      expect(randomToken(length)).toMatch(new RegExp(`^[0-9a-zA-Z]{${length}}$`));
  });

  it("use every letter of the alphabet: the bytes are not reused or zero", () => {
    const letters = new Set(randomToken(20_000));
    expect(letters.size).toBe(62);
  });
});
