import path from "node:path";
import { defineConfig } from "vite";

// payflow.js, the drop-in checkout for merchants' pages (docs/API.md § payflow.js): one IIFE file
// (window.PayFlow), no framework, built after the app (build/embed-script.ts runs it) into dist/js/
// beside it, where the server serves it at /js/payflow.js. Kept below 10 KB gzip.
export default defineConfig({
  root: import.meta.dirname,
  publicDir: false,
  build: {
    outDir: "dist/js",
    emptyOutDir: false,
    target: "es2019",
    sourcemap: false,
    lib: {
      entry: path.resolve(import.meta.dirname, "src/embed/payflow.ts"),
      name: "PayFlow",
      formats: ["iife"],
      fileName: () => "payflow.js",
    },
  },
});
