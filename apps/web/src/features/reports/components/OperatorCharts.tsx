import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import { SimpleGrid, Text } from "@mantine/core";
import { PAYMENT_OPERATOR_NAMES } from "@payflow/contracts/payment-rules";
import type { ReportSummary } from "@payflow/contracts/reports";
import { useTranslation } from "react-i18next";
import { formatXof } from "../../../lib/format";

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
          h={220}
          data={summary.byOperator.map((o) => ({ operator: name(o), [volume]: o.totalSucceededAmount }))}
          dataKey="operator"
          series={[{ name: volume, color: "teal.6" }]}
          valueFormatter={(v) => formatXof(v, i18n.language)}
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
          h={220}
          data={summary.byOperator.map((o) => ({ operator: name(o), [rate]: o.successRate ?? 0 }))}
          dataKey="operator"
          series={[{ name: rate, color: "blue.6" }]}
          valueFormatter={(v) => `${v} %`}
          yAxisProps={{ domain: [0, 100] }}
          withLegend={false}
        />
      </div>
    </SimpleGrid>
  );
}
