import "../i18n-form";
import { List, Stack, Text, Title } from "@mantine/core";
import { isCalendarDate } from "@payflow/contracts/invoice-rules";
import { dueDateOf, RECURRING_LIMITS } from "@payflow/contracts/recurring-plan-rules";
import { useTranslation } from "react-i18next";
import { formatDay } from "../../../lib/format";
import { everyTyped, type PlanFormValues } from "../form-values";
import { firstCycles } from "../plan-view";

// What the form's schedule means, as it is typed: the first cycles' dates (cycleDate, as the
// server counts them) in the person's language, and the first invoice's due date, which the
// reminders' preview counts from.

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

/** The first cycle's invoice's due date, or "" while the schedule is not valid yet. */
export function firstDueDate(values: PlanFormValues): string {
  const plan = planTyped(values);
  return plan ? dueDateOf(plan.startDate, plan.dueDays) : "";
}
