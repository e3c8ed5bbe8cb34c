import { beforeAll, describe, expect, it } from "vitest";
import { remindDue } from "../../src/modules/invoices";
import { ADMIN, createTestContext, type TestClient, type TestContext } from "../support/context";
import { addDays } from "../support/dates";
import { issued, newClient } from "../support/invoices";
import { pollUntil } from "../support/sandbox";

// An invoice's reminders as its client receives them: on the days the business chose, at 09:00
// in the client's time zone, never in the quiet hours, once each, logged on the invoice — and
// none once the invoice is paid.

let ctx: TestContext;
let admin: TestClient;
const DUE = addDays(new Date().toISOString().slice(0, 10), 30);
const at = (day: string, time: string) => new Date(`${day}T${time}Z`);

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "1000" }, { listen: true });
  admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
});

const schedule = { daysBefore: 3, onDueDate: true, everyDaysAfter: 7, max: 3, timeZone: "Africa/Abidjan" };

async function reminders(id: string) {
  const { rows } = await ctx.pool.query(
    "select kind, data->>'channel' as channel from invoice_activity where invoice_id = $1 and kind = 'reminder' order by at, id",
    [id],
  );
  return rows;
}

const nextAt = async (id: string) =>
  (await ctx.pool.query("select next_reminder_at from invoices where id = $1", [id])).rows[0]
    .next_reminder_at as Date | null;

describe("reminders", () => {
  it("go on their days at 09:00 in the client's time zone, on both channels, once each", async () => {
    const client = await newClient(admin);
    const open = await issued(admin, { clientId: client.id, dueDate: DUE, reminders: schedule });
    expect(await nextAt(open.id)).toEqual(at(addDays(DUE, -3), "09:00:00.000"));
    // Before its time: nothing.
    await remindDue(ctx.deps, 100, at(addDays(DUE, -3), "08:59:00"));
    expect(await reminders(open.id)).toHaveLength(0);
    await remindDue(ctx.deps, 100, at(addDays(DUE, -3), "09:05:00"));
    await remindDue(ctx.deps, 100, at(addDays(DUE, -3), "09:06:00"));
    expect((await reminders(open.id)).map((r: { channel: string }) => r.channel).sort()).toEqual(["email", "whatsapp"]);
    const { rows } = await ctx.pool.query(
      "select subject from email_outbox where template = 'invoiceReminder' and text_body like $1",
      [`%/i/${open.id}%`],
    );
    expect(rows).toHaveLength(2);
    expect(rows[0].subject).toContain(open.number);
    expect(await nextAt(open.id)).toEqual(at(DUE, "09:00:00.000"));
  });

  it("wait for the morning when they fall in the quiet hours, and send one after a long pause, not a burst", async () => {
    const client = await newClient(admin);
    // Paris is UTC+1 in winter: 09:00 there is 08:00 UTC.
    const open = await issued(admin, {
      clientId: client.id,
      dueDate: DUE,
      reminders: { ...schedule, timeZone: "Europe/Paris" },
    });
    // 22:30 in Paris on the due date: the "before" and "due" reminders are both late; quiet hours.
    await remindDue(ctx.deps, 100, at(DUE, "21:30:00"));
    expect(await reminders(open.id)).toHaveLength(0);
    expect(await nextAt(open.id)).toEqual(at(addDays(DUE, 1), "07:00:00.000"));
    await remindDue(ctx.deps, 100, at(addDays(DUE, 1), "07:01:00"));
    // One reminder (the latest due), then the next planned one: 7 days after the due date.
    expect(await reminders(open.id)).toHaveLength(2);
    const sent = await ctx.pool.query("select reminders_sent from invoices where id = $1", [open.id]);
    expect(sent.rows[0].reminders_sent).toBe(2);
    expect(await nextAt(open.id)).toEqual(at(addDays(DUE, 7), "08:00:00.000"));
  });

  it("stop once the invoice is paid", async () => {
    const client = await newClient(admin);
    const open = await issued(admin, { clientId: client.id, dueDate: DUE, reminders: schedule });
    const part = await ctx.client().post(`/api/public/invoices/${open.id}/payments`, {
      amount: open.totalTtc,
      operator: "wave",
      phone: "0700000001",
    });
    expect(part.status).toBe(201);
    await pollUntil(
      () => nextAt(open.id),
      (v) => v === null,
      15_000,
    );
    await remindDue(ctx.deps, 100, at(addDays(DUE, 30), "10:00:00"));
    expect(await reminders(open.id)).toHaveLength(0);
  });
});
