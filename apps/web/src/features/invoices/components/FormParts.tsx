import { Card, Stack, Title } from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { useFieldForm } from "../../../lib/form";
import { numberInputSeparators } from "../../../lib/format";
import type { InvoiceFormValues } from "../form-values";

// What the invoice editor's sections share — the form, its number fields, a titled section —
// and a recurring plan's form too (each of its cycles is an invoice).

export type InvoiceFormApi = ReturnType<typeof useFieldForm<InvoiceFormValues>>;

/**
 * A number field's props: a cleared field is "", what was typed stays (the rules refuse it at
 * the field); `decimals` is how many it may have (none for an amount of FCFA, which is grouped).
 */
export function numberField(
  field: { value: number | ""; error: ReactNode; onChange: (value: number | "") => void },
  decimals: number,
  language: string,
) {
  const separators = numberInputSeparators(language);
  return {
    value: field.value,
    error: field.error,
    onChange: (v: number | string) => field.onChange(typeof v === "number" ? v : ""),
    clampBehavior: "none" as const,
    min: 0,
    allowNegative: false,
    decimalScale: decimals,
    allowDecimal: decimals > 0,
    ...(decimals === 0 ? separators : { decimalSeparator: separators.decimalSeparator }),
  };
}

/** numberField for a field of a form (the invoice's discount, its minimum part, a plan's days to pay). */
export function useNumberProps<P extends string>(form: { bind: (path: P) => GetInputPropsReturnType }) {
  const { i18n } = useTranslation();
  return (path: P, decimals = 0) => {
    const bound = form.bind(path);
    return { ...bound, ...numberField(bound as Parameters<typeof numberField>[0], decimals, i18n.language) };
  };
}

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
