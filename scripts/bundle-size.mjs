// Reports the gzip size of the JavaScript a browser downloads to show a route, computed from
// Vite's build manifest: the HTML entry's chunk, its static imports, and the lazy route modules
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
  "/login": ["src/app/query.tsx", "src/features/accounts/components/LoginPage.tsx"],
  "/register": ["src/app/query.tsx", "src/features/accounts/components/RegisterPage.tsx"],
  "/dashboard": [
    "src/app/query.tsx",
    "src/app/layouts/AreaRoutes.tsx",
    "src/features/reports/components/DashboardHome.tsx",
  ],
  "/learn-more": ["src/features/public/components/LearnMorePage.tsx"],
  "/contact": ["src/features/public/components/ContactPage.tsx"],
  "/reset-password": ["src/features/accounts/components/ResetPasswordPage.tsx"],
};

/** Routes that are an HTML entry of their own (apps/web/vite.config.ts): only that entry's chunks. */
export const ROUTE_ENTRIES = {
  "/pay/:id": "pay.html",
  // A payment link's page is the same entry, the link written into it by the server.
  "/l/:slug": "pay.html",
  // An invoice's page too, the invoice written into it by the server.
  "/i/:id": "pay.html",
};

/**
 * The most gzip JavaScript each route may download: the dashboard, the public pages,
 * and the payer's page, its own small entry.
 */
export const ROUTE_TARGET_KB = {
  ...Object.fromEntries(Object.keys(ROUTE_MODULES).map((route) => [route, route === "/dashboard" ? 250 : 120])),
  "/pay/:id": 35,
  "/l/:slug": 35,
  "/i/:id": 35,
};

function loadManifest() {
  return JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));
}

/** The JavaScript files a route downloads: its HTML entry, its static imports, the route's modules. */
function routeFiles(manifest, modules, entry = "index.html") {
  const seen = new Set();
  const collect = (key) => {
    if (seen.has(key)) return;
    const entry = manifest[key];
    if (!entry) throw new Error(`not in the build manifest: ${key}`);
    seen.add(key);
    for (const imp of entry.imports ?? []) collect(imp);
  };
  collect(entry);
  for (const m of modules) collect(m);
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith(".js"));
}

/** A built file's bytes and gzip bytes, read and compressed once per run. */
const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const data = readFileSync(path.join(dist, file));
    sizes.set(file, { raw: data.length, gzip: gzipSync(data, { level: 9 }).length });
  }
  return sizes.get(file);
}

const kb = (bytes) => +(bytes / 1024).toFixed(1);
const total = (files, key) => files.reduce((sum, file) => sum + sizeOf(file)[key], 0);

export function routeJsSizes() {
  const manifest = loadManifest();
  const routes = [
    ...Object.entries(ROUTE_MODULES).map(([route, modules]) => [route, modules, "index.html"]),
    ...Object.entries(ROUTE_ENTRIES).map(([route, entry]) => [route, [], entry]),
  ];
  return Object.fromEntries(
    routes.map(([route, modules, entry]) => {
      const files = routeFiles(manifest, modules, entry);
      return [
        route,
        {
          chunks: files.length,
          rawKB: kb(total(files, "raw")),
          gzipKB: kb(total(files, "gzip")),
          targetKB: ROUTE_TARGET_KB[route],
        },
      ];
    }),
  );
}

/**
 * What every route of the dashboard's entry (index.html) downloads before any page code of its
 * own (React and React DOM, React Router, i18next, Mantine's base, the app shell): the floor
 * under each of their figures above. The payer's page (ROUTE_ENTRIES) has none of it.
 */
export function sharedJsSize() {
  const manifest = loadManifest();
  const perRoute = Object.values(ROUTE_MODULES).map((modules) => new Set(routeFiles(manifest, modules)));
  const shared = [...perRoute[0]].filter((file) => perRoute.every((files) => files.has(file)));
  const largest = shared
    .map((file) => ({ file: path.basename(file), gzipKB: kb(sizeOf(file).gzip) }))
    .sort((a, b) => b.gzipKB - a.gzipKB)
    .slice(0, 4);
  return { chunks: shared.length, gzipKB: kb(total(shared, "gzip")), largest };
}

export function sharedLine(shared) {
  const largest = shared.largest.map((c) => `${c.file} ${c.gzipKB}`).join(", ");
  return `Shared by every route of index.html: ${shared.gzipKB} KB gzip in ${shared.chunks} chunks (largest: ${largest})`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [route, s] of Object.entries(routeJsSizes())) {
    console.log(
      `JS for ${route.padEnd(15)} ${String(s.gzipKB).padStart(6)} KB gzip, target ≤ ${s.targetKB} KB (${s.rawKB} KB raw, ${s.chunks} chunks)`,
    );
  }
  console.log(sharedLine(sharedJsSize()));
}
