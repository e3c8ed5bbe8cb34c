import {
  checkInvoiceDraft,
  computeInvoiceTotals,
  formatInvoiceNumber,
  INVOICE_STATES,
  INVOICE_TAX_CODES,
  INVOICE_TAXES,
  type InvoiceLineAmounts,
  type InvoiceLineInput,
  type InvoiceState,
  type InvoiceTaxCode,
  invoiceClientNccError,
  invoiceDaysOverdue,
  invoiceLineError,
  invoiceNextStates,
  invoiceNumberPrefixError,
  invoicePartError,
  invoiceStateOfPayments,
  invoiceTransitionError,
  isCalendarDate,
  isInvoiceOverdue,
  isValidNcc,
  parseInvoiceNumber,
} from "@payflow/contracts/invoice-rules";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

// An invoice's amounts, computed once in integer XOF in the tax office's order (line HT, total
// HT, the invoice's discount, VAT per rate on the discounted base, TTC), and the rules of its
// life: parts, numbers, NCC, states.

const halfUp = (n: bigint, d: bigint) => (2n * n + d) / (2n * d);

/**
 * A line as a form could send it: up to 3 decimals of quantity, 2 of discount, whole francs. Up
 * to 30 lines of 100,000,000 keep every sum exact in a double (an invoice stops at 1,000,000,000).
 */
const line = (
  maxPrice = 100_000_000,
  codes: readonly InvoiceTaxCode[] = INVOICE_TAX_CODES,
): fc.Arbitrary<InvoiceLineAmounts> =>
  fc.record({
    quantity: fc.integer({ min: 1, max: 1_000_000_000 }).map((thousandths) => thousandths / 1000),
    unitPrice: fc.integer({ min: 0, max: maxPrice }),
    discountPercent: fc.oneof(
      fc.constant(0),
      fc.constant(100),
      fc.integer({ min: 0, max: 10_000 }).map((h) => h / 100),
    ),
    taxCode: fc.constantFrom(...codes),
  });
const lines = (codes?: readonly InvoiceTaxCode[]) => fc.array(line(undefined, codes), { minLength: 1, maxLength: 30 });
const percent = fc.oneof(
  fc.constant(0),
  fc.constant(100),
  fc.integer({ min: 0, max: 10_000 }).map((h) => h / 100),
);

