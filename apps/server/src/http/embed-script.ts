import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { OpenAPIHono } from "@hono/zod-openapi";
import { declareAccess } from "./access";
import { encodeNow, sendEncoded } from "./encoded";
import type { AppEnv } from "./types";

// payflow.js, the drop-in checkout merchants put on their own pages (docs/API.md § payflow.js),
// built by the web build to dist/js/payflow.js. Two addresses serve the same file:
// - /js/payflow.js, the one merchants write in their pages: cached 5 minutes, so a new version
//   reaches every shop within minutes;
// - /js/payflow.<hash>.js, named after its content: cached for a year (`immutable`), for a site
//   that pins one version (its address is in /js/payflow.js's `Link` header); it answers 404
//   once a newer release replaced it.
// Both are loaded by other sites' pages: Cross-Origin-Resource-Policy is cross-origin.

export const EMBED_SCRIPT_STABLE_MAX_AGE = 300;

/** The built script and its content-hashed name, or null when the web build has none. */
export function embedScript(distDir: string): { code: Buffer; hashedName: string } | null {
  const file = path.join(distDir, "js", "payflow.js");
  if (!existsSync(file)) return null;
  const code = readFileSync(file);
  const hash = createHash("sha256").update(code).digest("hex").slice(0, 12);
  return { code, hashedName: `payflow.${hash}.js` };
}

export function mountEmbedScript(app: OpenAPIHono<AppEnv>, distDir: string): void {
  const script = embedScript(distDir);
  if (!script) return;
  const body = encodeNow(script.code);
  const hashed = `/js/${script.hashedName}`;
  declareAccess("GET", "/js/*", "public");
  app.get("/js/:name", async (c) => {
    const name = c.req.param("name");
    // Another release's address (or none of ours) is not the app's page: a script tag gets a 404.
    if (name !== "payflow.js" && name !== script.hashedName) return c.text("Not found", 404);
    c.header(
      "Cache-Control",
      name === "payflow.js" ? `public, max-age=${EMBED_SCRIPT_STABLE_MAX_AGE}` : "public, max-age=31536000, immutable",
    );
    if (name === "payflow.js") c.header("Link", `<${hashed}>; rel="alternate"`);
    c.header("Cross-Origin-Resource-Policy", "cross-origin");
    return sendEncoded(c, body, "text/javascript; charset=UTF-8");
  });
}
