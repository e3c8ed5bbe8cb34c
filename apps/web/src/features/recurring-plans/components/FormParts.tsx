import { Card, Group, Radio, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { useFieldForm } from "../../../lib/form";
import { numberInputSeparators } from "../../../lib/format";
import type { PlanFormValues } from "../form-values";

// What the plan form's sections share: the form, its number fields, a titled section.

export type PlanFormApi = ReturnType<typeof useFieldForm<PlanFormValues>>;
export type PlanPath = Parameters<PlanFormApi["bind"]>[0];

/**
 * A number field's props bound to a place in the form ("dueDays", "lines.0.quantity"): a cleared
 * field is "", what was typed stays (the rules refuse it at the field), money with the language's
 * thousands separator.
 */
export function useNumberField(form: PlanFormApi) {
  const { i18n } = useTranslation();
  const separators = numberInputSeparators(i18n.language);
  return (path: PlanPath, decimals = 0, money = false) => {
    const bound = form.bind(path);
    return {
      ...bound,
      onChange: (v: number | string) => bound.onChange(typeof v === "number" ? v : ""),
      clampBehavior: "none" as const,
      allowNegative: false,
      decimalScale: decimals,
      allowDecimal: decimals > 0,
      ...(money
        ? { thousandSeparator: separators.thousandSeparator }
        : { decimalSeparator: separators.decimalSeparator }),
    };
  };
}

export type NumberField = ReturnType<typeof useNumberField>;

export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" data-testid={testId}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Card>
  );
}

/** One choice among a few, as radio buttons in a row (the interval, the end, the template). */
export function Choice<T extends string>(props: {
  label: string;
  value: T;
  options: readonly T[];
  words: (option: T) => string;
  onChange: (value: T) => void;
  disabled?: boolean;
}) {
  const radios = props.options.map((o) => <Radio key={o} value={o} label={props.words(o)} disabled={props.disabled} />);
  return (
    <Radio.Group label={props.label} value={props.value} onChange={(v) => props.onChange(v as T)}>
      <Group gap="lg" mt={6}>
        {radios}
      </Group>
    </Radio.Group>
  );
}