describe("an invoice's totals", () => {
  it("reproduces the tax office's worked example (two rates, a line discount)", () => {
    const totals = computeInvoiceTotals([
      { quantity: 2, unitPrice: 5000, discountPercent: 0, taxCode: "TVA" },
      { quantity: 3, unitPrice: 3000, discountPercent: 10, taxCode: "TVAB" },
    ]);
    expect(totals).toEqual({
      lines: [
        { ht: 10_000, discountedHt: 10_000 },
        { ht: 8100, discountedHt: 8100 },
      ],
      totalHt: 18_100,
      discountAmount: 0,
      discountedHt: 18_100,
      taxes: [
        { code: "TVA", rate: 18, base: 10_000, vat: 1800 },
        { code: "TVAB", rate: 9, base: 8100, vat: 729 },
      ],
      totalVat: 2529,
      totalTtc: 20_629,
    });
  });

  it("reproduces the user guide's case (a 5 % discount on the invoice, VAT on the discounted base)", () => {
    const totals = computeInvoiceTotals([{ quantity: 1, unitPrice: 1_450_000, taxCode: "TVA" }], 5);
    expect(totals).toMatchObject({
      totalHt: 1_450_000,
      discountAmount: 72_500,
      discountedHt: 1_377_500,
      taxes: [{ code: "TVA", rate: 18, base: 1_377_500, vat: 247_950 }],
      totalVat: 247_950,
      totalTtc: 1_625_450,
    });
  });

  it("spreads the invoice's discount over the rates by largest remainder, the first rate first on a tie", () => {
    const totals = computeInvoiceTotals(
      [
        { quantity: 1, unitPrice: 1000, taxCode: "TVA" },
        { quantity: 1, unitPrice: 1000, taxCode: "TVAB" },
        { quantity: 1, unitPrice: 1, taxCode: "TVAC" },
      ],
      33.33,
    );
    // 2001 × 33.33 % = 666.93 → 667, split 334 / 333 / 0.
    expect(totals.discountAmount).toBe(667);
    expect(totals.taxes).toEqual([
      { code: "TVA", rate: 18, base: 666, vat: 120 },
      { code: "TVAB", rate: 9, base: 667, vat: 60 },
      { code: "TVAC", rate: 0, base: 1, vat: 0 },
    ]);
    expect(totals.totalTtc).toBe(1334 + 180);
  });

  it("rounds half up to the franc, once per line, on the quantity's own decimals", () => {
    const ht = (quantity: number, unitPrice: number, discountPercent = 0) =>
      computeInvoiceTotals([{ quantity, unitPrice, discountPercent, taxCode: "TVAD" }]).totalHt;
    expect(ht(1.005, 1000)).toBe(1005); // 1.005 × 1000 is 1004.999… in binary
    expect(ht(2.675, 1)).toBe(3); // 2.675 → 3
    expect(ht(2.5, 1)).toBe(3);
    expect(ht(2.499, 1)).toBe(2);
    expect(ht(0.001, 500)).toBe(1); // 0.5 → 1
    expect(ht(0.001, 499)).toBe(0);
    expect(ht(3, 333, 33.33)).toBe(666); // 999 × 0.6667 = 666.03
    expect(ht(1, 15, 10)).toBe(14); // 13.5 → 14
    expect(ht(1_000_000, 1_000_000_000, 0.01)).toBe(999_900_000_000_000);
  });

  it("keeps every amount a whole, non-negative number of francs that adds up exactly", () => {
    fc.assert(
      fc.property(lines(), percent, (ls, discountPercent) => {
        const t = computeInvoiceTotals(ls, discountPercent);
        const all = [t.totalHt, t.discountAmount, t.discountedHt, t.totalVat, t.totalTtc];
        for (const l of t.lines) all.push(l.ht, l.discountedHt);
        for (const x of t.taxes) all.push(x.base, x.vat);
        for (const amount of all) {
          expect(Number.isInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
        }
        const total = (values: number[]) => values.reduce((a, b) => a + b, 0);
        expect(total(t.lines.map((l) => l.ht))).toBe(t.totalHt);
        expect(t.discountedHt).toBe(t.totalHt - t.discountAmount);
        expect(total(t.lines.map((l) => l.discountedHt))).toBe(t.discountedHt);
        expect(total(t.taxes.map((x) => x.base))).toBe(t.discountedHt);
        expect(total(t.taxes.map((x) => x.vat))).toBe(t.totalVat);
        expect(t.totalTtc).toBe(t.discountedHt + t.totalVat);
        for (const [i, l] of t.lines.entries()) {
          expect(l.discountedHt, `line ${i}`).toBeLessThanOrEqual(l.ht);
        }
      }),
    );
  });

  it("computes each line's HT as quantity × price × (1 − discount) rounded half up, in exact integers", () => {
    fc.assert(
      fc.property(line(1_000_000_000), (l) => {
        const { ht } = computeInvoiceTotals([l]).lines[0] as { ht: number };
        const q = BigInt(Math.round(l.quantity * 1000));
        const d = BigInt(Math.round((l.discountPercent ?? 0) * 100));
        const exact = q * BigInt(l.unitPrice) * (10_000n - d); // in 10^-7 francs
        expect(BigInt(ht)).toBe(halfUp(exact, 10_000_000n));
        // Within half a franc of the exact value.
        expect(BigInt(ht) * 20_000_000n - exact * 2n <= 10_000_000n).toBe(true);
        expect(exact * 2n - BigInt(ht) * 20_000_000n <= 10_000_000n).toBe(true);
      }),
    );
  });

  it("takes the invoice's discount on the total HT, spreads it within a franc of each rate's share, and taxes each rate on its discounted base", () => {
    fc.assert(
      fc.property(lines(), percent, (ls, discountPercent) => {
        const t = computeInvoiceTotals(ls, discountPercent);
        const g = BigInt(Math.round(discountPercent * 100));
        expect(BigInt(t.discountAmount)).toBe(halfUp(BigInt(t.totalHt) * g, 10_000n));
        for (const x of t.taxes) {
          const lineHts = t.lines.filter((_, i) => ls[i]?.taxCode === x.code);
          const base = lineHts.reduce((a, l) => a + BigInt(l.ht), 0n);
          const share = base - BigInt(x.base);
          // |share − discount × base / totalHt| < 1
          const gap = share * BigInt(t.totalHt) - BigInt(t.discountAmount) * base;
          if (t.totalHt > 0) expect(gap < BigInt(t.totalHt) && -gap < BigInt(t.totalHt)).toBe(true);
          expect(BigInt(x.base)).toBe(lineHts.reduce((a, l) => a + BigInt(l.discountedHt), 0n));
          expect(x.rate).toBe(INVOICE_TAXES[x.code].rate);
          expect(BigInt(x.vat)).toBe(halfUp(BigInt(x.base) * BigInt(x.rate), 100n));
        }
        expect(t.taxes.map((x) => x.code)).toEqual(INVOICE_TAX_CODES.filter((c) => ls.some((l) => l.taxCode === c)));
      }),
    );
  });

  it("gives no VAT on the 0 % codes", () => {
    fc.assert(
      fc.property(lines(["TVAC", "TVAD", "TVAE"]), percent, (ls, discountPercent) => {
        const t = computeInvoiceTotals(ls, discountPercent);
        expect(t.taxes.every((x) => x.rate === 0 && x.vat === 0)).toBe(true);
        expect(t.totalVat).toBe(0);
        expect(t.totalTtc).toBe(t.discountedHt);
      }),
    );
  });

  it("comes to nothing with a 100 % discount, on the invoice or on every line", () => {
    fc.assert(
      fc.property(lines(), (ls) => {
        const whole = computeInvoiceTotals(ls, 100);
        expect(whole.discountAmount).toBe(whole.totalHt);
        expect([whole.discountedHt, whole.totalVat, whole.totalTtc]).toEqual([0, 0, 0]);
        expect(whole.lines.every((l) => l.discountedHt === 0)).toBe(true);
        const free = computeInvoiceTotals(ls.map((l) => ({ ...l, discountPercent: 100 })));
        expect([free.totalHt, free.totalVat, free.totalTtc]).toEqual([0, 0, 0]);
      }),
    );
  });

  it("refuses what the line rules refuse instead of computing with it", () => {
    expect(() => computeInvoiceTotals([{ quantity: 1.0001, unitPrice: 100, taxCode: "TVA" }])).toThrow(RangeError);
    expect(() => computeInvoiceTotals([{ quantity: 1, unitPrice: 100.5, taxCode: "TVA" }])).toThrow(RangeError);
    expect(() => computeInvoiceTotals([{ quantity: 1, unitPrice: 100, taxCode: "TVA" }], 100.01)).toThrow(RangeError);
  });
});

describe("an invoice's lines and draft", () => {
  const good = { description: "Riz parfumé 5 kg", quantity: 2, unitPrice: 5000, taxCode: "TVA" as const };

  it("refuses each field outside its rule", () => {
    expect(invoiceLineError(good)).toBeNull();
    expect(invoiceLineError({ ...good, quantity: 1_000_000, unitPrice: 1_000 })).toBeNull();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ description: "  " }, "description", "fieldRequired"],
      [{ description: "x".repeat(256) }, "description", "fieldTooLong"],
      [{ quantity: 0 }, "quantity", "invoiceQuantityInvalid"],
      [{ quantity: -1 }, "quantity", "invoiceQuantityInvalid"],
      [{ quantity: 0.0005 }, "quantity", "invoiceQuantityInvalid"],
      [{ quantity: 1_000_000.001 }, "quantity", "invoiceQuantityInvalid"],
      [{ quantity: Number.NaN }, "quantity", "invoiceQuantityInvalid"],
      [{ unitPrice: 10.5 }, "unitPrice", "invoiceUnitPriceInvalid"],
      [{ unitPrice: -1 }, "unitPrice", "invoiceUnitPriceInvalid"],
      [{ unitPrice: 1_000_000_001 }, "unitPrice", "invoiceUnitPriceInvalid"],
      [{ discountPercent: 100.01 }, "discountPercent", "invoiceDiscountInvalid"],
      [{ discountPercent: 12.345 }, "discountPercent", "invoiceDiscountInvalid"],
      [{ discountPercent: -1 }, "discountPercent", "invoiceDiscountInvalid"],
      [{ taxCode: "TVAF" }, "taxCode", "invoiceTaxCodeUnknown"],
      [{ reference: "r".repeat(51) }, "reference", "fieldTooLong"],
      [{ unit: "u".repeat(21) }, "unit", "fieldTooLong"],
    ];
    for (const [change, field, code] of cases) {
      expect(invoiceLineError({ ...good, ...change } as unknown as InvoiceLineInput), JSON.stringify(change)).toEqual({
        field,
        code,
      });
    }
  });

  it("checks a draft as a whole and answers its totals", () => {
    expect(checkInvoiceDraft({ template: "B2C", lines: [good] })).toMatchObject({ totals: { totalTtc: 11_800 } });
    expect(checkInvoiceDraft({ template: "B2B", lines: [good] })).toEqual({
      field: "clientNcc",
      code: "invoiceClientNccRequired",
    });
    expect(checkInvoiceDraft({ template: "B2B", clientNcc: "9502363N", lines: [good] })).toHaveProperty("totals");
    expect(checkInvoiceDraft({ template: "B2C", lines: [] })).toEqual({ field: "lines", code: "invoiceLinesRequired" });
    expect(checkInvoiceDraft({ template: "B2C", lines: Array(201).fill(good) })).toEqual({
      field: "lines",
      code: "invoiceTooManyLines",
    });
    expect(checkInvoiceDraft({ template: "B2C", lines: [good, { ...good, quantity: 0 }] })).toEqual({
      field: "lines.1.quantity",
      code: "invoiceQuantityInvalid",
    });
    expect(checkInvoiceDraft({ template: "B2C", lines: [good], minimumPart: 50 })).toEqual({
      field: "minimumPart",
      code: "invoiceMinimumPartInvalid",
    });
    const outOfRange = { field: "lines", code: "invoiceTotalOutOfRange", params: { min: "100", max: "1000000000" } };
    expect(checkInvoiceDraft({ template: "B2C", lines: [good], discountPercent: 100 })).toEqual(outOfRange);
    expect(checkInvoiceDraft({ template: "B2C", lines: [{ ...good, quantity: 1, unitPrice: 847_457_628 }] })).toEqual(
      outOfRange,
    ); // 847,457,628 + 18 % = 1,000,000,001
    expect(
      checkInvoiceDraft({ template: "B2C", lines: [{ ...good, quantity: 1, unitPrice: 847_457_627 }] }),
    ).toMatchObject({ totals: { totalTtc: 1_000_000_000 } }); // 847,457,627 + 152,542,373
  });
});

