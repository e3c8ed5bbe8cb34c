import { describe, expect, it } from "vitest";
import { TokenCache } from "../../src/operators/token-cache";

// The operators' token cache (operators/token-cache.ts) keeps one token per base URL and
// credential set.

describe("operator token cache", () => {
  it("fetches once per credential set and reuses it; another set gets its own token", async () => {
    const cache = new TokenCache();
    let fetched = 0;
    const fetchToken = async () => ({ token: `t${++fetched}`, expiresInSeconds: 3600 });
    const a = { apiUser: "u1", apiKey: "k1" };
    expect(await cache.get("https://op", a, fetchToken)).toBe("t1");
    expect(await cache.get("https://op", { ...a }, fetchToken)).toBe("t1");
    expect(await cache.get("https://op", { apiUser: "u1", apiKey: "k2" }, fetchToken)).toBe("t2");
    expect(await cache.get("https://other", a, fetchToken)).toBe("t3");
    cache.drop("https://op", a);
    expect(await cache.get("https://op", a, fetchToken)).toBe("t4");
  });
});
