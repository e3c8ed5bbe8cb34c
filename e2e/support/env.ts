/** Settings shared by the Playwright config, its server and the specs. */
export const E2E = {
  port: 3210,
  baseURL: "http://localhost:3210",
  chromium: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  admin: { email: "admin@payflow.test", password: "E2e-admin-password-1" },
} as const;
