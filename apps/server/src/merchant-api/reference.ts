import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Hono } from "hono";
import { html } from "hono/html";
import { declareAccess } from "../http/access";
import { type Encoded, encoded, sendEncoded } from "../http/encoded";
import type { AppEnv } from "../http/types";

// The interactive reference of the merchant API at /docs/api: Scalar's standalone bundle,
// served from node_modules (no CDN: the page works offline), reading /v1/openapi.json.
// The bundle is 3.3 MB (a 16 s first load sent as is): it is compressed once per process and
// kept in memory (brotli ≈ 0.8 MB, gzip ≈ 0.9 MB), at an address carrying its content hash, so
// browsers keep it for a year and a new Scalar version is a new address.

const require = createRequire(import.meta.url);
/** dist/browser/standalone.js beside the package's entry (dist/index.js). */
const bundlePath = () => path.join(path.dirname(require.resolve("@scalar/api-reference")), "browser/standalone.js");

type Bundle = { hash: string; body: Encoded };
let bundle: Promise<Bundle> | null = null;

async function loadBundle(): Promise<Bundle> {
  const raw = await readFile(bundlePath());
  // Brotli quality 5: within 3 % of quality 9 at a quarter of the time (about 0.3 s, once).
  const [br, gz] = await Promise.all([
    promisify(brotliCompress)(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }),
    promisify(gzip)(raw, { level: 9 }),
  ]);
  return { hash: createHash("sha256").update(raw).digest("hex").slice(0, 16), body: encoded(raw, br, gz) };
}

const scriptPath = (hash: string) => `/docs/api/scalar/${hash}/standalone.js`;

/** Scalar's configuration (@scalar/api-reference 1.43). */
export const API_REFERENCE_CONFIGURATION = {
  // Scalar's fonts come from its CDN: the system's fonts instead.
  withDefaultFonts: false,
  hideDownloadButton: false,
  // Scalar's own toolbar (Generate SDKs, Share to Scalar's registry) shows on localhost by default.
  showDeveloperTools: "never",
  metaData: { title: "PayFlow API" },
  // On a 375 px phone Scalar's sections overflow their padding by 24 px (the content-type pills
  // and the heading's link button reach past their column), so the whole page scrolled sideways.
  // clip, not hidden: no scroll container, sticky headers keep working; only padding is cut.
  customCss: ".scalar-api-reference .references-rendered { overflow-x: clip; }",
  authentication: { preferredSecurityScheme: "bearerAuth" },
};
const CONFIGURATION = JSON.stringify(API_REFERENCE_CONFIGURATION);

export function mountApiReference(app: Hono<AppEnv>) {
  declareAccess("GET", "/docs/api", "public");
  declareAccess("GET", "/docs/api/scalar/:hash/standalone.js", "public");
  app.get("/docs/api", async (c) => {
    bundle ??= loadBundle();
    const { hash } = await bundle;
    return c.html(html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>PayFlow API reference</title>
        </head>
        <body>
          <script id="api-reference" data-url="/v1/openapi.json" data-configuration="${CONFIGURATION}"></script>
          <script src="${scriptPath(hash)}"></script>
        </body>
      </html>`);
  });
  app.get("/docs/api/scalar/:hash/standalone.js", async (c) => {
    bundle ??= loadBundle();
    const current = await bundle;
    // A page from before an upgrade asks for the old version: the current one answers for it.
    if (c.req.param("hash") !== current.hash) return c.redirect(scriptPath(current.hash), 302);
    const etag = `"${current.hash}"`;
    c.header("cache-control", "public, max-age=31536000, immutable");
    c.header("etag", etag);
    c.header("vary", "Accept-Encoding");
    if (c.req.header("if-none-match") === etag) return c.body(null, 304);
    return sendEncoded(c, current.body, "text/javascript; charset=utf-8");
  });
}
