import "../i18n-form";
import { NumberInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LineFields, type LiveTotals } from "../../invoices";
import type { NumberField, PlanFormApi } from "./FormParts";
import { TotalsSummary } from "./TotalsSummary";

/** Each cycle's invoice: its lines as the invoice editor has them, then the discount and the live totals. */
export function PlanLines({ form, number, live }: { form: PlanFormApi; number: NumberField; live: LiveTotals }) {
  const { t } = useTranslation();
  return (
    <LineFields form={form} lineHt={live.lineHt} testId="plan-lines">
      <NumberInput label={t("planForm.invoiceDiscount")} max={100} maw={260} {...number("discountPercent", 2)} />
      <TotalsSummary totals={live.totals} incomplete={live.incomplete} testId="plan-live-totals" />
    </LineFields>
  );
}
