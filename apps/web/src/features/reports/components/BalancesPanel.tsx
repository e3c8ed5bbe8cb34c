import { Alert, Card, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { PAYMENT_OPERATOR_NAMES } from "@payflow/contracts/payment-rules";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { TableScroll } from "../../../components/TableScroll";
import { formatXof } from "../../../lib/format";
import { useModeKey } from "../../../lib/test-mode";
import { balancesQuery } from "../api/balances";
import { BalanceChecks } from "./BalanceChecks";

/**
 * What the business holds, per operator account and in total (docs/LEDGER.md § Balances):
 * available (settled, the business's to pay out) and pending (collected, not yet settled), as
 * the books keep them — the figures GET /v1/balance answers.
 */
export function BalancesPanel() {
  const { t, i18n } = useTranslation();
  const balances = useQuery(balancesQuery(useModeKey()));
  const xof = (amount: number) => formatXof(amount, i18n.language);
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="balances-title">
      <Title order={2} size="h4" id="balances-title">
        {t("home.balances.title")}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t("home.balances.subtitle")}
      </Text>
      {balances.error ? (
        <Alert color="red" role="alert">
          {t("home.balances.error")}
        </Alert>
      ) : !balances.data ? (
        <Stack gap="xs">
          <Skeleton h={28} />
          <Skeleton h={28} />
        </Stack>
      ) : (
        <TableScroll label={t("home.balances.title")} minWidth={420}>
          <Table verticalSpacing="xs" data-testid="balances">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("home.balances.account")}</Table.Th>
                <Table.Th ta="right">{t("home.balances.available")}</Table.Th>
                <Table.Th ta="right">{t("home.balances.pending")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {balances.data.operators.map(({ operator, available, pending }) => (
                <Table.Tr key={operator} data-operator={operator}>
                  <Table.Td>{PAYMENT_OPERATOR_NAMES[operator]}</Table.Td>
                  <Table.Td ta="right">{xof(available)}</Table.Td>
                  <Table.Td ta="right">{xof(pending)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr data-operator="total">
                <Table.Th scope="row">{t("home.balances.total")}</Table.Th>
                <Table.Th ta="right">{xof(balances.data.available)}</Table.Th>
                <Table.Th ta="right">{xof(balances.data.pending)}</Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </TableScroll>
      )}
      <BalanceChecks />
    </Card>
  );
}
