import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { hasCapability } from "@payflow/contracts/capabilities";
import type { Me } from "@payflow/contracts/profile";
import type { ReportRequest, ReportSummary } from "@payflow/contracts/reports";
import { IconDownload } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { QueryStatus } from "../../../components/QueryStatus";
import { formatDateTime, formatDay, formatXof } from "../../../lib/format";
import { useModeKey } from "../../../lib/test-mode";
import { toast } from "../../../lib/toast";
import { downloadReport } from "../api/download-report";
import { reportQuery } from "../api/report";
import { CustomersTable } from "./CustomersTable";
import { MoneyFigures } from "./MoneyFigures";
import { OperatorTable } from "./OperatorTable";
import { Receivables } from "./Receivables";

const VolumeChart = lazy(() => import("../../../components/VolumeChart"));
const OperatorCharts = lazy(() => import("./OperatorCharts"));

const FIGURES = [
  ["totalTransactions", false],
  ["totalAmount", true],
  ["succeededTransactions", false],
  ["pendingTransactions", false],
  ["failedTransactions", false],
  ["totalSucceededAmount", true],
] as const;

/** A generated report: the summary's figures (docs/PRODUCT.md §3), charts, best customers and the downloads. */
export function ReportView({ request }: { request: ReportRequest }) {
  const { t, i18n } = useTranslation();
  const me = useOutletContext<Me>();
  const { data, isPending, error } = useQuery(reportQuery(useModeKey(), request));
  if (isPending || error) return <QueryStatus isPending={isPending} error={error} errorTitle={t("reports.failed")} />;
  const title =
    request.reportType === "custom" ? t("reports.custom.title") : t(`reports.cards.${request.reportType}.title`);
  const type = request.reportType;
  const daily = Object.entries(data.dailySales).map(([date, amount]) => ({ date, amount }));
  const download = (format: "json" | "csv") =>
    downloadReport(request, format)
      .then((name) => toast.show({ color: "teal", title: t("reports.downloaded"), message: name }))
      .catch(() => toast.show({ color: "red", title: t("errors.title"), message: t("reports.failed") }));
  return (
    <Card withBorder padding="lg" radius="md" data-testid="report">
      <Group justify="space-between" align="flex-start" mb="md">
        <div>
          <Title order={2} size="h3">
            {t("reports.result", {
              title,
              from: formatDay(data.filters.from, i18n.language),
              to: formatDay(data.filters.to, i18n.language),
            })}
          </Title>
          <Group gap="xs">
            <Text size="xs" c="dimmed">
              {t("reports.generatedAt", {
                time: formatDateTime(data.generatedAt, i18n.language, me.preferences.timeZone),
              })}
            </Text>
            {data.isTestMode && (
              <Badge size="xs" variant="light" color="orange">
                {t("reports.testData")}
              </Badge>
            )}
          </Group>
        </div>
        {hasCapability(me.capabilities, "generateReports") && (
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => void download("json")}
            >
              {t("reports.downloadJson")}
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => void download("csv")}
            >
              {t("reports.downloadCsv")}
            </Button>
          </Group>
        )}
      </Group>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
          {FIGURES.map(([key, money]) => (
            <div key={key} data-testid={`figure-${key}`}>
              <Text size="xs" c="dimmed">
                {t(`reports.figures.${key}`)}
              </Text>
              <Text fw={700} size="lg">
                {money ? formatXof(data[key], i18n.language) : data[key]}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <MoneyFigures summary={data} />
        <Receivables summary={data} />
        {data.totalTransactions === 0 ? (
          <Text c="dimmed">{t("reports.empty")}</Text>
        ) : (
          <Suspense fallback={<Skeleton h={220} />}>
            {/* Each type shows what its name says; custom keeps the overview. */}
            {(type === "transactions" || type === "custom") && (
              <>
                <Text fw={600}>{t("reports.charts.daily")}</Text>
                <VolumeChart data={daily} label={t("reports.charts.volume")} />
              </>
            )}
            {type === "transactions" && (
              <Text size="sm" c="dimmed">
                {t("reports.rowsInCsv")}
              </Text>
            )}
            {(type === "payments" || type === "custom") && <OperatorCharts summary={data} />}
            {type === "payments" && <OperatorTable summary={data} />}
          </Suspense>
        )}
        {type === "customers" && <CustomersTable summary={data} />}
        {(type === "customers" || type === "custom") && <Clients summary={data} withTop={type === "custom"} />}
      </Stack>
    </Card>
  );
}

function Clients({ summary, withTop }: { summary: ReportSummary; withTop: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <div>
      <Group gap="lg" mb="xs">
        <Text size="sm" data-testid="figure-newClients">
          {t("reports.figures.newClients")} : <b>{summary.clients.newClients}</b>
        </Text>
        <Text size="sm" data-testid="figure-payingClients">
          {t("reports.figures.payingClients")} : <b>{summary.clients.payingClients}</b>
        </Text>
      </Group>
      {!withTop ? null : summary.clients.top.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("reports.noClients")}
        </Text>
      ) : (
        <Table striped data-testid="top-clients" aria-label={t("reports.topClients")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("reports.client")}</Table.Th>
              <Table.Th style={{ textAlign: "right" }}>{t("reports.payments")}</Table.Th>
              <Table.Th style={{ textAlign: "right" }}>{t("reports.amount")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {summary.clients.top.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>{c.name}</Table.Td>
                <Table.Td style={{ textAlign: "right" }}>{c.count}</Table.Td>
                <Table.Td style={{ textAlign: "right" }}>{formatXof(c.amount, i18n.language)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </div>
  );
}
