import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import { useTranslation } from "react-i18next";
import { formatXof, formatXofAxis } from "../lib/format";

/** Succeeded volume per day (a lazily loaded chunk: recharts stays out of the first load). */
export default function VolumeChart({ data, label }: { data: { date: string; amount: number }[]; label: string }) {
  const { i18n } = useTranslation();
  const short = (date: string) => date.slice(5).split("-").reverse().join("/");
  // The chart is one picture for assistive technology, named by its label.
  return (
    <div role="img" aria-label={label}>
      <BarChart
        h={220}
        data={data.map((d) => ({ day: short(d.date), [label]: d.amount }))}
        dataKey="day"
        series={[{ name: label, color: "orange.6" }]}
        valueFormatter={(v) => formatXof(v, i18n.language)}
        // Compact amounts on the axis ("20 M"): the full one wrapped or was cut at 375 px.
        yAxisProps={{ tickFormatter: (v: number) => formatXofAxis(v, i18n.language), width: 48 }}
        tickLine="y"
        gridAxis="y"
        withLegend={false}
      />
    </div>
  );
}
