/** Settings shared by the Playwright config, its server and the specs. */
// E2E_PORT lets two checkouts run their browser suites side by side.
const port = Number(process.env.E2E_PORT ?? 3210);

export const E2E = {
  port,
  baseURL: `http://localhost:${port}`,
  /** A second app instance on the same database (e2e/support/server.mjs). */
  secondURL: `http://localhost:${port + 1}`,
  chromium: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  admin: { email: "admin@payflow.test", password: "E2e-admin-password-1" },
} as const;

/** The installation secret both instances share (e2e/support/server.mjs sets the same value). */
export const E2E_SECRET_KEY = "e2e-installation-secret-0123456789abcdef";
