import "../i18n-form";
import { Button, Group, Text } from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";
import { INVOICE_LIMITS } from "@payflow/contracts/invoice-rules";
import { IconPlus } from "@tabler/icons-react";
import { type ReactNode, useCallback, useRef } from "react";
import { useTranslation } from "react-i18next";
import { emptyLine, type LineValues } from "../line-values";
import { Section } from "./FormParts";
import { type LineErrors, type LineField, LineRow } from "./LineRow";

const FIELDS: LineField[] = ["description", "quantity", "unit", "unitPrice", "discountPercent", "taxCode"];

/** What the lines need of their form: the invoice editor's and a recurring plan's both are one. */
export type LinesForm = {
  values: { lines: LineValues[] };
  errors: Partial<Record<string, string>>;
  set: (field: "lines", lines: LineValues[]) => void;
  bind: (path: `lines.${number}.${LineField}`) => GetInputPropsReturnType;
};

type Props = {
  form: LinesForm;
  lineHt: (number | null)[];
  testId: string;
  /** What follows the lines in their section (a plan's discount and totals). */
  children?: ReactNode;
};

/**
 * An invoice's lines (1 to 200), each with its HT as typed; a line is added or removed in place.
 * A recurring plan's form uses them for each cycle's invoice.
 */
export function LineFields({ form, lineHt, testId, children }: Props) {
  const { t } = useTranslation();
  const lines = form.values.lines;
  const full = lines.length >= INVOICE_LIMITS.lines;
  const errors = form.errors;
  // The rows' callbacks read the form of the latest render, so they never change and a row
  // whose values did not change is not drawn again (LineRow).
  const latest = useRef(form);
  latest.current = form;
  const onChange = useCallback(
    (index: number, field: LineField, value: string | number) =>
      latest.current.bind(`lines.${index}.${field}`).onChange(value),
    [],
  );
  const onRemove = useCallback((index: number) => {
    const current = latest.current;
    current.set(
      "lines",
      current.values.lines.filter((_, i) => i !== index),
    );
  }, []);

  return (
    <Section title={t("invoiceForm.linesSection")} testId={testId}>
      {lines.map((line, i) => (
        <LineRow
          key={line.key}
          index={i}
          line={line}
          errors={Object.fromEntries(FIELDS.map((f) => [f, errors[`lines.${i}.${f}`]])) as LineErrors}
          ht={lineHt[i] ?? null}
          removable={lines.length > 1}
          onChange={onChange}
          onRemove={onRemove}
        />
      ))}
      {/* A refusal of the lines as a whole (none, too many, a total PayFlow cannot collect). */}
      {errors.lines && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert" data-testid="invoice-lines-error">
          {errors.lines}
        </Text>
      )}
      <Group justify="space-between" wrap="wrap">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={full}
          onClick={() => form.set("lines", [...lines, emptyLine()])}
        >
          {t("invoiceForm.addLine")}
        </Button>
        {full && (
          <Text size="sm" c="dimmed">
            {t("invoiceForm.linesMax", { max: INVOICE_LIMITS.lines })}
          </Text>
        )}
      </Group>
      {children}
    </Section>
  );
}
