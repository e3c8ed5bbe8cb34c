import { describe, expect, it } from "vitest";
import { describeUserAgent, formatDateTime, formatXof } from "../src/lib/format";

describe("formatting", () => {
  it("formats integer XOF the spec's way in each language", () => {
    expect(formatXof(1250000, "fr")).toBe("1 250 000 FCFA");
    expect(formatXof(1250000, "en")).toBe("1,250,000 FCFA");
  });

  it("shows times in the chosen time zone", () => {
    const iso = "2026-11-21T12:00:00.000Z";
    expect(formatDateTime(iso, "en", "GMT+00:00")).toMatch(/12:00/);
    expect(formatDateTime(iso, "en", "GMT+01:00")).toMatch(/1:00|13:00/);
    expect(formatDateTime(iso, "fr", "GMT-05:00")).toMatch(/07:00/);
  });

  it("names devices from user agents", () => {
    expect(
      describeUserAgent(
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0 Safari/537.36",
      ),
    ).toBe("Chrome · Linux");
    expect(describeUserAgent("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1")).toBe(
      "Safari · iOS",
    );
    expect(describeUserAgent(null)).toBeNull();
  });
});
