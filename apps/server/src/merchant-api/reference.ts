import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { Hono } from "hono";
import { html } from "hono/html";
import { declareAccess } from "../http/access";
import type { AppEnv } from "../http/types";

// The interactive reference of the merchant API at /docs/api: Scalar's standalone bundle,
// served from node_modules (no CDN: the page works offline), reading /v1/openapi.json.

const require = createRequire(import.meta.url);
/** dist/browser/standalone.js beside the package's entry (dist/index.js). */
const bundlePath = () => path.join(path.dirname(require.resolve("@scalar/api-reference")), "browser/standalone.js");

let bundle: Promise<Buffer> | null = null;

const CONFIGURATION = JSON.stringify({
  // Scalar's fonts come from its CDN: the system's fonts instead.
  withDefaultFonts: false,
  hideDownloadButton: false,
  metaData: { title: "PayFlow API" },
  authentication: { preferredSecurityScheme: "bearerAuth" },
});

export function mountApiReference(app: Hono<AppEnv>) {
  declareAccess("GET", "/docs/api", "public");
  declareAccess("GET", "/docs/api/standalone.js", "public");
  app.get("/docs/api", (c) =>
    c.html(html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>PayFlow API reference</title>
        </head>
        <body>
          <script id="api-reference" data-url="/v1/openapi.json" data-configuration="${CONFIGURATION}"></script>
          <script src="/docs/api/standalone.js"></script>
        </body>
      </html>`),
  );
  app.get("/docs/api/standalone.js", async (c) => {
    bundle ??= readFile(bundlePath());
    c.header("content-type", "text/javascript; charset=utf-8");
    c.header("cache-control", "public, max-age=86400");
    return c.body(new Uint8Array(await bundle));
  });
}
