import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "server",
    root: import.meta.dirname,
    include: ["test/**/*.test.ts"],
    environment: "node",
    globalSetup: ["test/support/global-setup.ts"],
    // Each file gets its own database cloned from a migrated template; files run in parallel.
    pool: "forks",
    // On CI's 2 cores, beside the fault script, password hashing alone can take seconds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
