import { Card, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { useFieldForm } from "../../../lib/form";
import { numberInputSeparators } from "../../../lib/format";
import type { LinkFormValues } from "../form-values";

// What the link form's sections share: the form, its number fields, a titled section.

export type LinkFormApi = ReturnType<typeof useFieldForm<LinkFormValues>>;
type NumberField = "amount" | "quantityMax" | "minAmount" | "maxAmount" | "maxPayments";
export type NumberProps = ReturnType<typeof useNumberProps>;

/** A number field's props: a cleared field is "", what was typed stays (the rules refuse it at the field). */
export function useNumberProps(form: LinkFormApi) {
  const { i18n } = useTranslation();
  const separators = numberInputSeparators(i18n.language);
  return (field: NumberField, money = false) => ({
    value: form.values[field],
    onChange: (v: number | string) => form.set(field, typeof v === "number" ? v : ""),
    error: form.errors[field],
    clampBehavior: "none" as const,
    min: 1,
    ...(money ? separators : {}),
  });
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Card>
  );
}
