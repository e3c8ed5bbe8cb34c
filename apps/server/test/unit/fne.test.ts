import { describe, expect, it } from "vitest";
import { answeredFailure, failureKindOf, transportFailure } from "../../src/fne/errors";
import { NoAnswerInTime } from "../../src/lib/http-exchange";
import {
  companyFneApiKey,
  FNE_PUBLISHED_KEYS,
  fneSpaceIdOf,
  nccOfSpace,
  spaceOfKey,
} from "../../src/sandboxes/fne/keys";
import { referenceOf, yearOf } from "../../src/sandboxes/fne/space";
import { computeTotals, roundFranc, type TotalsLine } from "../../src/sandboxes/fne/totals";
import { uuidV7 } from "../../src/sandboxes/fne/uuid7";

// The FNE pieces that need no server: the sandbox's calculation and numbers, its keys, and how
// the client classes a failure (docs/FNE.md).

const line = (quantity: number, amount: number, tax: TotalsLine["tax"], discount = 0): TotalsLine => ({
  quantity,
  amount,
  discount,
  tax,
  customTaxes: [],
});

describe("the sandbox's totals", () => {
  it("reproduces the DGI's worked example: HT 18 100, VAT 2 529, TTC 20 629", () => {
    const t = computeTotals([line(2, 5000, "TVA"), line(3, 3000, "TVAB", 10)], 0, []);
    expect(t).toMatchObject({
      totalBeforeTaxes: 18_100,
      totalDiscounted: 18_100,
      vatAmount: 2_529,
      totalAfterTaxes: 20_629,
    });
    expect(t.totalDue).toBe(20_629);
  });

  it("takes VAT on the base after the global discount (the user guide's case)", () => {
    const t = computeTotals([line(1, 1_450_000, "TVA")], 5, []);
    expect(t).toMatchObject({
      totalBeforeTaxes: 1_450_000,
      discountAmount: 72_500,
      totalDiscounted: 1_377_500,
      vatAmount: 247_950,
      totalAfterTaxes: 1_625_450,
    });
  });

  it("rounds each total once, half up to the franc, and TTC is HT + VAT as printed", () => {
    expect([roundFranc(0.5), roundFranc(1.5), roundFranc(2.5), roundFranc(2.4999), roundFranc(0.1 * 3)]).toEqual([
      1, 2, 3, 2, 0,
    ]);
    // HT 100.5 → 101; VAT 18.09 → 18; TTC 119 (not round(118.59) = 119 by chance: 101 + 18).
    expect(computeTotals([line(1, 100.5, "TVA")], 0, [])).toMatchObject({
      totalDiscounted: 101,
      vatAmount: 18,
      totalAfterTaxes: 119,
    });
    // Three lines of 0.4 HT at 18 %: nothing rounded per line, so 1.2 → 1 HT and 0.216 → 0 VAT.
    expect(computeTotals([line(1, 0.4, "TVA"), line(1, 0.4, "TVA"), line(1, 0.4, "TVA")], 0, [])).toMatchObject({
      totalDiscounted: 1,
      vatAmount: 0,
    });
  });

  it("adds other taxes, as rates on the discounted base, after TTC", () => {
    const withTaxes: TotalsLine = { ...line(1, 10_000, "TVA"), customTaxes: [{ name: "AIRSI", amount: 2 }] };
    const t = computeTotals([withTaxes], 10, [{ name: "DTD", amount: 5 }]);
    // Base 9 000: VAT 1 620, AIRSI 180, DTD 450.
    expect(t).toMatchObject({
      totalDiscounted: 9_000,
      vatAmount: 1_620,
      totalAfterTaxes: 10_620,
      totalCustomTaxes: 630,
      totalDue: 11_250,
    });
  });
});

