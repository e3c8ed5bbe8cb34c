import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/app";
import { createTestContext, type TestContext } from "../support/context";

// How the web app's files travel: the pages' HTML compressed as the browser accepts
// and never cached without asking again; hashed assets and Scalar's script compressed and cached
// for a year (immutable). The web build here is a small one of the test's own, laid out as
// `npm run build` lays it out: a prerendered page with the .br/.gz the build writes beside it,
// an index.html too small to get them (the server compresses it at start).

let ctx: TestContext;
let app: ReturnType<typeof createApp>;
const dist = mkdtempSync(path.join(os.tmpdir(), "payflow-dist-"));
const boot = 'document.documentElement.setAttribute("data-mantine-color-scheme", "light");';
const landing = `<!doctype html><html lang="fr"><head><script>${boot}</script></head><body><div id="root">${"<p>Une seule API</p>".repeat(800)}</div></body></html>`;
const indexHtml = '<!doctype html><html lang="fr"><body><div id="root"></div></body></html>';
const signIn = `<!doctype html><html lang="fr"><head><script>${boot}</script></head><body><div id="root"><h1>Connexion</h1></div></body></html>`;
const registration = `<!doctype html><html lang="fr"><head><script>${boot}</script></head><body><div id="root"><h1>Créez votre compte</h1></div></body></html>`;
const script = `export const app = ${JSON.stringify("x".repeat(4000))};`;
const IMMUTABLE = "public, max-age=31536000, immutable";

/** A built file and, like apps/web/build/precompress.ts, its compressed copies. */
function write(file: string, text: string, compressed: boolean) {
  const full = path.join(dist, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
  if (!compressed) return;
  writeFileSync(`${full}.br`, brotliCompressSync(text));
  writeFileSync(`${full}.gz`, gzipSync(text));
}

beforeAll(async () => {
  write("index.html", indexHtml, false);
  write("prerendered/index.html", landing, true);
  write("prerendered/login.html", signIn, true);
  write("prerendered/register.html", registration, true);
  write("assets/index-Ab12Cd34.js", script, true);
  ctx = await createTestContext();
  app = createApp(ctx.deps, { webDist: dist });
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const get = (url: string, encoding?: string) =>
  app.request(url, { headers: encoding ? { "accept-encoding": encoding } : {} });

function decoded(body: Buffer, encoding: string | null): string {
  if (encoding === "br") return brotliDecompressSync(body).toString();
  if (encoding === "gzip") return gunzipSync(body).toString();
  return body.toString();
}

describe("the web app's delivery", () => {
  for (const [accepted, expected] of [
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    [undefined, null],
  ] as const) {
    it(`sends a prerendered page and the history fallback ${expected ?? "uncompressed"} (Accept-Encoding: ${accepted ?? "none"}), revalidated each time`, async () => {
      for (const [url, html] of [
        ["/", landing],
        ["/dashboard/payments", indexHtml],
      ] as const) {
        const res = await get(url, accepted);
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toBe("text/html; charset=UTF-8");
        expect(res.headers.get("content-encoding")).toBe(expected);
        expect(res.headers.get("vary")).toBe("Accept-Encoding");
        expect(res.headers.get("cache-control")).toBe("no-cache");
        const body = Buffer.from(await res.arrayBuffer());
        if (expected && url === "/") expect(body.length).toBeLessThan(landing.length / 10);
        expect(decoded(body, expected)).toBe(html);
      }
    });
  }

  it("allows a prerendered page's inline boot script by its hash, and no other page's", async () => {
    const hash = createHash("sha256").update(boot).digest("base64");
    const page = (await get("/")).headers.get("content-security-policy") ?? "";
    expect(page).toContain(`script-src 'self' 'sha256-${hash}';`);
    const fallback = (await get("/dashboard")).headers.get("content-security-policy") ?? "";
    expect(fallback).toContain("script-src 'self';");
  });

  it("sends sign-in and registration prerendered at their exact addresses, the app's index.html below them", async () => {
    for (const [url, html] of [
      ["/login", signIn],
      ["/login?from=%2Fdashboard", signIn],
      ["/register", registration],
      ["/login/elsewhere", indexHtml],
      ["/register/elsewhere", indexHtml],
    ] as const) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      expect(await res.text(), url).toBe(html);
    }
  });

  it("sends a hashed asset compressed and cached for a year", async () => {
    for (const [accepted, expected] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
    ] as const) {
      const res = await get("/assets/index-Ab12Cd34.js", accepted);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-encoding")).toBe(expected);
      expect(res.headers.get("cache-control")).toBe(IMMUTABLE);
      expect(decoded(Buffer.from(await res.arrayBuffer()), expected)).toBe(script);
      // A file's own headers only: a document's policies would be bytes a phone pays on every file.
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
      expect(res.headers.get("content-security-policy")).toBeNull();
      expect(res.headers.get("x-frame-options")).toBeNull();
    }
  });

  it("sends Scalar's script for /docs/api compressed and cached for a year", async () => {
    const page = await (await get("/docs/api")).text();
    const src = /<script src="([^"]+)"><\/script>/.exec(page)?.[1] ?? "";
    for (const [accepted, expected] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
    ] as const) {
      const res = await get(src, accepted);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-encoding")).toBe(expected);
      expect(res.headers.get("cache-control")).toBe(IMMUTABLE);
      await res.arrayBuffer();
    }
  });
});
