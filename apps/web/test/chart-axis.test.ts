import { describe, expect, it } from "vitest";
import { formatXof, formatXofAxis } from "../src/lib/format";

// "20 000 000 FCFA" wrapped onto three lines on the dashboard's axis and was cut
// to "0,000,000 FCFA" at 375 px. Axes show compact amounts; tooltips keep the full one.

describe("chart axis amounts", () => {
  it("shortens millions and thousands in each language, on one line", () => {
    expect(formatXofAxis(20_000_000, "fr")).toBe("20\u00a0M");
    expect(formatXofAxis(20_000_000, "en")).toBe("20M");
    expect(formatXofAxis(2_500, "fr")).toBe("2,5\u00a0k");
    expect(formatXofAxis(2_500, "en")).toBe("2.5K");
    expect(formatXofAxis(0, "fr")).toBe("0");
    for (const label of [formatXofAxis(1_250_000_000, "fr"), formatXofAxis(999_999, "en")]) {
      expect(label.length).toBeLessThanOrEqual(8);
      expect(label).not.toMatch(/\s(?<!\u00a0)/);
    }
  });

  it("keeps the full amount for tooltips", () => {
    expect(formatXof(20_000_000, "fr")).toBe("20 000 000 FCFA");
  });
});
