import { List, SimpleGrid, Text } from "@mantine/core";
import type { ReportSummary } from "@payflow/contracts/reports";
import { useTranslation } from "react-i18next";
import { formatXof } from "../../../lib/format";

const MONEY = ["grossVolume", "refunds", "netVolume", "fees"] as const;

/** Gross volume, refunds, net volume and fees, with what each one counts (the server's money.ts). */
export function MoneyFigures({ summary }: { summary: ReportSummary }) {
  const { t, i18n } = useTranslation();
  return (
    <div>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mb="xs">
        {MONEY.map((key) => (
          <div key={key} data-testid={`figure-${key}`}>
            <Text size="xs" c="dimmed">
              {t(`reports.money.${key}`)}
            </Text>
            <Text fw={700} size="lg">
              {formatXof(summary[key], i18n.language)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <List size="xs" c="dimmed" data-testid="money-definitions">
        {MONEY.map((key) => (
          <List.Item key={key}>{t(`reports.definitions.${key}`)}</List.Item>
        ))}
      </List>
    </div>
  );
}
