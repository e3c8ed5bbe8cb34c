import "../i18n-form";
import { Checkbox, Group, NumberInput, TextInput } from "@mantine/core";
import { REMINDER_LIMITS } from "@payflow/contracts/invoice-reminders";
import { useTranslation } from "react-i18next";
import { type NumberField, type PlanFormApi, Section } from "./FormParts";
import { RemindersPreview } from "./SchedulePreview";

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
            <NumberInput
              label={t("planForm.daysBefore")}
              description={t("planForm.daysBeforeHint")}
              min={1}
              max={REMINDER_LIMITS.daysBefore}
              miw={180}
              {...number("reminders.daysBefore")}
            />
            <NumberInput
              label={t("planForm.everyDaysAfter")}
              description={t("planForm.everyDaysAfterHint")}
              min={1}
              max={REMINDER_LIMITS.everyDaysAfter}
              miw={180}
              {...number("reminders.everyDaysAfter")}
            />
            <NumberInput
              label={t("planForm.max")}
              required
              min={1}
              max={REMINDER_LIMITS.max}
              miw={120}
              {...number("reminders.max")}
            />
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
