import { expect } from "@playwright/test";
import { adminApi } from "./admin-api";

// The browser tests' server has no SMTP, so every email stays in PayFlow's outbox; the specs
// read it the way an admin does (Settings → Emails, GET /api/outbox).

export type StoredEmail = { to: string; template: string; subject: string; text: string };

/** Waits for the newest email of that template to that address, and returns it. */
export async function waitForEmail(to: string, template: string): Promise<StoredEmail> {
  const api = await adminApi();
  let found: StoredEmail | undefined;
  try {
    await expect
      .poll(async () => {
        const res = await api.get("/api/outbox");
        const { items } = (await res.json()) as { items: StoredEmail[] };
        found = items.find((m) => m.to === to.toLowerCase() && m.template === template);
        return found !== undefined;
      })
      .toBe(true);
  } finally {
    await api.dispose();
  }
  return found as unknown as StoredEmail;
}
