import { existsSync } from "node:fs";
import path from "node:path";
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { declareAccess } from "../../http/access";
import { readEncoded, sendEncoded } from "../../http/encoded";
import { contentSecurityPolicy } from "../../http/response-headers";
import type { AppEnv } from "../../http/types";
import { originsOfPayment } from "./queries";

// The hosted checkout, /pay/<id>, may be shown in payflow.js's overlay only by the websites its
// business registered (docs/API.md § payflow.js): its CSP's frame-ancestors lists them (and no
// X-Frame-Options, which knows no list); a business with none keeps `frame-ancestors 'none'`.
// The same sites may read the payment's status (GET /api/checkout/<id>) from their page, which
// is how payflow.js confirms an outcome before it calls the merchant back.

/** The checkout page's CSP: the app's, framed by `origins` (and the checkout itself) when there are any. */
export function checkoutPageCsp(origins: readonly string[]): string {
  const csp = contentSecurityPolicy();
  return origins.length ? csp.replace("frame-ancestors 'none'", `frame-ancestors 'self' ${origins.join(" ")}`) : csp;
}

/** Serves /pay/<id> from the built pay.html with its business's framing rule (nothing when the web app is not built). */
export function registerCheckoutPage(app: OpenAPIHono<AppEnv>, distDir: string): void {
  const file = path.join(distDir, "pay.html");
  if (!existsSync(file)) return;
  const page = readEncoded(file);
  declareAccess("GET", "/pay/:id", "public");
  app.get("/pay/:id", async (c) => {
    const origins = await originsOfPayment(c.get("deps").db, c.req.param("id"));
    c.header("Cache-Control", "no-cache");
    c.header("Content-Security-Policy", checkoutPageCsp(origins));
    if (origins.length) c.header("X-Frame-Options", undefined);
    return sendEncoded(c, page, "text/html; charset=UTF-8");
  });
}

/**
 * CORS for GET /api/checkout/<id>: a registered site of the payment's business reads its status
 * (a simple GET, no preflight, no cookies); any other site's page cannot.
 */
export function checkoutCors(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = c.req.header("origin");
    // The app's own pages (the checkout itself) need no CORS: no read for them.
    if (c.req.method === "GET" && origin && !c.get("deps").trustedOrigins.includes(origin)) {
      c.header("Vary", "Origin");
      const origins = await originsOfPayment(c.get("deps").db, c.req.param("id") ?? "");
      if (origins.includes(origin)) c.header("Access-Control-Allow-Origin", origin);
    }
    await next();
  };
}
