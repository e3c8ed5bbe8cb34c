import { defineConfig } from "vitest/config";

// One run for every unit and API test: the server (real PostgreSQL), the web (jsdom) and the
// shared contracts. Browser tests run separately with Playwright (e2e/).
export default defineConfig({
  test: {
    // API tests wait on PostgreSQL and loopback HTTP far more than on the CPU: on CI's 2 cores,
    // three files at a time halves the run against the default of one.
    maxWorkers: 3,
    projects: ["apps/server/vitest.config.ts", "apps/web/vitest.config.ts", "packages/contracts/vitest.config.ts"],
  },
});