describe("the client's NCC", () => {
  it("is 7 digits and a capital letter, typed with spaces or in lower case", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{7}[A-Z]$/), (ncc) => {
        expect(isValidNcc(ncc)).toBe(true);
        expect(isValidNcc(ncc.toLowerCase())).toBe(true);
        expect(invoiceClientNccError("B2B", ncc)).toBeNull();
      }),
    );
    expect(isValidNcc(" 9502363 n ")).toBe(true);
  });

  it("refuses any other shape", () => {
    for (const ncc of [
      "950236N",
      "95023630N",
      "N9502363",
      "9502363",
      "95023A3N",
      "9502363NN",
      "9502363É",
      "CI-2025-0027163 N",
    ])
      expect(invoiceClientNccError("B2C", ncc), ncc).toBe("invoiceClientNccInvalid");
    const typed = fc.string({ unit: fc.constantFrom(..."0123456789NnAZz -/.".split("")), maxLength: 11 });
    fc.assert(
      fc.property(typed, (s) => {
        expect(isValidNcc(s)).toBe(/^\d{7}[A-Za-z]$/.test(s.replace(/\s/g, "")));
      }),
    );
  });

  it("is required for a business, optional for a consumer or a government body", () => {
    expect(invoiceClientNccError("B2B", null)).toBe("invoiceClientNccRequired");
    expect(invoiceClientNccError("B2B", "  ")).toBe("invoiceClientNccRequired");
    expect(invoiceClientNccError("B2C", null)).toBeNull();
    expect(invoiceClientNccError("B2G", "")).toBeNull();
    expect(invoiceClientNccError("B2G", "9502363N")).toBeNull();
  });
});

