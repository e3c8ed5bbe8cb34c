import { SimpleGrid, Text } from "@mantine/core";
import type { ReportSummary } from "@payflow/contracts/reports";
import { useTranslation } from "react-i18next";
import { formatXof } from "../../../lib/format";

const KINDS = ["open", "overdue"] as const;

/** What clients owe on issued invoices now (the Invoices screen's own figures), whatever the period. */
export function Receivables({ summary }: { summary: ReportSummary }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="receivables-title">
      <Text fw={600} id="receivables-title">
        {t("reports.receivables.title")}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mt={4}>
        {KINDS.map((kind) => (
          <div key={kind} data-testid={`receivable-${kind}`}>
            <Text size="xs" c="dimmed">
              {t(`reports.receivables.${kind}`, { count: summary.receivables[kind].count })}
            </Text>
            <Text fw={700} size="lg">
              {formatXof(summary.receivables[kind].amount, i18n.language)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t("reports.receivables.definition")}
      </Text>
    </section>
  );
}
