import { NOTIFICATIONS_KEPT } from "@payflow/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { writeNotifications } from "../../src/modules/notifications/queries";
import { notify } from "../../src/modules/notifications/service";
import { ADMIN, createTestContext, registration, type TestClient, type TestContext } from "../support/context";

let ctx: TestContext;
let user: TestClient;
let userId: string;
let companyId: string;

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNUP: "100" });
  user = ctx.client();
  const reg = await user.post("/api/register", registration());
  userId = reg.body.userId;
  companyId = (await user.get("/api/me")).body.companyId;
  await user.delete("/api/notifications");
});

const add = (i: number) =>
  notify(ctx.db, {
    userId,
    companyId,
    type: "info",
    titleKey: "test.title",
    messageKey: "test.message",
    params: { n: String(i) },
  });

describe("notifications", () => {
  it("keeps only the newest 50, newest first", async () => {
    for (let i = 1; i <= NOTIFICATIONS_KEPT + 5; i++) await add(i);
    const res = await user.get("/api/notifications");
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(NOTIFICATIONS_KEPT);
    expect(res.body.items[0].params.n).toBe(String(NOTIFICATIONS_KEPT + 5));
    expect(res.body.items.at(-1).params.n).toBe("6");
    expect(res.body.unreadCount).toBe(NOTIFICATIONS_KEPT);
  });

  it("keeps the cap under concurrent writers", async () => {
    await Promise.all(Array.from({ length: 20 }, (_, i) => add(100 + i)));
    const res = await user.get("/api/notifications");
    expect(res.body.items).toHaveLength(NOTIFICATIONS_KEPT);
    const count = await ctx.pool.query("SELECT count(*)::int AS n FROM notifications WHERE user_id = $1", [userId]);
    expect(count.rows[0].n).toBe(NOTIFICATIONS_KEPT);
  });

  it("a writer that does not wait for the trim (a payment's outcome) still leaves the newest 50", async () => {
    const rows = Array.from({ length: 8 }, (_, i) => ({
      userId,
      companyId,
      type: "info" as const,
      titleKey: "test.title",
      messageKey: "test.message",
      params: { n: String(200 + i) },
    }));
    const failures: unknown[] = [];
    await writeNotifications(ctx.db, rows, undefined, (error) => failures.push(error));
    const count = async () =>
      (await ctx.pool.query("SELECT count(*)::int AS n FROM notifications WHERE user_id = $1", [userId])).rows[0].n;
    await expect.poll(count).toBe(NOTIFICATIONS_KEPT);
    const res = await user.get("/api/notifications");
    expect(res.body.items[0].params.n).toBe("207");
    expect(failures).toEqual([]);
  });

  it("marks one as read", async () => {
    const before = await user.get("/api/notifications");
    const target = before.body.items[3];
    expect((await user.post(`/api/notifications/${target.id}/read`, {})).status).toBe(200);
    const after = await user.get("/api/notifications");
    expect(after.body.items.find((n: { id: string }) => n.id === target.id).read).toBe(true);
    expect(after.body.unreadCount).toBe(before.body.unreadCount - 1);
  });

  it("answers 404 for another user's notification and leaves it unread", async () => {
    const admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
    const mine = (await user.get("/api/notifications")).body.items.find((n: { read: boolean }) => !n.read);
    const res = await admin.post(`/api/notifications/${mine.id}/read`, {});
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("notFound");
    const still = (await user.get("/api/notifications")).body.items.find((n: { id: string }) => n.id === mine.id);
    expect(still.read).toBe(false);
    expect((await admin.post("/api/notifications/ntf_missing/read", {})).status).toBe(404);
  });

  it("marks all as read", async () => {
    expect((await user.post("/api/notifications/read-all", {})).status).toBe(200);
    const res = await user.get("/api/notifications");
    expect(res.body.unreadCount).toBe(0);
    expect(res.body.items.every((n: { read: boolean }) => n.read)).toBe(true);
  });

  it("clears all, and only the caller's", async () => {
    const admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
    const adminBefore = (await admin.get("/api/notifications")).body.items.length;
    expect((await user.delete("/api/notifications")).status).toBe(200);
    expect((await user.get("/api/notifications")).body).toEqual({ items: [], unreadCount: 0 });
    expect((await admin.get("/api/notifications")).body.items.length).toBe(adminBefore);
  });
});

describe("preferences", () => {
  it("saves dark mode on the server and returns it with the profile", async () => {
    const res = await user.patch("/api/me/preferences", { darkMode: true });
    expect(res.status).toBe(200);
    expect(res.body.darkMode).toBe(true);
    expect((await user.get("/api/me")).body.preferences).toMatchObject({ darkMode: true, timeZone: "GMT+00:00" });
  });

  it("refuses unknown preferences and bad values", async () => {
    expect((await user.patch("/api/me/preferences", { colour: "red" })).body.error.code).toBe("unknownField");
    expect((await user.patch("/api/me/preferences", { timeZone: "Mars/Olympus" })).status).toBe(400);
    expect((await user.patch("/api/me/preferences", { darkMode: "yes" })).status).toBe(400);
  });
});

describe("preferences under quick successive changes", () => {
  it("keeps every change when two arrive at once", async () => {
    const [a, b] = await Promise.all([
      user.patch("/api/me/preferences", { language: "en" }),
      user.patch("/api/me/preferences", { timeZone: "GMT+01:00" }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await user.get("/api/me")).body.preferences).toMatchObject({ language: "en", timeZone: "GMT+01:00" });
  });
});
