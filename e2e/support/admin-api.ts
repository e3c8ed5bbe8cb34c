import { type APIRequestContext, request } from "@playwright/test";
import { E2E } from "./env";

/** An API client signed in as the seeded admin, for setting up situations and reading what admins read. */
export async function adminApi(): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: E2E.baseURL, extraHTTPHeaders: { origin: E2E.baseURL } });
  const res = await api.post("/api/auth/sign-in/email", {
    data: { email: E2E.admin.email, password: E2E.admin.password },
  });
  if (!res.ok()) throw new Error(`admin sign-in failed: ${res.status()}`);
  return api;
}
