import "../i18n-reminders";
import { Checkbox, Group, List, NumberInput, Stack, Text, TextInput, Title } from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";
import { isTimeZone, plannedReminders, REMINDER_LIMITS } from "@payflow/contracts/invoice-reminders";
import { isCalendarDate } from "@payflow/contracts/invoice-rules";
import { useTranslation } from "react-i18next";
import { type ReminderPath, type ReminderValues, reminderAt, scheduleOf } from "../reminder-values";
import { Section, useNumberProps } from "./FormParts";

/** What the section needs of its form: the invoice editor's and a recurring plan's both are one. */
export type ReminderForm = {
  values: ReminderValues;
  bind: (path: ReminderPath) => GetInputPropsReturnType;
};

// The schedule's counts: empty days before or after mean none (not the most reminders).
const COUNTS = [
  { path: "reminders.daysBefore", label: "daysBefore", hint: "daysBeforeHint", max: REMINDER_LIMITS.daysBefore },
  {
    path: "reminders.everyDaysAfter",
    label: "everyDaysAfter",
    hint: "everyDaysAfterHint",
    max: REMINDER_LIMITS.everyDaysAfter,
  },
  { path: "reminders.max", label: "max", hint: null, max: REMINDER_LIMITS.max },
] as const;

type Props = {
  form: ReminderForm;
  /** The due date the preview counts from ("" while none is typed). */
  dueDate: string;
  /** A plan's words: each cycle's invoice, the first one's reminders. */
  plan?: boolean;
};

/** When the client is reminded of an unpaid invoice (docs/INVOICES.md § Reminders), or never. */
export function ReminderFields({ form, dueDate, plan = false }: Props) {
  const { t } = useTranslation();
  const number = useNumberProps(form);
  const remind = form.bind("remind");
  const onDue = form.bind("reminders.onDueDate");
  return (
    <Section title={t("reminderFields.section")} testId="reminder-fields">
      <Checkbox
        label={t(plan ? "reminderFields.remindPlan" : "reminderFields.remind")}
        checked={form.values.remind}
        onChange={remind.onChange}
      />
      {form.values.remind && (
        <>
          <Group grow align="flex-start" wrap="wrap">
            {COUNTS.map((c) => (
              <NumberInput
                key={c.path}
                label={t(`reminderFields.${c.label}`)}
                description={c.hint && t(`reminderFields.${c.hint}`)}
                required={c.hint === null}
                miw={160}
                {...number(c.path)}
                min={1}
                max={c.max}
              />
            ))}
          </Group>
          <Checkbox
            label={t("reminderFields.onDueDate")}
            checked={form.values.reminders.onDueDate}
            onChange={onDue.onChange}
          />
          <TextInput
            label={t("reminderFields.timeZone")}
            description={t("reminderFields.timeZoneHint")}
            maxLength={64}
            spellCheck={false}
            autoCapitalize="none"
            maw={320}
            {...form.bind("reminders.timeZone")}
          />
          <RemindersPreview values={form.values} dueDate={dueDate} plan={plan} />
        </>
      )}
    </Section>
  );
}

/** The reminders the schedule plans for the due date, as the server plans them (plannedReminders). */
function RemindersPreview({ values, dueDate, plan }: { values: ReminderValues; dueDate: string; plan: boolean }) {
  const { t, i18n } = useTranslation();
  const schedule = scheduleOf(values);
  const hasDue = isCalendarDate(dueDate);
  const usable = hasDue && schedule && isTimeZone(schedule.timeZone) && schedule.max >= 1;
  const planned = usable ? plannedReminders(schedule, dueDate) : [];
  return (
    <Stack gap={4} data-testid="reminders-preview">
      <Title order={3} size="h5">
        {t(plan ? "reminderFields.previewPlan" : "reminderFields.preview")}
      </Title>
      {planned.length > 0 && schedule ? (
        <List size="sm">
          {planned.map((r) => {
            const at = reminderAt(r.at, i18n.language, schedule.timeZone);
            return (
              <List.Item key={r.at.toISOString()}>
                {r.when === "due"
                  ? t("reminderFields.due", { at })
                  : t(r.when === "before" ? "reminderFields.before" : "reminderFields.after", { count: r.days, at })}
              </List.Item>
            );
          })}
        </List>
      ) : (
        <Text size="sm" c="dimmed">
          {t(hasDue || plan ? "reminderFields.none" : "reminderFields.needsDueDate")}
        </Text>
      )}
    </Stack>
  );
}
