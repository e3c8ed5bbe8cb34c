import { randomBytes } from "node:crypto";
import { request } from "@playwright/test";
import { adminApi } from "./admin-api";
import { E2E } from "./env";

export const STAFF_PASSWORD = "Staff-password-1";

/**
 * Sets up a staff member through the API the Users screen uses, as the admin, and has them
 * choose their own password (what their first sign-in asks): the browser tests then start
 * from a person who exists and can work.
 */
export async function createStaffUser(role: string, name = "Koffi Yao") {
  const email = `staff.${randomBytes(4).toString("hex")}@example.ci`;
  const temporary = "Temporary-password-1";
  const admin = await adminApi();
  const res = await admin.post("/api/users", {
    data: { name, email, company: "PayFlow CI", role, password: temporary, confirmPassword: temporary },
  });
  await admin.dispose();
  if (res.status() !== 201) throw new Error(`user creation failed: ${res.status()}`);
  const own = await request.newContext({ baseURL: E2E.baseURL, extraHTTPHeaders: { origin: E2E.baseURL } });
  await own.post("/api/auth/sign-in/email", { data: { email, password: temporary } });
  const changed = await own.post("/api/me/password", {
    data: { currentPassword: temporary, newPassword: STAFF_PASSWORD, confirmPassword: STAFF_PASSWORD },
  });
  await own.dispose();
  if (!changed.ok()) throw new Error(`password change failed: ${changed.status()}`);
  return { email, password: STAFF_PASSWORD, name };
}
