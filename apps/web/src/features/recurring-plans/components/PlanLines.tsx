import "../i18n-form";
import { ActionIcon, Button, Fieldset, Grid, Group, NativeSelect, NumberInput, Text, TextInput } from "@mantine/core";
import { INVOICE_LIMITS, INVOICE_TAX_CODES, INVOICE_TAXES } from "@payflow/contracts/invoice-rules";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatXof } from "../../../lib/format";
import { emptyLine, type LiveTotals } from "../form-values";
import { type NumberField, type PlanFormApi, Section } from "./FormParts";
import { TotalsSummary } from "./TotalsSummary";

/** Each cycle's invoice: its lines (1 to 200), each with its HT as typed, the discount and the live totals. */
export function PlanLines({ form, number, live }: { form: PlanFormApi; number: NumberField; live: LiveTotals }) {
  const { t } = useTranslation();
  const lines = form.values.lines;
  const full = lines.length >= INVOICE_LIMITS.lines;
  const linesError = (form.errors as Record<string, string | undefined>).lines;
  return (
    <Section title={t("planForm.linesSection")} testId="plan-lines">
      {lines.map((line, i) => (
        <LineFields
          key={line.key}
          form={form}
          number={number}
          index={i}
          ht={live.lineHt[i] ?? null}
          removable={lines.length > 1}
        />
      ))}
      {/* A refusal of the lines as a whole (none, too many, a total PayFlow cannot collect). */}
      {linesError && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert" data-testid="plan-lines-error">
          {linesError}
        </Text>
      )}
      <Group justify="space-between" wrap="wrap">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={full}
          onClick={() => form.set("lines", [...lines, emptyLine()])}
        >
          {t("planForm.addLine")}
        </Button>
      </Group>
      <NumberInput label={t("planForm.invoiceDiscount")} max={100} maw={260} {...number("discountPercent", 2)} />
      <TotalsSummary totals={live.totals} incomplete={live.incomplete} testId="plan-live-totals" />
    </Section>
  );
}

type LineProps = { form: PlanFormApi; number: NumberField; index: number; ht: number | null; removable: boolean };

function LineFields({ form, number, index, ht, removable }: LineProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith("en") ? "en" : "fr";
  const at = <F extends string>(field: F) => `lines.${index}.${field}` as const;
  return (
    <Fieldset legend={t("planForm.line", { n: index + 1 })} radius="md" p="sm" data-testid="plan-line">
      <Grid gap="sm">
        <Grid.Col span={12}>
          <TextInput
            label={t("planForm.description")}
            required
            maxLength={INVOICE_LIMITS.description}
            {...form.bind(at("description"))}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <NumberInput
            label={t("planForm.quantity")}
            required
            max={INVOICE_LIMITS.quantityMax}
            {...number(at("quantity"), 3)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 5 }}>
          <NumberInput label={t("planForm.unitPrice")} required {...number(at("unitPrice"), 0, true)} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <NumberInput label={t("planForm.discount")} max={100} {...number(at("discountPercent"), 2)} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <NativeSelect
            label={t("planForm.taxCode")}
            data={INVOICE_TAX_CODES.map((code) => ({ value: code, label: INVOICE_TAXES[code].labels[lang] }))}
            {...form.bind(at("taxCode"))}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Group justify="space-between" align="flex-end" h="100%" wrap="nowrap">
            <div>
              <Text size="sm" c="dimmed">
                {t("planForm.lineHt")}
              </Text>
              <Text fw={600} data-testid="plan-line-ht">
                {ht === null ? "—" : formatXof(ht, i18n.language)}
              </Text>
            </div>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              disabled={!removable}
              aria-label={t("planForm.removeLine", { n: index + 1 })}
              onClick={() =>
                form.set(
                  "lines",
                  form.values.lines.filter((_, i) => i !== index),
                )
              }
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Grid.Col>
      </Grid>
    </Fieldset>
  );
}
