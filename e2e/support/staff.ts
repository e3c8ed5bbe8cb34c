import { randomBytes } from "node:crypto";
import type { Browser } from "@playwright/test";
import { E2E } from "./env";

export const STAFF_PASSWORD = "Staff-password-1";

/**
 * Sets up a staff member through the API the Users screen uses, signed in as the admin in a
 * throwaway context: the browser tests then start from a person who exists.
 */
export async function createStaffUser(browser: Browser, role: string, name = "Koffi Yao") {
  const context = await browser.newContext({ baseURL: E2E.baseURL, extraHTTPHeaders: { origin: E2E.baseURL } });
  const signIn = await context.request.post("/api/auth/sign-in/email", {
    data: { email: E2E.admin.email, password: E2E.admin.password },
  });
  if (!signIn.ok()) throw new Error(`admin sign-in failed: ${signIn.status()}`);
  const email = `staff.${randomBytes(4).toString("hex")}@example.ci`;
  const res = await context.request.post("/api/users", {
    data: { name, email, company: "PayFlow CI", role, password: STAFF_PASSWORD, confirmPassword: STAFF_PASSWORD },
  });
  if (res.status() !== 201) throw new Error(`user creation failed: ${res.status()} ${await res.text()}`);
  await context.close();
  return { email, password: STAFF_PASSWORD, name };
}
