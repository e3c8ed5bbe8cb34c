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
  const temporary = "Temporary-password-1";
  const res = await context.request.post("/api/users", {
    data: { name, email, company: "PayFlow CI", role, password: temporary, confirmPassword: temporary },
  });
  if (res.status() !== 201) throw new Error(`user creation failed: ${res.status()} ${await res.text()}`);
  await context.close();
  // The person has already made the password their own (what the first sign-in asks).
  const own = await browser.newContext({ baseURL: E2E.baseURL, extraHTTPHeaders: { origin: E2E.baseURL } });
  await own.request.post("/api/auth/sign-in/email", { data: { email, password: temporary } });
  const changed = await own.request.post("/api/me/password", {
    data: { currentPassword: temporary, newPassword: STAFF_PASSWORD, confirmPassword: STAFF_PASSWORD },
  });
  if (!changed.ok()) throw new Error(`password change failed: ${changed.status()}`);
  await own.close();
  return { email, password: STAFF_PASSWORD, name };
}
