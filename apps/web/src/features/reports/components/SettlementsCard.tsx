import { Badge, Button, Card, Group, Stack, Table, Text, Title } from "@mantine/core";
import { hasCapability } from "@payflow/contracts/capabilities";
import type { LedgerPeriodQuery } from "@payflow/contracts/ledger";
import { API } from "@payflow/contracts/paths";
import { PAYMENT_OPERATOR_NAMES } from "@payflow/contracts/payment-rules";
import type { Me } from "@payflow/contracts/profile";
import { IconDownload } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { QueryStatus } from "../../../components/QueryStatus";
import { TableScroll } from "../../../components/TableScroll";
import { formatDay, formatXof } from "../../../lib/format";
import { useModeKey } from "../../../lib/test-mode";
import { toast } from "../../../lib/toast";
import { downloadLedgerFile, saveSettlementsJson, settlementsQuery } from "../api/ledger-reports";
import { PeriodFields, usePeriod } from "./PeriodFields";

/**
 * The settlement report (docs/LEDGER.md § Settlement report): per day and operator account, what
 * the books posted — gross, refunds, fees, net — and when that money is expected to be available;
 * as CSV or JSON for those who generate reports.
 */
export function SettlementsCard() {
  const { t, i18n } = useTranslation();
  const me = useOutletContext<Me>();
  const dates = usePeriod(30);
  const { from, to } = dates;
  const [period, setPeriod] = useState<LedgerPeriodQuery | null>(null);
  const report = useQuery(settlementsQuery(useModeKey(), period));
  const xof = (amount: number) => formatXof(amount, i18n.language);
  const done = (name: string) => toast.show({ color: "teal", title: t("reports.downloaded"), message: name });
  const failed = () => toast.show({ color: "red", title: t("errors.title"), message: t("reports.failed") });
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="settlements-title">
      <Title order={2} size="h4" id="settlements-title">
        {t("reports.settlements.title")}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t("reports.settlements.text")}
      </Text>
      <Group align="flex-end" gap="xs" mb="md">
        <PeriodFields period={dates} />
        <Button
          disabled={!from || !to}
          onClick={() => setPeriod({ from, to, tz: me.preferences.timeZone })}
          aria-label={`${t("reports.generate")} — ${t("reports.settlements.title")}`}
        >
          {t("reports.generate")}
        </Button>
      </Group>
      {period && (report.isPending || report.error) ? (
        <QueryStatus isPending={report.isPending} error={report.error} errorTitle={t("reports.failed")} />
      ) : report.data ? (
        <Stack gap="sm">
          {hasCapability(me.capabilities, "generateReports") && (
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={() => done(saveSettlementsJson(report.data))}
              >
                {t("reports.downloadJson")}
              </Button>
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={() =>
                  void downloadLedgerFile(API.settlementsCsv, period as LedgerPeriodQuery, "payflow-settlements.csv")
                    .then(done)
                    .catch(failed)
                }
              >
                {t("reports.downloadCsv")}
              </Button>
            </Group>
          )}
          {report.data.days.length === 0 ? (
            <Text c="dimmed">{t("reports.settlements.empty")}</Text>
          ) : (
            <TableScroll label={t("reports.settlements.title")} minWidth={760}>
              <Table verticalSpacing="xs" data-testid="settlements">
                <Table.Thead>
                  <Table.Tr>
                    {(["day", "account", "payments", "gross", "refunds", "fees", "net", "settlement"] as const).map(
                      (key, i) => (
                        <Table.Th key={key} ta={i >= 2 && i <= 6 ? "right" : undefined}>
                          {t(`reports.settlements.columns.${key}`)}
                        </Table.Th>
                      ),
                    )}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {report.data.days.map((d) => (
                    <Table.Tr key={`${d.day}-${d.operator}`} data-day={d.day} data-operator={d.operator}>
                      <Table.Td>{formatDay(d.day, i18n.language)}</Table.Td>
                      <Table.Td>{PAYMENT_OPERATOR_NAMES[d.operator]}</Table.Td>
                      <Table.Td ta="right">{d.payments}</Table.Td>
                      <Table.Td ta="right">{xof(d.gross)}</Table.Td>
                      <Table.Td ta="right">{xof(d.refunds)}</Table.Td>
                      <Table.Td ta="right">{xof(d.fees)}</Table.Td>
                      <Table.Td ta="right">{xof(d.net)}</Table.Td>
                      <Table.Td>
                        {d.expectedSettlement ? formatDay(d.expectedSettlement, i18n.language) : "—"}{" "}
                        <Badge size="xs" variant="light" color={d.settled ? "teal" : "gray"}>
                          {t(d.settled ? "reports.settlements.settled" : "reports.settlements.toCome")}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
                <Table.Tfoot>
                  <Table.Tr data-day="total">
                    <Table.Th scope="row" colSpan={3}>
                      {t("reports.settlements.total")}
                    </Table.Th>
                    <Table.Th ta="right">{xof(report.data.totals.gross)}</Table.Th>
                    <Table.Th ta="right">{xof(report.data.totals.refunds)}</Table.Th>
                    <Table.Th ta="right">{xof(report.data.totals.fees)}</Table.Th>
                    <Table.Th ta="right">{xof(report.data.totals.net)}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Tfoot>
              </Table>
            </TableScroll>
          )}
        </Stack>
      ) : null}
    </Card>
  );
}
