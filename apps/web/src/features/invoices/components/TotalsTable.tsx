import "../i18n";
import { Table, Text } from "@mantine/core";
import type { InvoiceTotals } from "@payflow/contracts/invoice-rules";
import { useTranslation } from "react-i18next";
import { formatXof } from "../../../lib/format";
import { formatDecimal, taxLabel } from "../invoice-view";

type Totals = Omit<InvoiceTotals, "lines"> & { discountPercent: number };

/**
 * An invoice's totals in the tax office's order (docs/INVOICES.md § The calculation order): total
 * HT, the invoice's discount, HT after it, the VAT of each rate on its base, TTC. The editor shows
 * them live (computeInvoiceTotals), the detail as the server stored them: the same figures.
 */
export function TotalsTable({ totals, testId }: { totals: Totals; testId: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const money = (n: number) => formatXof(n, lang);
  const rows: { key: string; label: string; value: string; strong?: boolean }[] = [
    { key: "ht", label: t("invoiceTotals.totalHt"), value: money(totals.totalHt) },
    ...(totals.discountAmount > 0
      ? [
          {
            key: "discount",
            label: t("invoiceTotals.discount", { percent: formatDecimal(totals.discountPercent, lang) }),
            value: `− ${money(totals.discountAmount)}`,
          },
          { key: "discounted-ht", label: t("invoiceTotals.discountedHt"), value: money(totals.discountedHt) },
        ]
      : []),
    ...totals.taxes.map((tax) => ({
      key: `vat-${tax.code}`,
      label: t("invoiceTotals.vat", { label: taxLabel(tax.code, lang), base: money(tax.base) }),
      value: money(tax.vat),
    })),
    { key: "vat", label: t("invoiceTotals.totalVat"), value: money(totals.totalVat) },
    { key: "ttc", label: t("invoiceTotals.totalTtc"), value: money(totals.totalTtc), strong: true },
  ];
  return (
    <Table withRowBorders={false} verticalSpacing={4} aria-label={t("invoiceTotals.label")} data-testid={testId}>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key} data-testid={`total-${row.key}`}>
            <Table.Th scope="row" fw={row.strong ? 700 : 400}>
              <Text size="sm" fw={row.strong ? 700 : 400} style={{ overflowWrap: "anywhere" }}>
                {row.label}
              </Text>
            </Table.Th>
            <Table.Td style={{ textAlign: "right", whiteSpace: "nowrap" }}>
              <Text size={row.strong ? "lg" : "sm"} fw={row.strong ? 700 : 400}>
                {row.value}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
