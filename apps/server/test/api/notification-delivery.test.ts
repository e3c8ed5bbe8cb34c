import type { Preferences } from "@payflow/contracts/profile";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/env";
import { profiles } from "../../src/db/schema";
import { sendWhatsApp } from "../../src/mail/outbox";
import { createWhatsAppTransport } from "../../src/mail/whatsapp";
import { ADMIN, createTestContext, type TestClient, type TestContext } from "../support/context";
import { createPayment, inMode, settled } from "../support/payments";
import { defaultCompanyId, signedInPerson } from "../support/people";
import { pollUntil, startCallbackSink } from "../support/sandbox";

// Payment outcomes reach people outside the app as they chose: by email (the outbox without
// SMTP) and by WhatsApp (the Cloud API in live mode when configured, else the outbox).

let ctx: TestContext;
let admin: TestClient;

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "1000" }, { listen: true });
  admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
});

async function outboxTo(to: string) {
  const { rows } = await ctx.pool.query(
    "SELECT channel, subject, text_body, status, error FROM email_outbox WHERE to_email = $1 ORDER BY created_at",
    [to],
  );
  return rows as { channel: string; subject: string; text_body: string; status: string; error: string | null }[];
}

/** What a person chose to be told outside the app, in which language (and their phone, for WhatsApp). */
async function choose(
  userId: string,
  choices: Pick<Preferences, "emailNotifications" | "whatsappNotifications" | "language">,
  phone?: string,
) {
  await ctx.db
    .update(profiles)
    .set({ ...(phone ? { phone } : {}), preferences: { darkMode: false, timeZone: "GMT+00:00", ...choices } })
    .where(eq(profiles.userId, userId));
}

describe("security events outside the app", () => {
  it("a password change is told by email to whoever keeps email notifications on", async () => {
    const companyId = await defaultCompanyId(ctx);
    const on = await signedInPerson(ctx, { role: "user", companyId, name: "Koffi" });
    const off = await signedInPerson(ctx, { role: "user", companyId, name: "Ama" });
    await choose(off.userId, { emailNotifications: false, whatsappNotifications: false, language: "fr" });
    for (const person of [on, off]) {
      const res = await person.client.post("/api/me/password", {
        currentPassword: "Staff-password-1",
        newPassword: "Another-pass-42",
        confirmPassword: "Another-pass-42",
      });
      expect(res.status).toBe(200);
    }
    expect((await outboxTo(on.email)).map((r) => r.subject)).toEqual(["Votre mot de passe PayFlow a été modifié"]);
    expect(await outboxTo(off.email)).toEqual([]);
  });
});

describe("payment outcomes outside the app", () => {
  it("name a bank transfer in the reader's language", async () => {
    const companyId = await defaultCompanyId(ctx);
    const english = await signedInPerson(ctx, { role: "manager", companyId, name: "Kofi" });
    await choose(english.userId, { emailNotifications: true, whatsappNotifications: false, language: "en" });
    const account = await inMode(admin, "test").post("/api/payment-accounts", {
      accountName: "Compte courant",
      operatorBank: "Ecobank",
      accountNumberPhone: "CI0080100100123456789013",
      holderName: "SARL Koffi Distribution",
    });
    expect(account.status).toBe(201);
    const created = await createPayment(admin, { amount: 7_000, operator: "bank_transfer" });
    expect((await inMode(admin, "test").post(`/api/payments/${created.id}/mark-received`)).status).toBe(200);
    const toKofi = await pollUntil(
      () => outboxTo(english.email),
      (rows) => rows.some((r) => r.subject.includes(created.code)),
    );
    expect(toKofi.find((r) => r.subject.includes(created.code))?.text_body).toContain(
      `Payment ${created.code} of 7,000 FCFA by bank transfer succeeded`,
    );
    const toAdmin = await pollUntil(
      () => outboxTo(ADMIN.email),
      (rows) => rows.some((r) => r.subject.includes(created.code)),
    );
    expect(toAdmin.find((r) => r.subject.includes(created.code))?.text_body).toContain("par virement bancaire");
  });

  it("go by email and WhatsApp to whoever turned them on, in their language", async () => {
    const companyId = await defaultCompanyId(ctx);
    const whatsappOnly = await signedInPerson(ctx, { role: "manager", companyId, name: "Awa" });
    await choose(
      whatsappOnly.userId,
      { emailNotifications: false, whatsappNotifications: true, language: "en" },
      "07 08 09 10 11",
    );

    const created = await createPayment(admin, { amount: 10_000, operator: "wave", phone: "0700000001" });
    expect((await settled(admin, created.id)).payment.status).toBe("succeeded");

    const toAdmin = await pollUntil(
      () => outboxTo(ADMIN.email),
      (rows) => rows.some((r) => r.subject.includes(created.code)),
    );
    expect(toAdmin.find((r) => r.subject.includes(created.code))).toMatchObject({
      channel: "email",
      subject: `Paiement reçu : 10 000 FCFA (${created.code})`,
      status: "notSent",
    });
    const toAwa = await pollUntil(
      () => outboxTo("2250708091011"),
      (rows) => rows.length > 0,
    );
    // Test mode: WhatsApp messages are kept in the outbox, never sent.
    expect(toAwa).toEqual([
      expect.objectContaining({
        channel: "whatsapp",
        subject: `Payment received: 10,000 FCFA (${created.code})`,
        status: "notSent",
      }),
    ]);
    expect(await outboxTo(whatsappOnly.email)).toEqual([]);

    const list = await admin.get("/api/outbox");
    expect(list.body.items.find((m: { to: string }) => m.to === "2250708091011")).toMatchObject({
      channel: "whatsapp",
    });
  });

  it("sends live-mode WhatsApp messages through the Cloud API and records a refusal", async () => {
    let answer = 200;
    const api = await startCallbackSink(() => answer);
    const config = loadConfig({
      WHATSAPP_ACCESS_TOKEN: "wa-token",
      WHATSAPP_PHONE_NUMBER_ID: "1234567890",
      WHATSAPP_API_URL: `${api.url}/v21.0`,
    });
    const deps = { ...ctx.deps, whatsapp: createWhatsAppTransport(config) };
    const message = {
      companyId: await defaultCompanyId(ctx),
      to: "2250102030405",
      language: "fr" as const,
      template: "paymentFailed" as const,
      params: { name: "Yao", amount: "5 000", code: "PF-TEST-0001", operator: "Wave", mode: "live", reason: "Solde" },
    };
    await sendWhatsApp(deps, { ...message, live: true });
    const got = api.received[0];
    expect(got?.path).toBe("/v21.0/1234567890/messages");
    expect(got?.headers.authorization).toBe("Bearer wa-token");
    expect(JSON.parse(got?.body ?? "{}")).toMatchObject({
      messaging_product: "whatsapp",
      to: "2250102030405",
      type: "text",
      text: { body: expect.stringContaining("Le paiement PF-TEST-0001 de 5 000 FCFA par Wave a échoué") },
    });
    answer = 400;
    await sendWhatsApp(deps, { ...message, live: true });
    // Test-mode events never leave, even when WhatsApp is configured.
    await sendWhatsApp(deps, { ...message, live: false });
    expect(api.received).toHaveLength(2);
    const rows = (await outboxTo("2250102030405")).map((r) => [r.status, r.error]);
    expect(rows.sort()).toEqual([
      ["failed", "WhatsApp API 400: refused"],
      ["notSent", null],
      ["sent", null],
    ]);
  });
});
