import "../i18n";
import { Card, SimpleGrid, Skeleton, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { QueryStatus } from "../../../components/QueryStatus";
import { formatXof } from "../../../lib/format";
import { useModeKey } from "../../../lib/test-mode";
import { invoiceSummaryQuery } from "../api/invoice-summary";

const FIGURES = ["open", "overdue", "paidThisMonth"] as const;

/** The list's three totals in the current mode: open, overdue, paid this month (a count and an amount each). */
export function SummaryCards() {
  const { t, i18n } = useTranslation();
  const summary = useQuery(invoiceSummaryQuery(useModeKey()));
  if (summary.error) return <QueryStatus isPending={false} error={summary.error} />;
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" role="group" aria-label={t("invoices.summary.label")}>
      {FIGURES.map((key) => {
        const figure = summary.data?.[key];
        return (
          <Card key={key} withBorder radius="md" padding="md" data-testid={`invoice-summary-${key}`}>
            <Text
              size="sm"
              c={key === "overdue" && figure && figure.count > 0 ? "var(--mantine-color-error)" : "dimmed"}
              fw={500}
            >
              {t(`invoices.summary.${key}`)}
            </Text>
            {figure ? (
              <>
                <Text fw={700} size="xl">
                  {formatXof(figure.amount, i18n.language)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t("invoices.summary.count", { count: figure.count })}
                </Text>
              </>
            ) : (
              <Skeleton height={44} mt={4} />
            )}
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
