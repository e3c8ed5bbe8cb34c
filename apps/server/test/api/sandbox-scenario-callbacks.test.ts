import { describe, expect, it } from "vitest";
import { merchant, merchantContext } from "../support/merchant";
import { pollUntil } from "../support/sandbox";
import { eventsOf, paid } from "../support/scenarios";

// The callbacks real operators get wrong, played by the sandboxes' scenario numbers
// (docs/OPERATORS.md, Magic payer numbers) through the merchant API: the engine keeps one end
// per payment and one event per state whatever the operator sends. (Apart from
// sandbox-scenarios.test.ts so that the two files' waiting runs side by side.)

const ctxPromise = merchantContext();

describe("callbacks out of order", () => {
  for (const [operator, prefix] of [
    ["mtn_momo", "05"],
    ["wave", "07"],
    ["orange_money", "07"],
  ] as const) {
    it(`${operator}: a callback sent twice (…10) and a failure after the success (…11) leave one success, one event`, async () => {
      const { ctx, testKey } = await ctxPromise;
      const api = merchant(ctx, testKey);
      for (const phone of [`${prefix}00000010`, `${prefix}00000011`]) {
        const done = await paid(api, operator, phone);
        expect([phone, done.status]).toEqual([phone, "succeeded"]);
        // The second callback comes half a second after the first: let it arrive and be handled.
        await new Promise((r) => setTimeout(r, 1_500));
        expect((await api.get(`/v1/payments/${done.id}`)).body.status).toBe("succeeded");
        expect(await eventsOf(api, done.id)).toEqual(["payment.success", "payment.pending"]);
      }
    });
  }

  for (const [operator, prefix] of [
    ["mtn_momo", "05"],
    ["wave", "07"],
    ["orange_money", "07"],
  ] as const) {
    it(`${operator}: debited but reported failed (…14) fails first, then succeeds late when the operator owns up`, async () => {
      const { ctx, testKey } = await ctxPromise;
      const api = merchant(ctx, testKey);
      const failed = await paid(api, operator, `${prefix}00000014`);
      expect(failed.status).toBe("failed");
      const late = await pollUntil(
        async () => (await api.get(`/v1/payments/${failed.id}`)).body,
        (p) => p.status === "succeeded",
        15_000,
      );
      expect(late.late_from).toBe("failed");
      expect(await eventsOf(api, failed.id)).toEqual(["payment.success", "payment.failed", "payment.pending"]);
    }, 30_000);
  }
});
