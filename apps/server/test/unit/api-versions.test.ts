import { describe, expect, it } from "vitest";
import { renderIn } from "../../src/merchant-api/versions";

// The version layer (docs/API.md § Versions): a latest-shape value rendered in an older version,
// wherever its payments sit, and never the business's own metadata.

const payment = (lateFrom: string | null) => ({
  id: "pay_1",
  object: "payment",
  status: lateFrom ? "succeeded" : "pending",
  late_from: lateFrom,
  metadata: { object: "payment", late_from: "kept as the business wrote it" },
});

describe("renderIn", () => {
  it("gives 2026-06-01 `late` instead of `late_from`, in a list, an event and a webhook body", () => {
    const list = { object: "list", data: [payment("expired"), payment(null)], has_more: false };
    expect(renderIn("2026-06-01", list)).toEqual({
      object: "list",
      data: [
        { id: "pay_1", object: "payment", status: "succeeded", late: true, metadata: payment(null).metadata },
        { id: "pay_1", object: "payment", status: "pending", late: false, metadata: payment(null).metadata },
      ],
      has_more: false,
    });
    const event = { id: "evt_1", object: "event", type: "payment.success", data: payment("cancelled") };
    expect(renderIn("2026-06-01", event)).toMatchObject({ object: "event", data: { late: true } });
    const webhook = { type: "payment.success", timestamp: "2026-11-29T06:00:00.000Z", data: payment(null) };
    expect(renderIn("2026-06-01", webhook)).toMatchObject({ data: { late: false } });
    expect((renderIn("2026-06-01", webhook) as { data: object }).data).not.toHaveProperty("late_from");
  });

  it("leaves the latest version, other objects and the input as they are", () => {
    const value = { object: "refund", id: "re_1", late_from: "failed", payment: "pay_1" };
    const latest = payment("failed");
    expect(renderIn("2026-11-29", latest)).toBe(latest);
    expect(renderIn("2026-06-01", value)).toEqual(value);
    renderIn("2026-06-01", latest);
    expect(latest.late_from).toBe("failed");
  });
});
