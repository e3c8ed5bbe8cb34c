import "../i18n-form";
import { Card, Group, Stack, Text } from "@mantine/core";
import type { InvoiceTotals } from "@payflow/contracts/invoice-rules";
import { useTranslation } from "react-i18next";
import { formatXof } from "../../../lib/format";

/** Each cycle's invoice's totals, as computeInvoiceTotals gives them: HT, discount, VAT per rate, TTC. */
export function TotalsSummary({
  totals,
  incomplete = false,
  testId,
}: {
  totals: InvoiceTotals;
  incomplete?: boolean;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const xof = (n: number) => formatXof(n, i18n.language);
  const rows = [
    { key: "ht", label: t("planForm.totalHt"), value: xof(totals.totalHt) },
    ...(totals.discountAmount > 0
      ? [{ key: "discount", label: t("planForm.discountAmount"), value: `− ${xof(totals.discountAmount)}` }]
      : []),
    ...totals.taxes.map((tax) => ({
      key: tax.code,
      label: t("planForm.vat", { rate: tax.rate }),
      value: xof(tax.vat),
    })),
  ];
  return (
    <Card withBorder radius="md" padding="sm" data-testid={testId} role="group" aria-label={t("planForm.totals")}>
      <Stack gap={4}>
        {rows.map((row) => (
          <Group key={row.key} justify="space-between" wrap="nowrap" data-testid={`total-${row.key}`}>
            <Text size="sm">{row.label}</Text>
            <Text size="sm" style={{ whiteSpace: "nowrap" }}>
              {row.value}
            </Text>
          </Group>
        ))}
        <Group justify="space-between" wrap="nowrap" data-testid="total-ttc">
          <Text fw={700}>{t("planForm.totalTtc")}</Text>
          <Text fw={700} style={{ whiteSpace: "nowrap" }}>
            {xof(totals.totalTtc)}
          </Text>
        </Group>
        {incomplete && (
          <Text size="xs" c="dimmed">
            {t("planForm.incomplete")}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
