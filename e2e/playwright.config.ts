import { defineConfig } from "@playwright/test";
import { E2E } from "./support/env";

// Two checkouts' (or two people's) runs side by side keep their reports apart.
const suffix = process.env.E2E_PORT ? `-${process.env.E2E_PORT}` : "";

// Browser tests drive the built app in Debian's Chromium (never a downloaded browser),
// against the real server on a real embedded PostgreSQL in a throwaway data dir.
export default defineConfig({
  testDir: "./specs",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: `../.test-results/e2e${suffix}.json` }]],
  outputDir: `../.test-results/e2e-artifacts${suffix}`,
  use: {
    baseURL: E2E.baseURL,
    locale: "fr-FR",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: E2E.chromium,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: {
    command: "node e2e/support/server.mjs",
    cwd: "..",
    url: `${E2E.baseURL}/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
  },
});
