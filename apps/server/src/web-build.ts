import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "./config/paths";
import type { Logger } from "./lib/logger";

export const WEB_DIR = path.join(PROJECT_ROOT, "apps/web");
export const WEB_DIST = path.join(WEB_DIR, "dist");
const SOURCES = [
  path.join(WEB_DIR, "src"),
  path.join(WEB_DIR, "public"),
  path.join(WEB_DIR, "index.html"),
  path.join(WEB_DIR, "pay.html"),
  path.join(WEB_DIR, "vite.config.ts"),
  path.join(WEB_DIR, "vite.embed.config.ts"),
  path.join(WEB_DIR, "build"),
  path.join(WEB_DIR, "package.json"),
  path.join(PROJECT_ROOT, "packages/contracts/src"),
];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const st = statSync(target);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when the built SPA is missing or older than any of its sources. */
export function webBuildIsStale(): boolean {
  const index = path.join(WEB_DIST, "index.html");
  // payflow.js (docs/API.md § payflow.js) came later than some builds: one without it is stale.
  if (!existsSync(index) || !existsSync(path.join(WEB_DIST, "js", "payflow.js"))) return true;
  const built = statSync(index).mtimeMs;
  return SOURCES.some((s) => newestMtime(s) > built);
}

/** Builds the web app with Vite when its build is missing or stale. */
export async function ensureWebBuild(logger: Logger): Promise<void> {
  if (!webBuildIsStale()) return;
  const vite = path.join(PROJECT_ROOT, "node_modules/vite/bin/vite.js");
  if (!existsSync(vite)) {
    if (existsSync(path.join(WEB_DIST, "index.html"))) {
      logger.warn("web build looks stale but Vite is not installed; serving the existing build");
      return;
    }
    throw new Error("The web app is not built and Vite is not installed: run `npm install` then `npm run build`.");
  }
  logger.info("building the web app (missing or stale build)");
  const started = Date.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [vite, "build", "--logLevel", "warn"], {
      cwd: WEB_DIR,
      stdio: ["ignore", "inherit", "inherit"],
    });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`vite build failed (exit ${code})`))));
  });
  logger.info("web app built", { durationMs: Date.now() - started });
}
