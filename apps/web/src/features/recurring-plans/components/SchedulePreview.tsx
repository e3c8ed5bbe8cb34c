import "../i18n-form";
import { List, Stack, Text, Title } from "@mantine/core";
import { isTimeZone, plannedReminders } from "@payflow/contracts/invoice-reminders";
import { isCalendarDate } from "@payflow/contracts/invoice-rules";
import { dueDateOf, RECURRING_LIMITS } from "@payflow/contracts/recurring-plan-rules";
import { useTranslation } from "react-i18next";
import { formatDay } from "../../../lib/format";
import { everyTyped, type PlanFormValues, scheduleOf } from "../form-values";
import { firstCycles, reminderAt } from "../plan-view";

// What the form's schedule means, as it is typed: the first cycles' dates (cycleDate, as the
// server counts them) and the first invoice's reminders (plannedReminders), in the person's language.

const PREVIEW_CYCLES = 4;

const whole = (n: number | "", min: number, max: number): n is number =>
  n !== "" && Number.isInteger(n) && n >= min && n <= max;

/** The plan as typed, or null while its start, interval or days to pay are not valid yet. */
function planTyped(v: PlanFormValues) {
  const every = everyTyped(v);
  if (!every || !isCalendarDate(v.startDate) || !whole(v.dueDays, 0, RECURRING_LIMITS.dueDays)) return null;
  return {
    startDate: v.startDate,
    every,
    endDate: v.end === "date" && isCalendarDate(v.endDate) ? v.endDate : null,
    cycles: v.end === "cycles" && whole(v.cycles, 1, RECURRING_LIMITS.cycles) ? v.cycles : null,
    dueDays: v.dueDays,
  };
}

export function CyclesPreview({ values }: { values: PlanFormValues }) {
  const { t, i18n } = useTranslation();
  const plan = planTyped(values);
  const preview = plan ? firstCycles(plan, PREVIEW_CYCLES) : null;
  return (
    <Stack gap={4} data-testid="plan-cycles-preview">
      <Title order={3} size="h5">
        {t("planForm.preview")}
      </Title>
      {preview && preview.cycles.length > 0 ? (
        <>
          <List size="sm" aria-label={t("planForm.previewLabel")}>
            {preview.cycles.map((c) => (
              <List.Item key={c.n}>
                {t("planForm.previewCycle", {
                  n: c.n,
                  date: formatDay(c.date, i18n.language),
                  due: formatDay(c.due, i18n.language),
                })}
              </List.Item>
            ))}
          </List>
          {preview.more && (
            <Text size="sm" c="dimmed">
              {t("planForm.previewMore")}
            </Text>
          )}
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t("planForm.previewNone")}
        </Text>
      )}
    </Stack>
  );
}

export function RemindersPreview({ values }: { values: PlanFormValues }) {
  const { t, i18n } = useTranslation();
  const plan = planTyped(values);
  const schedule = scheduleOf(values);
  const usable = plan && schedule && isTimeZone(schedule.timeZone) && schedule.max >= 1;
  const planned = usable ? plannedReminders(schedule, dueDateOf(plan.startDate, plan.dueDays)) : [];
  return (
    <Stack gap={4} data-testid="plan-reminders-preview">
      <Title order={3} size="h5">
        {t("planForm.remindersPreview")}
      </Title>
      {planned.length > 0 && schedule ? (
        <List size="sm">
          {planned.map((r) => {
            const at = reminderAt(r, i18n.language, schedule.timeZone);
            return (
              <List.Item key={r.at.toISOString()}>
                {r.when === "due"
                  ? t("planForm.reminderDue", { at })
                  : t(r.when === "before" ? "planForm.reminderBefore" : "planForm.reminderAfter", {
                      count: r.days,
                      at,
                    })}
              </List.Item>
            );
          })}
        </List>
      ) : (
        <Text size="sm" c="dimmed">
          {t("planForm.remindersNone")}
        </Text>
      )}
    </Stack>
  );
}
