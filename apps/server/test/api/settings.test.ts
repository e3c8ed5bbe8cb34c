import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN, createTestContext, type TestClient, type TestContext } from "../support/context";
import { defaultCompanyId } from "../support/people";

// A commission of 150 % or a delay of -3 days is refused with its field, never saved as
// 100 % or 0 — and nothing else of the same request is saved either.

let ctx: TestContext;
let admin: TestClient;
let companyId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
  companyId = await defaultCompanyId(ctx);
});

const stored = async () =>
  (await ctx.pool.query("select name, commission_bps, payment_delay_days from companies where id = $1", [companyId]))
    .rows[0];

describe("company settings out of range", () => {
  it.each([
    [{ commissionPercent: 150 }, "commissionPercent", "commissionInvalid"],
    [{ paymentDelayDays: -3 }, "paymentDelayDays", "paymentDelayInvalid"],
    [
      { companyName: "Autre nom", commissionPercent: 150, paymentDelayDays: 2 },
      "commissionPercent",
      "commissionInvalid",
    ],
    [
      { companyName: "Autre nom", commissionPercent: 2.5, paymentDelayDays: -3 },
      "paymentDelayDays",
      "paymentDelayInvalid",
    ],
  ])("refuses %j with the field and saves nothing", async (body, field, code) => {
    const before = await stored();
    const res = await admin.patch("/api/settings/company", body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code, field });
    expect(await stored()).toEqual(before);
    const audit = await admin.get("/api/audit-log?action=settings.updated");
    expect(audit.body.items).toEqual([]);
  });
});
