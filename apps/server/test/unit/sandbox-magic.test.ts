import { describe, expect, it } from "vitest";
import { outcomeFor } from "../../src/sandboxes/magic";

describe("sandbox magic numbers", () => {
  it("decides by the last two digits of xx000000nn, on any prefix and in any form", () => {
    expect(outcomeFor("0700000001")).toBe("succeed_now");
    expect(outcomeFor("+2250500000002")).toBe("insufficient_funds");
    expect(outcomeFor("2250100000003")).toBe("payer_declines");
    expect(outcomeFor("0700000004")).toBe("never_answers");
    expect(outcomeFor("0500000005")).toBe("succeed_callback_lost");
    expect(outcomeFor("0100000006")).toBe("create_fails");
    expect(outcomeFor("0700000007")).toBe("create_times_out");
  });

  it("lets every other number succeed after approval", () => {
    for (const n of ["0700000008", "0701020304", "0700000101", null, ""]) {
      expect(outcomeFor(n), String(n)).toBe("succeed_after_approval");
    }
  });
});
