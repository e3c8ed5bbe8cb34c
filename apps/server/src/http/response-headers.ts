import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./types";

// Every response's fixed headers: the security headers (those of Hono's secureHeaders with our
// CSP), HSTS over https, `no-store` on API answers and the request id. They are set *before*
// the handler runs: Hono carries headers set then into the response it builds, for free, while
// each header set after the response exists copies the whole response into a new one (Hono's
// c.header on a finalized context) — on the signed-in path that copying cost more than the
// session lookup itself.

/**
 * The CSP; `scriptHashes` ('sha256-…') allow a page's own inline scripts, those exactly: the
 * prerendered pages' boot script (http/spa.ts).
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    // Mantine sets styles at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ["Content-Security-Policy", contentSecurityPolicy()],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
  ["Origin-Agent-Cluster", "?1"],
  ["Referrer-Policy", "no-referrer"],
  ["X-Content-Type-Options", "nosniff"],
  ["X-DNS-Prefetch-Control", "off"],
  ["X-Download-Options", "noopen"],
  ["X-Frame-Options", "SAMEORIGIN"],
  ["X-Permitted-Cross-Domain-Policies", "none"],
  ["X-XSS-Protection", "0"],
];

/**
 * What a built script or stylesheet under /assets/ needs: a document's policies (CSP, framing,
 * referrer, opener…) mean nothing on it, and a payer's phone on a slow network pays their bytes
 * again on each of the page's files.
 */
const ASSET_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ["Cross-Origin-Resource-Policy", "same-origin"],
  ["X-Content-Type-Options", "nosniff"],
];

/**
 * `https`: the site is served over https. HSTS only then: over plain http it would be
 * meaningless, and on localhost it would pin browsers to https for other local apps.
 */
export function responseHeaders(opts: { https: boolean }): MiddlewareHandler<AppEnv> {
  const hsts = opts.https ? [["Strict-Transport-Security", "max-age=15552000; includeSubDomains"] as const] : [];
  const fixed = [...SECURITY_HEADERS, ...hsts];
  const asset = [...ASSET_HEADERS, ...hsts];
  return async (c, next) => {
    const set = () => {
      for (const [name, value] of c.req.path.startsWith("/assets/") ? asset : fixed) c.header(name, value);
      c.header("X-Request-Id", c.get("requestId"));
      // API answers hold personal and financial data: never stored by a browser or a proxy.
      if (c.req.path.startsWith("/api/")) c.header("Cache-Control", "no-store");
    };
    set();
    await next();
    // A handler that returned a Response of its own (static files, streams) did not take the
    // headers prepared above: those few pay for setting them afterwards.
    if (!c.res.headers.has("x-content-type-options")) set();
  };
}
