import { cycleDate, cycleWithinPlan, nextReminder, outsideQuietHours, plannedReminders } from "@payflow/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

// The pure rules of reminders and recurring cycles: planned times, quiet hours in any zone, and
// cycle dates that never drift (month ends kept), checked on many generated cases.

const ZONES = ["Africa/Abidjan", "Europe/Paris", "America/New_York", "Asia/Tokyo", "Africa/Lagos"];
const day = fc
  .date({ min: new Date("2025-01-01T00:00:00Z"), max: new Date("2030-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

const localHour = (at: Date, timeZone: string) =>
  Number(new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", hourCycle: "h23" }).format(at));

describe("reminders", () => {
  it("are planned at 09:00 local, in order, at most max", () => {
    fc.assert(
      fc.property(day, fc.constantFrom(...ZONES), fc.integer({ min: 1, max: 20 }), (due, timeZone, max) => {
        const planned = plannedReminders({ daysBefore: 3, onDueDate: true, everyDaysAfter: 7, max, timeZone }, due);
        expect(planned.length).toBe(max);
        for (const p of planned) expect(localHour(p.at, timeZone)).toBe(9);
        for (let i = 1; i < planned.length; i++)
          expect((planned[i] as { at: Date }).at > (planned[i - 1] as { at: Date }).at).toBe(true);
      }),
    );
  });

  it("never go in the quiet hours, and never before they are due", () => {
    fc.assert(
      fc.property(
        day,
        fc.constantFrom(...ZONES),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: -10 * 86_400_000, max: 40 * 86_400_000 }),
        (due, timeZone, sent, offset) => {
          const schedule = { daysBefore: 3, onDueDate: true, everyDaysAfter: 7, max: 6, timeZone };
          const now = new Date(Date.parse(`${due}T00:00:00Z`) + offset);
          const next = nextReminder(schedule, due, sent, now);
          if (!next) return;
          const hour = localHour(next.at, timeZone);
          expect(hour >= 8 && hour < 20).toBe(true);
          expect(next.at >= now || next.at.getTime() === outsideQuietHours(now, timeZone).getTime()).toBe(true);
          expect(next.index).toBeGreaterThanOrEqual(sent);
        },
      ),
    );
  });
});

describe("cycle dates", () => {
  it("keep a month-end start on month ends, counted from the start each time", () => {
    const month = { count: 1, unit: "month" as const };
    expect([0, 1, 2, 3].map((n) => cycleDate("2027-01-31", month, n))).toEqual([
      "2027-01-31",
      "2027-02-28",
      "2027-03-31",
      "2027-04-30",
    ]);
    expect(cycleDate("2027-11-30", { count: 3, unit: "month" }, 1)).toBe("2028-02-29");
  });

  it("grow strictly with the cycle's number, and stop at the plan's end and count", () => {
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom("day" as const, "week" as const, "month" as const),
        fc.integer({ min: 0, max: 50 }),
        (start, count, unit, n) => {
          const every = { count, unit };
          expect(cycleDate(start, every, n + 1) > cycleDate(start, every, n)).toBe(true);
          const end = cycleDate(start, every, n);
          expect(cycleWithinPlan({ startDate: start, every, endDate: end, cycles: null }, n)).toBe(true);
          expect(cycleWithinPlan({ startDate: start, every, endDate: end, cycles: null }, n + 1)).toBe(false);
          expect(cycleWithinPlan({ startDate: start, every, endDate: null, cycles: n }, n)).toBe(false);
        },
      ),
    );
  });
});
