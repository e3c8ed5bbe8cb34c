import "../i18n-form";
import { Button, Group, Text } from "@mantine/core";
import { INVOICE_LIMITS } from "@payflow/contracts/invoice-rules";
import { IconPlus } from "@tabler/icons-react";
import { useCallback, useRef } from "react";
import { useTranslation } from "react-i18next";
import { emptyLine } from "../form-values";
import { type InvoiceFormApi, Section } from "./FormParts";
import { type LineErrors, type LineField, LineRow } from "./LineRow";

const FIELDS: LineField[] = ["description", "quantity", "unit", "unitPrice", "discountPercent", "taxCode"];

/** The invoice's lines (1 to 200), each with its HT as typed; a line is added or removed in place. */
export function LineFields({ form, lineHt }: { form: InvoiceFormApi; lineHt: (number | null)[] }) {
  const { t } = useTranslation();
  const lines = form.values.lines;
  const full = lines.length >= INVOICE_LIMITS.lines;
  const errors = form.errors as Record<string, string | undefined>;
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
    <Section title={t("invoiceForm.linesSection")} testId="invoice-lines">
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
      {form.errors.lines && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert" data-testid="invoice-lines-error">
          {form.errors.lines}
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
    </Section>
  );
}
