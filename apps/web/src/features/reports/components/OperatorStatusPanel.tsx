import { Alert, Badge, Card, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import type { OperatorStatus } from "@payflow/contracts/operator-health";
import { PAYMENT_OPERATOR_NAMES } from "@payflow/contracts/payment-rules";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { TableScroll } from "../../../components/TableScroll";
import { useModeKey } from "../../../lib/test-mode";
import { operatorHealthQuery } from "../api/operator-health";

const COLORS: Record<OperatorStatus, string> = { operational: "teal", degraded: "yellow", down: "red" };

const percent = (rate: number | null, language: string) =>
  rate === null ? "—" : new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 0 }).format(rate);
const seconds = (ms: number | null, language: string) =>
  ms === null ? "—" : `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(ms / 1000)} s`;

/**
 * Each operator's status as PayFlow's own traffic shows it (docs/OPERATORS.md, Operator health):
 * the last minutes' success rate, operator errors and time-outs, time to success and what is
 * still waiting.
 */
export function OperatorStatusPanel() {
  const { t, i18n } = useTranslation();
  const health = useQuery(operatorHealthQuery(useModeKey()));
  const language = i18n.language;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="operator-status-title">
      <Title order={2} size="h4" id="operator-status-title">
        {t("home.operators.title")}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t("home.operators.subtitle", { minutes: health.data?.windowMinutes ?? 15 })}
      </Text>
      {health.error ? (
        <Alert color="red" role="alert">
          {t("home.operators.error")}
        </Alert>
      ) : !health.data ? (
        <Stack gap="xs">
          <Skeleton h={28} />
          <Skeleton h={28} />
        </Stack>
      ) : (
        <TableScroll label={t("home.operators.title")} minWidth={560}>
          <Table verticalSpacing="xs" data-testid="operator-status">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("home.operators.operator")}</Table.Th>
                <Table.Th>{t("home.operators.status")}</Table.Th>
                <Table.Th ta="right">{t("home.operators.calls")}</Table.Th>
                <Table.Th ta="right">{t("home.operators.successRate")}</Table.Th>
                <Table.Th ta="right">{t("home.operators.errors")}</Table.Th>
                <Table.Th ta="right">{t("home.operators.timeToSuccess")}</Table.Th>
                <Table.Th ta="right">{t("home.operators.pending")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {health.data.operators.map(({ id, status, collect }) => (
                <Table.Tr key={id} data-operator={id}>
                  <Table.Td>{PAYMENT_OPERATOR_NAMES[id]}</Table.Td>
                  <Table.Td>
                    <Badge color={COLORS[status]} variant="light">
                      {t(`home.operators.states.${status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">{collect.calls}</Table.Td>
                  <Table.Td ta="right">{percent(collect.successRate, language)}</Table.Td>
                  <Table.Td ta="right">{collect.operatorErrors + collect.timeouts}</Table.Td>
                  <Table.Td ta="right">{seconds(collect.timeToFinalP50Ms, language)}</Table.Td>
                  <Table.Td ta="right">{collect.pending}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </Card>
  );
}
