import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../support/context";

// /docs/api, the merchant API's reference: Scalar's 3.3 MB script took 16 s on a first load
// sent as is. It must come compressed and cached, and the page must not offer Scalar's own
// toolbar (Generate SDKs / Share, services of Scalar's, not PayFlow's).

let ctx: TestContext;
const require = createRequire(import.meta.url);
const original = readFileSync(
  path.join(path.dirname(require.resolve("@scalar/api-reference")), "browser/standalone.js"),
);

beforeAll(async () => {
  ctx = await createTestContext();
});

async function page() {
  const res = await ctx.app.request("/docs/api");
  expect(res.status).toBe(200);
  const text = await res.text();
  const script = /<script src="([^"]+)"><\/script>/.exec(text)?.[1] ?? "";
  const configuration = /data-configuration="([^"]+)"/.exec(text)?.[1]?.replaceAll("&quot;", '"') ?? "{}";
  return { script, configuration: JSON.parse(configuration) as Record<string, unknown> };
}

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.request(url, { headers });

describe("the API reference page", () => {
  it("hides Scalar's Generate SDKs / Share toolbar", async () => {
    const { configuration } = await page();
    expect(configuration.showDeveloperTools).toBe("never");
  });

  it("sends its script compressed (brotli, else gzip) from a versioned address cached for a year", async () => {
    const { script } = await page();
    expect(script).toMatch(/^\/docs\/api\/scalar\/[0-9a-f]{16}\/standalone\.js$/);

    const br = await get(script, { "accept-encoding": "gzip, deflate, br" });
    expect(br.status).toBe(200);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(brBody.length).toBeLessThan(original.length / 3);
    expect(brotliDecompressSync(brBody).equals(original)).toBe(true);

    const gzip = await get(script, { "accept-encoding": "gzip" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).equals(original)).toBe(true);

    const plain = await get(script);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(Buffer.from(await plain.arrayBuffer()).equals(original)).toBe(true);
  });

  it("answers 304 to a browser that has it, and sends an old address to the current one", async () => {
    const { script } = await page();
    const first = await get(script, { "accept-encoding": "br" });
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[0-9a-f]{16}"$/);
    const again = await get(script, { "accept-encoding": "br", "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");

    const stale = await get("/docs/api/scalar/0000000000000000/standalone.js");
    expect(stale.status).toBe(302);
    expect(stale.headers.get("location")).toBe(script);
  });
});
