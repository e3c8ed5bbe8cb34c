import { expect } from "@playwright/test";
import { adminApi } from "./admin-api";

// The browser tests' server has no SMTP, so every email stays in PayFlow's outbox with its
// secrets masked; the specs read it the way an admin passes it on (Settings → Emails, "Show the
// full email": GET /api/outbox, then POST /api/outbox/{id}/reveal).

export type StoredEmail = { id: string; to: string; template: string; subject: string; text: string };

/** Waits for the newest email of that template to that address, and returns it in full. */
export async function waitForEmail(to: string, template: string): Promise<StoredEmail> {
  const api = await adminApi();
  let found: StoredEmail | undefined;
  try {
    await expect
      .poll(async () => {
        const res = await api.get(`/api/outbox?to=${encodeURIComponent(to.toLowerCase())}`);
        const { items } = (await res.json()) as { items: StoredEmail[] };
        found = items.find((m) => m.to === to.toLowerCase() && m.template === template);
        return found !== undefined;
      })
      .toBe(true);
    const mail = found as StoredEmail;
    const revealed = await api.post(`/api/outbox/${mail.id}/reveal`);
    expect(revealed.status()).toBe(200);
    const full = (await revealed.json()) as { subject: string; text: string };
    return { ...mail, subject: full.subject, text: full.text };
  } finally {
    await api.dispose();
  }
}
