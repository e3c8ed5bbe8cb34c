import { Group, Radio } from "@mantine/core";
import type { useFieldForm } from "../../../lib/form";
import { useNumberProps } from "../../invoices";
import type { PlanFormValues } from "../form-values";

export { Section } from "../../invoices";

// What the plan form's sections share: the form, its number fields (the invoice editor's), its
// sections (the invoice editor's card) and a choice among a few.

export type PlanFormApi = ReturnType<typeof useFieldForm<PlanFormValues>>;
export type PlanPath = Parameters<PlanFormApi["bind"]>[0];

/** A number field's props bound to a place in the form (the invoice editor's: useNumberProps). */
export const useNumberField = (form: PlanFormApi) => useNumberProps<PlanPath>(form);

export type NumberField = ReturnType<typeof useNumberField>;

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
