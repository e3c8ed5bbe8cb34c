import "../i18n-form";
import { ActionIcon, Button, Fieldset, Grid, Group, NativeSelect, NumberInput, Text, TextInput } from "@mantine/core";
import { INVOICE_LIMITS, INVOICE_TAX_CODES, type InvoiceTaxCode } from "@payflow/contracts/invoice-rules";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatXof } from "../../../lib/format";
import { emptyLine } from "../form-values";
import { taxLabel } from "../invoice-view";
import { type InvoiceFormApi, Section, useNumberProps } from "./FormParts";

/** The invoice's lines (1 to 200), each with its HT as typed; a line is added or removed in place. */
export function LineFields({ form, lineHt }: { form: InvoiceFormApi; lineHt: (number | null)[] }) {
  const { t, i18n } = useTranslation();
  const numberProps = useNumberProps(form);
  const lines = form.values.lines;
  const full = lines.length >= INVOICE_LIMITS.lines;
  const taxes = INVOICE_TAX_CODES.map((code) => ({ value: code, label: taxLabel(code, i18n.language) }));
  const remove = (index: number) =>
    form.set(
      "lines",
      lines.filter((_, i) => i !== index),
    );

  return (
    <Section title={t("invoiceForm.linesSection")} testId="invoice-lines">
      {lines.map((line, i) => {
        const ht = lineHt[i];
        return (
          <Fieldset
            key={line.key}
            legend={t("invoiceForm.line", { n: i + 1 })}
            radius="md"
            p="sm"
            data-testid="invoice-line"
          >
            <Grid gap="sm">
              <Grid.Col span={12}>
                <TextInput
                  label={t("invoiceForm.description")}
                  required
                  maxLength={INVOICE_LIMITS.description}
                  {...form.bind(`lines.${i}.description`)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 2 }}>
                <NumberInput
                  label={t("invoiceForm.quantity")}
                  required
                  max={INVOICE_LIMITS.quantityMax}
                  {...numberProps(`lines.${i}.quantity`, 3)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 2 }}>
                <TextInput
                  label={t("invoiceForm.unit")}
                  maxLength={INVOICE_LIMITS.unit}
                  {...form.bind(`lines.${i}.unit`)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <NumberInput label={t("invoiceForm.unitPrice")} required {...numberProps(`lines.${i}.unitPrice`, 0)} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <NumberInput
                  label={t("invoiceForm.discount")}
                  max={100}
                  {...numberProps(`lines.${i}.discountPercent`, 2)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 8 }}>
                <NativeSelect
                  label={t("invoiceForm.taxCode")}
                  data={taxes}
                  {...form.bind(`lines.${i}.taxCode`)}
                  onChange={(e) => form.bind(`lines.${i}.taxCode`).onChange(e.currentTarget.value as InvoiceTaxCode)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <Group justify="space-between" align="flex-end" h="100%" wrap="nowrap">
                  <div>
                    <Text size="sm" c="dimmed">
                      {t("invoiceForm.lineHt")}
                    </Text>
                    <Text fw={600} data-testid="invoice-line-ht">
                      {ht === null || ht === undefined ? "—" : formatXof(ht, i18n.language)}
                    </Text>
                  </div>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    disabled={lines.length === 1}
                    aria-label={t("invoiceForm.removeLine", { n: i + 1 })}
                    onClick={() => remove(i)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Grid.Col>
            </Grid>
          </Fieldset>
        );
      })}
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
