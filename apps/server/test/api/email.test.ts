import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, createTestContext, type TestContext } from "../support/context";
import { startSmtpSink } from "../support/smtp-sink";

// With SMTP_URL set, PayFlow hands each email to the SMTP server and records what happened.

const sink = await startSmtpSink();
const refusing = await startSmtpSink({ refuse: true });
afterAll(async () => {
  await sink.close();
  await refusing.close();
});

let sending: TestContext;
let failing: TestContext;
beforeAll(async () => {
  sending = await createTestContext({ SMTP_URL: sink.url, MAIL_FROM: "PayFlow <no-reply@payflow.test>" });
  failing = await createTestContext({ SMTP_URL: refusing.url });
});

describe("email over SMTP", () => {
  it("delivers a new user's sign-in details and marks the outbox row sent", async () => {
    const admin = await sending.client().signIn(ADMIN.email, ADMIN.password);
    const res = await admin.post("/api/users", { name: "Fatou Bamba", email: "fatou@example.ci", company: "Bamba SA" });
    expect(res.status).toBe(201);
    expect(sink.received).toHaveLength(1);
    const mail = sink.received[0];
    expect(mail?.to.join()).toContain("fatou@example.ci");
    expect(mail?.from).toContain("no-reply@payflow.test");
    expect(mail?.data).toContain("Subject: =?UTF-8?Q?Votre_compte_PayFlow");
    const outbox = await admin.get("/api/outbox");
    expect(outbox.body.smtpConfigured).toBe(true);
    expect(outbox.body.items[0]).toMatchObject({ to: "fatou@example.ci", status: "sent", revealable: false });
    // The person got the password; what stays behind shows it masked and keeps no copy.
    const password = /Mot de passe temporaire : (\S+)/.exec(mail?.data.replaceAll("=\r\n", "") ?? "")?.[1] ?? "";
    expect(password.length).toBeGreaterThan(0);
    expect(JSON.stringify(outbox.body)).not.toContain(password);
    expect(outbox.body.items[0].text).toContain("••••••••");
    expect((await admin.post(`/api/outbox/${outbox.body.items[0].id}/reveal`)).status).toBe(404);
    const row = await sending.pool.query(
      "select sealed, text_body from email_outbox where to_email = 'fatou@example.ci'",
    );
    expect(row.rows[0].sealed).toBeNull();
  });

  it("keeps an undelivered email sealed for an admin to reveal, and audits the reveal", async () => {
    const admin = await failing.client().signIn(ADMIN.email, ADMIN.password);
    await admin.post("/api/users", { name: "Awa Diallo", email: "awa.sealed@example.ci", company: "D SA" });
    const [mail] = (await admin.get("/api/outbox")).body.items;
    expect(mail).toMatchObject({ to: "awa.sealed@example.ci", status: "failed", revealable: true });
    expect(mail.text).toContain("Mot de passe temporaire : ••••••••");
    const revealed = await admin.post(`/api/outbox/${mail.id}/reveal`);
    expect(revealed.status).toBe(200);
    expect(revealed.body.text).toMatch(/Mot de passe temporaire : (?!•)\S{10}/);
    const audit = await admin.get("/api/audit-log?action=outbox.revealed");
    expect(audit.body.items[0]).toMatchObject({ targetLabel: "awa.sealed@example.ci", actorEmail: ADMIN.email });
  });

  it("records a refused delivery as failed while the user is created all the same", async () => {
    const admin = await failing.client().signIn(ADMIN.email, ADMIN.password);
    const res = await admin.post("/api/users", { name: "Ali Koné", email: "ali@example.ci", company: "Koné SA" });
    expect(res.status).toBe(201);
    const outbox = await admin.get("/api/outbox");
    expect(outbox.body.items[0]).toMatchObject({ to: "ali@example.ci", status: "failed" });
    expect(outbox.body.items[0].error).toContain("550");
  });
});
