import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN, createTestContext, type TestClient } from "../support/context";

// The first admin's welcome notification: the test context seeds it with PAYFLOW_ADMIN_PASSWORD
// (ADMIN.password), which the person chose, so it must not be called "generated".

let admin: TestClient;

beforeAll(async () => {
  const ctx = await createTestContext();
  admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
});

describe("the first admin's notification", () => {
  it("says the password came from PAYFLOW_ADMIN_PASSWORD when it did", async () => {
    const res = await admin.get("/api/notifications");
    expect(res.status).toBe(200);
    const seeded = res.body.items.find((n: { titleKey: string }) => n.titleKey === "notif.adminSeeded.title");
    expect(seeded).toMatchObject({ messageKey: "notif.adminSeeded.messageFromEnv", params: { email: ADMIN.email } });
  });
});