describe("an invoice's parts", () => {
  const invoice = fc.record({
    total: fc.integer({ min: 100, max: 1_000_000_000 }),
    minimumPart: fc.option(fc.integer({ min: 100, max: 10_000_000 }), { nil: null }),
  });
  const attempts = fc.array(
    fc.oneof(fc.integer({ min: -100, max: 20_000_000 }), fc.constant("rest" as const), fc.constant("min" as const)),
    { maxLength: 60 },
  );

  it("never lets what was paid pass the total, and never leaves less than 100 XOF to pay", () => {
    fc.assert(
      fc.property(invoice, attempts, ({ total, minimumPart }, tries) => {
        let paid = 0;
        let state: InvoiceState = "open";
        for (const attempt of tries) {
          const remaining = total - paid;
          const part = attempt === "rest" ? remaining : attempt === "min" ? (minimumPart ?? 100) : attempt;
          const refused = invoicePartError({ total, paid, minimumPart }, part);
          if (refused) {
            expect([
              "invalidAmount",
              "amountOutOfRange",
              "invoicePartExceedsRemaining",
              "invoicePartBelowMinimum",
              "invoicePartLeavesTooLittle",
            ]).toContain(refused.code);
            continue;
          }
          expect(part).toBeGreaterThanOrEqual(part === remaining ? 100 : Math.max(minimumPart ?? 100, 100));
          expect(part).toBeLessThanOrEqual(10_000_000);
          paid += part;
          expect(paid).toBeLessThanOrEqual(total);
          expect(total - paid === 0 || total - paid >= 100).toBe(true);
          const next = invoiceStateOfPayments(total, paid);
          if (next !== state) expect(invoiceTransitionError(state, next)).toBeNull();
          state = next;
        }
        expect(state).toBe(paid === total ? "paid" : paid === 0 ? "open" : "partially_paid");
      }),
    );
  });

  it("takes all that remains whatever the minimum, and holds back the parts under way", () => {
    expect(invoicePartError({ total: 150_000, paid: 120_000, minimumPart: 50_000 }, 30_000)).toBeNull();
    expect(invoicePartError({ total: 150_000, paid: 0, minimumPart: 50_000 }, 30_000)).toEqual({
      code: "invoicePartBelowMinimum",
      params: { remaining: "150000", min: "50000" },
    });
    expect(invoicePartError({ total: 150_000, paid: 0, minimumPart: 200_000 }, 150_000)).toBeNull();
    expect(invoicePartError({ total: 150_000, paid: 0, minimumPart: 200_000 }, 100_000)).toMatchObject({
      code: "invoicePartBelowMinimum",
    });
    expect(invoicePartError({ total: 150_000, paid: 100_000, pending: 40_000, minimumPart: null }, 20_000)).toEqual({
      code: "invoicePartExceedsRemaining",
      params: { remaining: "10000" },
    });
    expect(invoicePartError({ total: 150_000, paid: 0, minimumPart: null }, 149_950)).toEqual({
      code: "invoicePartLeavesTooLittle",
      params: { remaining: "150000" },
    });
    expect(invoicePartError({ total: 50_000_000, paid: 0, minimumPart: null }, 50_000_000)).toEqual({
      code: "amountOutOfRange",
    });
    expect(invoicePartError({ total: 150_000, paid: 150_000, minimumPart: null }, 100)).toMatchObject({
      code: "invoicePartExceedsRemaining",
    });
    expect(invoicePartError({ total: 150_000, paid: 0, minimumPart: null }, 100.5)).toEqual({ code: "invalidAmount" });
  });
});

