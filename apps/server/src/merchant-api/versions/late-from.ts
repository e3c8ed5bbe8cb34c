import type { VersionChange } from "./change";

// 2026-11-29: a payment's `late` (boolean) became `late_from`, the status it had when the late
// success came (packages/contracts api-versions.ts says why). Before it, the payment said only
// whether it was late.

type LatePayment = { late_from?: string | null; [field: string]: unknown };

export const lateFrom: VersionChange = {
  version: "2026-11-29",
  objects: {
    payment: (payment: LatePayment) => {
      // A payment already in the older shape (an idempotent answer kept from before) stays as it is.
      if (!("late_from" in payment)) return payment;
      const { late_from, ...rest } = payment;
      return { ...rest, late: late_from !== null && late_from !== undefined };
    },
  },
};
