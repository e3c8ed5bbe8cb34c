import "../i18n-form";
import { Checkbox, Group, NativeSelect, NumberInput, TextInput } from "@mantine/core";
import {
  RECURRING_INTERVALS,
  RECURRING_LIMITS,
  RECURRING_UNITS,
  type RecurringUnit,
} from "@payflow/contracts/recurring-plan-rules";
import { useTranslation } from "react-i18next";
import type { PlanEnd } from "../form-values";
import { Choice, type NumberField, type PlanFormApi, Section } from "./FormParts";
import { CyclesPreview } from "./SchedulePreview";

const ENDS: readonly PlanEnd[] = ["none", "date", "cycles"];

type Props = {
  form: PlanFormApi;
  number: NumberField;
  /** A plan being changed: its interval and start stay (the cycles already issued count from them). */
  fixed?: boolean;
};

/** When each cycle is billed: the interval, the first date, the end, the days to pay, where it is sent. */
export function ScheduleSection({ form, number, fixed = false }: Props) {
  const { t } = useTranslation();
  const v = form.values;
  const unit = form.bind("customEvery.unit");
  return (
    <Section title={t("planForm.scheduleSection")}>
      <Choice
        label={t("planForm.interval")}
        value={v.interval}
        options={RECURRING_INTERVALS}
        words={(interval) => t(`planForm.intervals.${interval}`)}
        onChange={(interval) => form.set("interval", interval)}
        disabled={fixed}
      />
      {v.interval === "custom" && (
        <Group grow align="flex-start" wrap="wrap">
          <NumberInput
            label={t("planForm.customCount")}
            required
            miw={140}
            disabled={fixed}
            {...number("customEvery.count")}
          />
          <NativeSelect
            label={t("planForm.customUnit")}
            miw={140}
            disabled={fixed}
            data={RECURRING_UNITS.map((u) => ({ value: u, label: t(`planForm.units.${u}`) }))}
            value={unit.value}
            onChange={(e) => unit.onChange(e.currentTarget.value as RecurringUnit)}
          />
        </Group>
      )}
      <TextInput
        type="date"
        label={t("planForm.startDate")}
        description={t(fixed ? "planForm.fixedHint" : "planForm.startHint")}
        required
        disabled={fixed}
        maw={260}
        {...form.bind("startDate")}
      />
      <Choice
        label={t("planForm.end")}
        value={v.end}
        options={ENDS}
        words={(end) => t(`planForm.ends.${end}`)}
        onChange={(end) => form.set("end", end)}
      />
      {v.end === "date" && (
        <TextInput type="date" label={t("planForm.endDate")} required maw={260} {...form.bind("endDate")} />
      )}
      {v.end === "cycles" && <NumberInput label={t("planForm.cycles")} required maw={260} {...number("cycles")} />}
      <NumberInput
        label={t("planForm.dueDays")}
        description={t("planForm.dueDaysHint")}
        max={RECURRING_LIMITS.dueDays}
        maw={260}
        {...number("dueDays")}
      />
      <Checkbox.Group
        label={t("planForm.channels")}
        description={t("planForm.channelsHint")}
        {...form.bind("channels")}
      >
        <Group gap="lg" mt={6}>
          <Checkbox value="email" label={t("planForm.channelNames.email")} />
          <Checkbox value="whatsapp" label={t("planForm.channelNames.whatsapp")} />
        </Group>
      </Checkbox.Group>
      <CyclesPreview values={v} />
    </Section>
  );
}