describe("invoice numbers", () => {
  const prefix = fc.stringMatching(/^[A-Z][A-Z0-9\-/.]{0,11}$/);

  it("formats a company's number and reads it back", () => {
    expect(formatInvoiceNumber({ prefix: "FAC-", numbering: "yearly", year: 2026, sequence: 42 })).toBe(
      "FAC-2026-000042",
    );
    expect(formatInvoiceNumber({ prefix: "FAC-", numbering: "running", year: 2026, sequence: 42 })).toBe("FAC-000042");
    expect(formatInvoiceNumber({ prefix: "F/", numbering: "running", year: 2026, sequence: 1_234_567 })).toBe(
      "F/1234567",
    );
    fc.assert(
      fc.property(
        prefix,
        fc.constantFrom("yearly" as const, "running" as const),
        fc.integer({ min: 2000, max: 2999 }),
        fc.integer({ min: 1, max: 999_999_999 }),
        (p, numbering, year, sequence) => {
          expect(invoiceNumberPrefixError(p)).toBeNull();
          const number = formatInvoiceNumber({ prefix: p, numbering, year, sequence });
          expect(parseInvoiceNumber(number, { prefix: p, numbering })).toEqual({
            year: numbering === "yearly" ? year : null,
            sequence,
          });
        },
      ),
    );
  });

  it("reads no number the company would not write", () => {
    const yearly = { prefix: "FAC-", numbering: "yearly" as const };
    const running = { prefix: "FAC-", numbering: "running" as const };
    for (const value of [
      "FAC-2026-42",
      "FAC-2026-0000042",
      "FAC-2026-000000",
      "FAV-2026-000042",
      "FAC-000042",
      "FAC-26-000042",
    ])
      expect(parseInvoiceNumber(value, yearly), value).toBeNull();
    for (const value of ["FAC-42", "FAC-0000042", "FAC-000000", "FAC-2026-000042", "fac-000042", "FAC-00004a"])
      expect(parseInvoiceNumber(value, running), value).toBeNull();
  });

  it("takes a prefix of 1 to 12 capitals, digits, '-', '/' or '.', starting with a letter", () => {
    for (const ok of ["FAC-", "F", "INV/", "FA.2026-", "ABCDEFGHIJKL"])
      expect(invoiceNumberPrefixError(ok), ok).toBeNull();
    for (const bad of ["", "fac-", "-FAC", "1FAC", "FAC ", "FAC_", "ABCDEFGHIJKLM", "FAÇ-"])
      expect(invoiceNumberPrefixError(bad), bad).toBe("invoiceNumberPrefixInvalid");
  });
});