describe("the sandbox's numbers", () => {
  it("are 19 characters: NCC, year, 9 digits for a sale; A, NCC, year, 8 digits for a credit note", () => {
    expect(referenceOf("sale", "1234567A", "26", 42)).toBe("1234567A26000000042");
    expect(referenceOf("refund", "1234567A", "26", 3)).toBe("A1234567A2600000003");
    expect(yearOf(new Date("2026-12-31T23:59:59Z"))).toBe("26");
    expect(yearOf(new Date("2030-01-01T00:00:00Z"))).toBe("30");
  });

  it("verification tokens are time-ordered UUIDs (version 7)", () => {
    const at = Date.parse("2026-03-14T10:21:05.412Z");
    const a = uuidV7(at);
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a.replace(/-/g, "").slice(0, 12)).toBe(at.toString(16).padStart(12, "0"));
    expect(uuidV7(Date.parse("2026-03-14T10:21:05.413Z")) > a).toBe(true);
  });
});

describe("the sandbox's keys", () => {
  const secret = "installation-secret";

  it("gives each company 32 letters and digits that open its own space only", () => {
    const key = companyFneApiKey(secret, "cmp_a");
    expect(key).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(spaceOfKey(secret, key)).toEqual({ spaceId: fneSpaceIdOf(secret, "cmp_a") });
    expect(companyFneApiKey(secret, "cmp_b")).not.toBe(key);
    expect(spaceOfKey("another-secret", key)).toBeNull();
    const tampered = `${key.slice(0, 31)}${key.endsWith("A") ? "B" : "A"}`;
    expect(tampered).not.toBe(key);
    expect(spaceOfKey(secret, tampered)).toBeNull();
    expect(spaceOfKey(secret, `${key}0`)).toBeNull();
    expect(nccOfSpace(fneSpaceIdOf(secret, "cmp_a"))).toMatch(/^\d{7}[A-Z]$/);
  });

  it("opens the published spaces with their published keys", () => {
    expect(FNE_PUBLISHED_KEYS.example).toHaveLength(32);
    expect(FNE_PUBLISHED_KEYS.noStickers).toHaveLength(32);
    expect(spaceOfKey(secret, FNE_PUBLISHED_KEYS.example)).toEqual({ published: "example" });
    expect(spaceOfKey(secret, FNE_PUBLISHED_KEYS.noStickers)).toEqual({ published: "noStickers" });
  });
});

describe("how the client classes a failure", () => {
  it("by HTTP status: 4xx refused, 502/503 (and 408/429) retryable, 500/504 and the rest unknown", () => {
    const kinds = [400, 401, 403, 404, 422, 408, 429, 502, 503, 500, 504, 501, 302].map((s) => [s, failureKindOf(s)]);
    expect(Object.fromEntries(kinds)).toEqual({
      400: "refused",
      401: "refused",
      403: "refused",
      404: "refused",
      422: "refused",
      408: "retryable",
      429: "retryable",
      502: "retryable",
      503: "retryable",
      500: "unknown",
      504: "unknown",
      501: "unknown",
      302: "unknown",
    });
  });

  it("keeps the platform's words and per-field errors, whatever the body", () => {
    const body = {
      message: "Invalid point of sale.",
      error: "bad_request",
      statusCode: 400,
      errors: { pointOfSale: { invalid: "Point of sale is invalid" } },
    };
    expect(answeredFailure(400, body)).toEqual({
      kind: "refused",
      httpStatus: 400,
      code: "bad_request",
      message: "Invalid point of sale.",
      errors: { pointOfSale: { invalid: "Point of sale is invalid" } },
    });
    expect(answeredFailure(503, "<html>")).toMatchObject({ kind: "retryable", code: "http_503", errors: {} });
  });

  it("without an answer: not sent is retryable, a time-out or a cut connection unknown", () => {
    const error = (code: string) => Object.assign(new Error(code), { code });
    expect(transportFailure(error("ECONNREFUSED"), 1000).kind).toBe("retryable");
    expect(transportFailure(error("ENOTFOUND"), 1000).kind).toBe("retryable");
    expect(transportFailure(error("ECONNRESET"), 1000).kind).toBe("unknown");
    expect(transportFailure(new NoAnswerInTime(), 1000)).toMatchObject({ kind: "unknown", code: "timeout" });
  });
});
