// Reports the gzip size of the JavaScript a browser downloads to show a route, computed from
// Vite's build manifest: the entry chunk, its static imports, and the lazy route modules
// with their static imports. Used by `npm run bench`.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "apps/web/dist");

/** Source modules lazily loaded for each route (see apps/web/src/app/router.tsx). */
export const ROUTE_MODULES = {
  "/": ["src/features/public/components/LandingPage.tsx"],
  "/login": ["src/app/query.tsx", "src/features/auth/components/LoginPage.tsx"],
  "/register": ["src/app/query.tsx", "src/features/auth/components/RegisterPage.tsx"],
  "/dashboard": [
    "src/app/query.tsx",
    "src/app/layouts/AreaRoutes.tsx",
    "src/features/dashboard/components/DashboardHome.tsx",
  ],
  "/learn-more": ["src/features/public/components/LearnMorePage.tsx"],
  "/contact": ["src/features/public/components/ContactPage.tsx"],
  "/reset-password": ["src/features/auth/components/ResetPasswordPage.tsx"],
  "/pay/:id": ["src/features/checkout/components/CheckoutPage.tsx"],
};

/** The most gzip JavaScript each route may download (issue 12): public pages and the dashboard. */
export const ROUTE_TARGET_KB = Object.fromEntries(
  Object.keys(ROUTE_MODULES).map((route) => [route, route === "/dashboard" ? 250 : 120]),
);

export function routeJsSizes() {
  const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));
  const collect = (key, seen) => {
    if (seen.has(key)) return;
    const entry = manifest[key];
    if (!entry) throw new Error(`not in the build manifest: ${key}`);
    seen.add(key);
    for (const imp of entry.imports ?? []) collect(imp, seen);
  };
  const sizes = {};
  for (const [route, modules] of Object.entries(ROUTE_MODULES)) {
    const seen = new Set();
    collect("index.html", seen);
    for (const m of modules) collect(m, seen);
    let raw = 0;
    let gzip = 0;
    for (const key of seen) {
      const file = manifest[key].file;
      if (!file.endsWith(".js")) continue;
      const data = readFileSync(path.join(dist, file));
      raw += data.length;
      gzip += gzipSync(data, { level: 9 }).length;
    }
    sizes[route] = {
      chunks: seen.size,
      rawKB: +(raw / 1024).toFixed(1),
      gzipKB: +(gzip / 1024).toFixed(1),
      targetKB: ROUTE_TARGET_KB[route],
    };
  }
  return sizes;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [route, s] of Object.entries(routeJsSizes())) {
    console.log(
      `JS for ${route.padEnd(15)} ${String(s.gzipKB).padStart(6)} KB gzip, target ≤ ${s.targetKB} KB (${s.rawKB} KB raw, ${s.chunks} chunks)`,
    );
  }
}