describe("an invoice's states", () => {
  const allowed = new Set(["draft>open", "open>partially_paid", "open>paid", "open>void", "partially_paid>paid"]);

  it("allows only draft → open → partially_paid → paid, and void from open", () => {
    for (const from of INVOICE_STATES)
      for (const to of INVOICE_STATES) {
        const error = invoiceTransitionError(from, to);
        expect(error === null, `${from} → ${to}`).toBe(allowed.has(`${from}>${to}`));
        expect(invoiceNextStates(from).includes(to)).toBe(error === null);
      }
    expect(invoiceTransitionError("open", "open")).toBe("invoiceNotDraft");
    expect(invoiceTransitionError("draft", "paid")).toBe("invoiceNotPayable");
    expect(invoiceTransitionError("void", "partially_paid")).toBe("invoiceNotPayable");
    expect(invoiceTransitionError("paid", "paid")).toBe("invoiceNotPayable");
    expect(invoiceTransitionError("partially_paid", "void")).toBe("invoiceNotVoidable");
    expect(invoiceTransitionError("draft", "void")).toBe("invoiceNotVoidable");
    expect(invoiceTransitionError("open", "draft")).toBe("conflict");
  });

  it("shows an invoice waiting for money as overdue from the UTC day after its due date", () => {
    const at = (iso: string) => new Date(iso);
    expect(isInvoiceOverdue("open", "2026-03-14", at("2026-03-14T23:59:59.999Z"))).toBe(false);
    expect(isInvoiceOverdue("open", "2026-03-14", at("2026-03-15T00:00:00.000Z"))).toBe(true);
    expect(invoiceDaysOverdue("partially_paid", "2026-02-28", at("2026-03-02T08:00:00Z"))).toBe(2);
    expect(invoiceDaysOverdue("open", "2026-12-31", at("2027-01-01T00:00:00+01:00"))).toBe(0); // still the 31st in UTC
    for (const state of ["draft", "paid", "void"] as const)
      expect(isInvoiceOverdue(state, "2026-03-14", at("2027-01-01T00:00:00Z")), state).toBe(false);
    expect(isInvoiceOverdue("open", null, at("2027-01-01T00:00:00Z"))).toBe(false);
  });

  it("knows a calendar day", () => {
    for (const ok of ["2026-03-14", "2028-02-29", "2026-12-31"]) expect(isCalendarDate(ok), ok).toBe(true);
    for (const bad of ["2026-02-29", "2026-13-01", "2026-3-14", "14/03/2026", "2026-03-14T00:00:00Z", ""])
      expect(isCalendarDate(bad), bad).toBe(false);
  });
});
