import { existsSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { OpenAPIHono } from "@hono/zod-openapi";
import { declareAccess } from "./access";
import { readEncoded, sendEncoded } from "./encoded";
import type { AppEnv } from "./types";

/** Paths owned by the server; never answered with the SPA. */
const SERVER_PREFIXES = ["/api/", "/health", "/sandbox/"];

/**
 * Pages built as their own HTML (docs/ARCHITECTURE.md § The web build): the payer's page is
 * its own small entry, and the public pages are prerendered at build time. A page whose file
 * the build did not produce falls back to the dashboard's index.html.
 */
const PAGES: { matches: (path: string) => boolean; file: string }[] = [
  // The payer's checkout: its own entry, without the dashboard's stack.
  { matches: (p) => p.startsWith("/pay/"), file: "pay.html" },
  // Public pages prerendered to HTML.
  { matches: (p) => p === "/", file: "prerendered/index.html" },
  { matches: (p) => p === "/learn-more", file: "prerendered/learn-more.html" },
  { matches: (p) => p === "/contact", file: "prerendered/contact.html" },
];

/**
 * Serves the built web app: hashed assets cached for a year (precompressed .br/.gz when the
 * browser accepts them), and index.html with no caching for every other GET (history
 * fallback for client-side routes). The pages' HTML is read once at start with the .br and .gz
 * the build wrote beside it (compressed then when it wrote none) and sent compressed as the
 * browser accepts: a prerendered page is 50–60 KB as is, 7–9 KB compressed.
 */
export function mountSpa(app: OpenAPIHono<AppEnv>, distDir: string): void {
  const root = path.relative(process.cwd(), distDir) || ".";
  const indexHtml = readEncoded(path.join(distDir, "index.html"));
  const pages = PAGES.filter((page) => existsSync(path.join(distDir, page.file))).map((page) => ({
    matches: page.matches,
    html: readEncoded(path.join(distDir, page.file)),
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
    const html = pages.find((page) => page.matches(c.req.path))?.html ?? indexHtml;
    return sendEncoded(c, html, "text/html; charset=UTF-8");
  });
}
