import { defineConfig } from "vitest/config";

// One run for every unit and API test: the server (real PostgreSQL), the web (jsdom) and the
// shared contracts. Browser tests run separately with Playwright (e2e/).
export default defineConfig({
  test: {
    projects: ["apps/server/vitest.config.ts", "apps/web/vitest.config.ts", "packages/contracts/vitest.config.ts"],
  },
});
