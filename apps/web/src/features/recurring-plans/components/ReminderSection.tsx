import "../i18n-form";
import { Checkbox, Group, NumberInput, TextInput } from "@mantine/core";
import { REMINDER_LIMITS } from "@payflow/contracts/invoice-reminders";
import { useTranslation } from "react-i18next";
import { type NumberField, type PlanFormApi, Section } from "./FormParts";
import { RemindersPreview } from "./SchedulePreview";

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

/** When the client is reminded of each unpaid invoice (docs/INVOICES.md § Reminders), or never. */
export function ReminderSection({ form, number }: { form: PlanFormApi; number: NumberField }) {
  const { t } = useTranslation();
  const remind = form.bind("remind");
  const onDue = form.bind("reminders.onDueDate");
  return (
    <Section title={t("planForm.remindersSection")}>
      <Checkbox label={t("planForm.remind")} checked={form.values.remind} onChange={remind.onChange} />
      {form.values.remind && (
        <>
          <Group grow align="flex-start" wrap="wrap">
            {COUNTS.map((c) => (
              <NumberInput
                key={c.path}
                label={t(`planForm.${c.label}`)}
                description={c.hint && t(`planForm.${c.hint}`)}
                required={c.hint === null}
                min={1}
                max={c.max}
                miw={160}
                {...number(c.path)}
              />
            ))}
          </Group>
          <Checkbox
            label={t("planForm.onDueDate")}
            checked={form.values.reminders.onDueDate}
            onChange={onDue.onChange}
          />
          <TextInput
            label={t("planForm.timeZone")}
            description={t("planForm.timeZoneHint")}
            maxLength={64}
            spellCheck={false}
            autoCapitalize="none"
            maw={320}
            {...form.bind("reminders.timeZone")}
          />
          <RemindersPreview values={form.values} />
        </>
      )}
    </Section>
  );
}
