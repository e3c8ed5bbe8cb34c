import "../i18n-form";
import { ActionIcon, Fieldset, Grid, Group, NativeSelect, NumberInput, Text, TextInput } from "@mantine/core";
import { INVOICE_LIMITS, INVOICE_TAX_CODES, type InvoiceTaxCode } from "@payflow/contracts/invoice-rules";
import { IconTrash } from "@tabler/icons-react";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { formatXof } from "../../../lib/format";
import type { LineValues } from "../form-values";
import { taxLabel } from "../invoice-view";
import { numberField } from "./FormParts";

export type LineField = Exclude<keyof LineValues, "key">;
export type LineErrors = Partial<Record<LineField, string>>;

type Props = {
  index: number;
  line: LineValues;
  errors: LineErrors;
  /** The line's HT as typed, or null while it is being typed. */
  ht: number | null;
  removable: boolean;
  /** Stable across renders: the row is drawn again only when its own values change. */
  onChange: (index: number, field: LineField, value: string | number) => void;
  onRemove: (index: number) => void;
};

const same = (a: Props, b: Props) =>
  a.index === b.index &&
  a.ht === b.ht &&
  a.removable === b.removable &&
  (Object.keys(a.line) as (keyof LineValues)[]).every((k) => a.line[k] === b.line[k]) &&
  (["description", "quantity", "unit", "unitPrice", "discountPercent", "taxCode"] as const).every(
    (k) => a.errors[k] === b.errors[k],
  );

/**
 * One line of the editor: description, quantity, unit, unit price, discount, tax, its HT. Memoised
 * (an invoice has up to 200 lines): typing in one line draws that line and the totals, not the others.
 */
export const LineRow = memo(function LineRow({ index, line, errors, ht, removable, onChange, onRemove }: Props) {
  const { t, i18n } = useTranslation();
  const text = (field: "description" | "unit") => ({
    value: line[field],
    error: errors[field],
    onChange: (e: { currentTarget: { value: string } }) => onChange(index, field, e.currentTarget.value),
  });
  const number = (field: "quantity" | "unitPrice" | "discountPercent", decimals: number) =>
    numberField(
      { value: line[field], error: errors[field], onChange: (v) => onChange(index, field, v) },
      decimals,
      i18n.language,
    );
  return (
    <Fieldset legend={t("invoiceForm.line", { n: index + 1 })} radius="md" p="sm" data-testid="invoice-line">
      <Grid gap="sm">
        <Grid.Col span={12}>
          <TextInput
            label={t("invoiceForm.description")}
            required
            maxLength={INVOICE_LIMITS.description}
            {...text("description")}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 2 }}>
          <NumberInput
            label={t("invoiceForm.quantity")}
            required
            max={INVOICE_LIMITS.quantityMax}
            {...number("quantity", 3)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 2 }}>
          <TextInput label={t("invoiceForm.unit")} maxLength={INVOICE_LIMITS.unit} {...text("unit")} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <NumberInput label={t("invoiceForm.unitPrice")} required {...number("unitPrice", 0)} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <NumberInput label={t("invoiceForm.discount")} max={100} {...number("discountPercent", 2)} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <NativeSelect
            label={t("invoiceForm.taxCode")}
            data={INVOICE_TAX_CODES.map((code) => ({ value: code, label: taxLabel(code, i18n.language) }))}
            value={line.taxCode}
            error={errors.taxCode}
            onChange={(e) => onChange(index, "taxCode", e.currentTarget.value as InvoiceTaxCode)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Group justify="space-between" align="flex-end" h="100%" wrap="nowrap">
            <div>
              <Text size="sm" c="dimmed">
                {t("invoiceForm.lineHt")}
              </Text>
              <Text fw={600} data-testid="invoice-line-ht">
                {ht === null ? "—" : formatXof(ht, i18n.language)}
              </Text>
            </div>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              disabled={!removable}
              aria-label={t("invoiceForm.removeLine", { n: index + 1 })}
              onClick={() => onRemove(index)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Grid.Col>
      </Grid>
    </Fieldset>
  );
}, same);
