import { expect } from "vitest";
import { ADMIN, type TestClient, type TestContext } from "./context";

// Tests have no SMTP server, so emails stay in the outbox with their secrets masked; tests read
// them in full the way an admin passes them on (POST /api/outbox/{id}/reveal).

export type Email = {
  id: string;
  to: string;
  template: string;
  subject: string;
  text: string;
  language: string;
  status: string;
  revealable: boolean;
};

const admins = new WeakMap<TestContext, Promise<TestClient>>();

function adminOf(ctx: TestContext): Promise<TestClient> {
  let admin = admins.get(ctx);
  if (!admin) {
    admin = ctx.client().signIn(ADMIN.email, ADMIN.password);
    admins.set(ctx, admin);
  }
  return admin;
}

/** The default company's emails to that address (newest first) as the outbox lists them: masked. */
export async function maskedEmails(ctx: TestContext, to: string, template?: string): Promise<Email[]> {
  const res = await (await adminOf(ctx)).get(`/api/outbox?to=${encodeURIComponent(to.toLowerCase())}`);
  expect(res.status).toBe(200);
  return (res.body.items as Email[]).filter((m) => m.to === to.toLowerCase() && (!template || m.template === template));
}

/** The same emails in full, revealed by the admin. */
export async function emails(ctx: TestContext, to: string, template?: string): Promise<Email[]> {
  const admin = await adminOf(ctx);
  const out: Email[] = [];
  for (const mail of await maskedEmails(ctx, to, template)) {
    const res = await admin.post(`/api/outbox/${mail.id}/reveal`);
    out.push(res.status === 200 ? { ...mail, subject: res.body.subject, text: res.body.text } : mail);
  }
  return out;
}
