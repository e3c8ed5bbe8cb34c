// Finds Debian's Chromium for the browser tests, installing it when we can (root + apt).
// Never downloads a browser of its own; never skips: without Chromium the tests fail.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const CANDIDATES = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean);

function find() {
  return CANDIDATES.find((p) => existsSync(p));
}

export function ensureChromium() {
  const found = find();
  if (found) return { ok: true, path: found };
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" }).status === 0;
  if (isRoot && hasApt) {
    console.log("Chromium not found: installing Debian's chromium package (apt-get install -y chromium)…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    let res = spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], { stdio: "inherit", env });
    if (res.status !== 0) {
      spawnSync("apt-get", ["update"], { stdio: "inherit", env });
      res = spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], { stdio: "inherit", env });
    }
    const installed = find();
    if (installed) return { ok: true, path: installed };
  }
  return {
    ok: false,
    message:
      "Chromium is required for the browser tests and was not found. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).",
  };
}
