import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readStatementAmount } from "../../src/lib/statement/amount";

// What a bank statement's amount text reads as: whole FCFA, or the reason it is refused.

describe("a bank statement's amount", () => {
  it.each([
    ["750", 750],
    ["750.00", 750],
    ["750,00", 750],
    ["750,0", 750],
    ["75 000", 75_000],
    ["75\u00a0000", 75_000],
    ["75\u202f000", 75_000],
    ["75'000", 75_000],
    ["75’000", 75_000],
    ["75.000", 75_000],
    ["75,000", 75_000],
    ["75000,00", 75_000],
    ["75.000,00", 75_000],
    ["75,000.00", 75_000],
    ["75 000,00", 75_000],
    ["1 500 000", 1_500_000],
    ["1.500.000", 1_500_000],
    ["1,500,000.00", 1_500_000],
    ["75 000 FCFA", 75_000],
    ["75 000 F CFA", 75_000],
    ["75000XOF", 75_000],
    ["75 000 F", 75_000],
    ["XOF 75 000", 75_000],
    ["+75 000", 75_000],
    ["  75 000  ", 75_000],
    ["000075000", 75_000],
  ])("reads %j as %d", (raw, amount) => {
    expect(readStatementAmount(raw)).toEqual({ amount });
  });

  it.each([
    ["1 500,50", "amountFractional"],
    ["1.500,50", "amountFractional"],
    ["1,500.50", "amountFractional"],
    ["750.5", "amountFractional"],
    ["0,50", "amountFractional"],
    ["0", "amountNotPositive"],
    ["0,00", "amountNotPositive"],
    ["-750", "amountNotPositive"],
    ["−750", "amountNotPositive"],
    ["750-", "amountNotPositive"],
    ["- 1 500,50", "amountNotPositive"],
    ["", "amountUnreadable"],
    ["abc", "amountUnreadable"],
    ["750 EUR", "amountUnreadable"],
    ["€750", "amountUnreadable"],
    ["XOF 750 FCFA", "amountUnreadable"],
    ["75 0000", "amountUnreadable"],
    ["1.5000", "amountUnreadable"],
    ["750.", "amountUnreadable"],
    [".750", "amountUnreadable"],
    ["0.500", "amountUnreadable"],
    ["1 500,000", "amountUnreadable"],
    ["1.500,000", "amountUnreadable"],
    ["1,500,50", "amountUnreadable"],
    ["1.500.50", "amountUnreadable"],
    ["1,500.000,00", "amountUnreadable"],
    ["1 500.000", "amountUnreadable"],
    ["1  500", "amountUnreadable"],
    ["(750)", "amountUnreadable"],
    ["7.5e4", "amountUnreadable"],
    ["0x1F4", "amountUnreadable"],
    ["1234567890123", "amountUnreadable"],
    ["--750", "amountUnreadable"],
  ])("refuses %j: %s", (raw, refused) => {
    expect(readStatementAmount(raw)).toEqual({ refused });
  });

  // Any amount written in any style a bank uses reads back as itself.
  const amounts = fc.integer({ min: 1, max: 999_999_999_999 });
  const style = fc.record({
    group: fc.constantFrom("", " ", "\u00a0", "\u202f", "'", ".", ","),
    decimal: fc.constantFrom(".", ","),
    zeros: fc.constantFrom("", "0", "00"),
    currency: fc.constantFrom("", " FCFA", "FCFA", " XOF", " F", " F CFA"),
  });
  const written = (n: number, s: { group: string; decimal: string; zeros: string }) => {
    const grouped = s.group ? String(n).replace(/\B(?=(\d{3})+(?!\d))/g, s.group) : String(n);
    return s.zeros ? `${grouped}${s.decimal}${s.zeros}` : grouped;
  };
  // A grouping mark that is also the decimal mark is not a way anyone writes an amount.
  const sensible = (s: { group: string; decimal: string; zeros: string }) => !(s.zeros && s.group === s.decimal);

  it("reads back every amount written with thousands groups, zero centimes and a currency", () => {
    fc.assert(
      fc.property(amounts, style, (n, s) => {
        fc.pre(sensible(s));
        expect(readStatementAmount(written(n, s) + s.currency)).toEqual({ amount: n });
      }),
    );
  });

  it("refuses every amount with centimes, however written", () => {
    fc.assert(
      fc.property(amounts, style, fc.integer({ min: 1, max: 99 }), (n, s, c) => {
        fc.pre(s.group !== s.decimal);
        const cents = String(c).padStart(2, "0");
        const text = `${written(n, { ...s, zeros: "" })}${s.decimal}${cents}${s.currency}`;
        expect(readStatementAmount(text)).toEqual({ refused: "amountFractional" });
      }),
    );
  });

  it("reads any text as a positive whole amount of at most 12 digits, or refuses it", () => {
    const chars = fc.constantFrom(..."0123456789 .,'’-+\u00a0\u202fFCAXOe€");
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: chars })), (raw) => {
        const read = readStatementAmount(raw);
        if ("amount" in read) {
          expect(Number.isSafeInteger(read.amount) && read.amount > 0 && read.amount < 1e12).toBe(true);
          // Never more than the digits written (a reading never multiplies what the bank wrote).
          expect(read.amount).toBeLessThanOrEqual(Number(raw.replace(/\D/g, "")));
        } else expect(["amountUnreadable", "amountFractional", "amountNotPositive"]).toContain(read.refused);
      }),
    );
  });
});
