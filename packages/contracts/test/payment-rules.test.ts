import { describe, expect, it } from "vitest";
import { networkOfPhone, normalizePayerPhone, payerPrefixMismatch } from "../src/payment-rules";

describe("payer phone numbers", () => {
  it("accepts spaces, hyphens, +225 and 00225, and keeps the 10 digits", () => {
    for (const input of ["07 01 02 03 04", "07-01-02-03-04", "+225 0701020304", "002250701020304", "0701020304"]) {
      expect(normalizePayerPhone(input), input).toBe("0701020304");
    }
  });

  it("refuses anything that is not 10 digits", () => {
    for (const input of ["070102030", "07010203045", "+2250701020", "07a1020304", "", "+33 6 12 34 56 78"]) {
      expect(normalizePayerPhone(input), input).toBeNull();
    }
  });

  it("knows each network's prefix and that Wave sits on all of them", () => {
    expect(networkOfPhone("0701020304")).toBe("orange_money");
    expect(networkOfPhone("0501020304")).toBe("mtn_momo");
    expect(networkOfPhone("0101020304")).toBe("moov_money");
    expect(networkOfPhone("2721000000")).toBeNull();
    expect(payerPrefixMismatch("orange_money", "0501020304")).toBe(true);
    expect(payerPrefixMismatch("mtn_momo", "0501020304")).toBe(false);
    expect(payerPrefixMismatch("wave", "0101020304")).toBe(false);
  });
});
