import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import { SimpleGrid, Text } from "@mantine/core";
import { PAYMENT_OPERATOR_NAMES } from "@payflow/contracts/payment-rules";
import type { ReportSummary } from "@payflow/contracts/reports";
import { useTranslation } from "react-i18next";
import { formatXof, formatXofAxis } from "../../../lib/format";

/**
 * Bars lie sideways, the operator's name before each: side by side under the bars, the names
 * ("MTN Mobile Money", "Virement bancaire") overlapped.
 */
const SIDEWAYS = { orientation: "vertical", yAxisProps: { width: 120 }, gridAxis: "x" } as const;

/** Volume and success rate per operator (a lazy chunk with recharts). */
export default function OperatorCharts({ summary }: { summary: ReportSummary }) {
  const { t, i18n } = useTranslation();
  const name = (o: ReportSummary["byOperator"][number]) =>
    o.operator ? PAYMENT_OPERATOR_NAMES[o.operator] : t("reports.noOperator");
  const volume = t("reports.charts.volume");
  const rate = t("reports.charts.rate");
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <div>
        <Text fw={600} mb="xs">
          {t("reports.charts.byOperator")}
        </Text>
        <BarChart
          role="img"
          aria-label={t("reports.charts.byOperator")}
          h={Math.max(160, 40 * summary.byOperator.length + 40)}
          data={summary.byOperator.map((o) => ({ operator: name(o), [volume]: o.totalSucceededAmount }))}
          dataKey="operator"
          series={[{ name: volume, color: "teal.6" }]}
          valueFormatter={(v) => formatXof(v, i18n.language)}
          {...SIDEWAYS}
          xAxisProps={{ tickFormatter: (v: number) => formatXofAxis(v, i18n.language) }}
          withLegend={false}
        />
      </div>
      <div>
        <Text fw={600} mb="xs">
          {t("reports.charts.successRate")}
        </Text>
        <BarChart
          role="img"
          aria-label={t("reports.charts.successRate")}
          h={Math.max(160, 40 * summary.byOperator.length + 40)}
          data={summary.byOperator.map((o) => ({ operator: name(o), [rate]: o.successRate ?? 0 }))}
          dataKey="operator"
          series={[{ name: rate, color: "blue.6" }]}
          valueFormatter={(v) => `${v} %`}
          {...SIDEWAYS}
          xAxisProps={{ domain: [0, 100] }}
          withLegend={false}
        />
      </div>
    </SimpleGrid>
  );
}
