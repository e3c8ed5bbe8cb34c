import { createHash } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { OpenAPIHono } from "@hono/zod-openapi";
import { declareAccess } from "./access";
import { type Encoded, readEncoded, sendEncoded } from "./encoded";
import { contentSecurityPolicy } from "./response-headers";
import type { AppEnv } from "./types";

/** Paths owned by the server; never answered with the SPA. */
const SERVER_PREFIXES = ["/api/", "/health", "/sandbox/"];

/**
 * Pages built as their own HTML (docs/ARCHITECTURE.md § The web build): the payer's page is
 * its own small entry, and the public pages, sign-in and registration are prerendered at build
 * time (apps/web/src/prerender.tsx lists them), each to `prerendered/<its address>.html`
 * (`index.html` for `/`): the server takes what the build wrote. A page whose file the build did
 * not produce falls back to the dashboard's index.html.
 */
function builtPages(distDir: string): { matches: (path: string) => boolean; file: string }[] {
  const prerendered = path.join(distDir, "prerendered");
  const files = existsSync(prerendered) ? readdirSync(prerendered).filter((name) => name.endsWith(".html")) : [];
  return [
    // The payer's checkout: its own entry, without the dashboard's stack.
    ...(existsSync(path.join(distDir, "pay.html"))
      ? [{ matches: (p: string) => p.startsWith("/pay/"), file: "pay.html" }]
      : []),
    ...files.map((name) => {
      const address = name === "index.html" ? "/" : `/${name.slice(0, -".html".length)}`;
      return { matches: (p: string) => p === address, file: `prerendered/${name}` };
    }),
  ];
}

/**
 * Serves the built web app: hashed assets cached for a year (precompressed .br/.gz when the
 * browser accepts them), and index.html with no caching for every other GET (history
 * fallback for client-side routes). The pages' HTML is read once at start with the .br and .gz
 * the build wrote beside it (compressed then when it wrote none) and sent compressed as the
 * browser accepts: a prerendered page is 50–60 KB as is, 7–9 KB compressed.
 */
export function mountSpa(app: OpenAPIHono<AppEnv>, distDir: string): void {
  const root = path.relative(process.cwd(), distDir) || ".";
  const indexHtml = htmlPage(path.join(distDir, "index.html"));
  const pages = builtPages(distDir).map((page) => ({
    matches: page.matches,
    ...htmlPage(path.join(distDir, page.file)),
  }));
  declareAccess("GET", "/assets/*", "public");
  app.use(
    "/assets/*",
    async (c, next) => {
      await next();
      if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
    },
    serveStatic({ root, precompressed: true }),
  );
  const topLevelFile = serveStatic<AppEnv>({ root });
  declareAccess("GET", "*", "public");
  app.get("*", async (c, next) => {
    if (SERVER_PREFIXES.some((p) => c.req.path.startsWith(p))) return next();
    // Top-level files such as favicon.svg or robots.txt.
    if (/^\/[\w.-]+\.\w+$/.test(c.req.path)) {
      const res = await topLevelFile(c, async () => {});
      if (res) return res;
    }
    c.header("Cache-Control", "no-cache");
    const page = pages.find((candidate) => candidate.matches(c.req.path)) ?? indexHtml;
    if (page.csp) c.header("Content-Security-Policy", page.csp);
    return sendEncoded(c, page.html, "text/html; charset=UTF-8");
  });
}

const scriptHash = (code: string) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`;

/**
 * A page's HTML, and when it carries inline scripts (a prerendered page's boot script, which
 * must run before the first paint without a request of its own), the CSP allowing exactly those.
 */
function htmlPage(file: string): { html: Encoded; csp: string | null } {
  const html = readEncoded(file);
  const text = Buffer.from(html.raw).toString("utf8");
  const hashes = [...text.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => scriptHash(match[1] ?? ""));
  return { html, csp: hashes.length ? contentSecurityPolicy(hashes) : null };
}
