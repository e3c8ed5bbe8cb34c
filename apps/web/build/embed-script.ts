import path from "node:path";
import { build, type Plugin } from "vite";

/**
 * Builds payflow.js (vite.embed.config.ts, docs/API.md § payflow.js) once the app is built, so
 * every build of the app — `npm run build`, `vite build apps/web`, the server's own when stale —
 * leaves dist/js/payflow.js beside it.
 */
export function embedScript(): Plugin {
  return {
    name: "payflow-embed-script",
    apply: "build",
    async closeBundle() {
      await build({ configFile: path.resolve(import.meta.dirname, "../vite.embed.config.ts"), logLevel: "warn" });
    },
  };
}
