import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    name: "web",
    root: import.meta.dirname,
    include: ["test/**/*.test.{ts,tsx}"],
    environment: "jsdom",
    setupFiles: ["test/setup.ts"],
    // jsdom renders of whole pages take ~1.5 s alone and several times that on a loaded
    // 2-core CI machine; the default 5 s made them fail for time, not behaviour.
    testTimeout: 20_000,
  },
});
