import { createRequire } from "node:module";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { devPages } from "./build/dev-pages.ts";
import { embedScript } from "./build/embed-script.ts";
import { precompress } from "./build/precompress.ts";
import { prerender } from "./build/prerender.ts";

// React Router's package exports always resolve to its development build (extra checks and
// warnings); the production build behaves the same and is smaller.
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve("react-router/package.json"));

// Every page needs these: one chunk instead of five (fewer requests, gzip over the whole).
const CHUNK_GROUPS = [
  {
    name: "framework",
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store)[\\/]/,
  },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), devPages(), prerender(), precompress(), embedScript()],
  resolve: {
    alias:
      command === "build"
        ? [
            { find: /^react-router$/, replacement: path.join(reactRouterDir, "dist/production/index.mjs") },
            { find: /^react-router\/dom$/, replacement: path.join(reactRouterDir, "dist/production/dom-export.mjs") },
          ]
        : [],
  },
  build: {
    target: "es2022",
    sourcemap: false,
    // Read by scripts/bundle-size.mjs to report what each route downloads.
    manifest: true,
    rolldownOptions: {
      // Two pages: the dashboard (index.html) and the payer's page (pay.html, src/pay), which
      // shares none of the dashboard's stack.
      input: {
        index: path.resolve(import.meta.dirname, "index.html"),
        pay: path.resolve(import.meta.dirname, "pay.html"),
      },
      output: { codeSplitting: { groups: CHUNK_GROUPS } },
    },
  },
  server: {
    proxy: { "/api": "http://localhost:3000", "/health": "http://localhost:3000" },
  },
}));
