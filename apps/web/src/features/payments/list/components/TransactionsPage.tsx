import "../i18n";
import { Anchor, Badge, Button, Card, Group, Stack, Table } from "@mantine/core";
import { hasCapability } from "@payflow/contracts/capabilities";
import { PAYMENT_OPERATOR_NAMES, type PaymentOperator } from "@payflow/contracts/payment-rules";
import type { Me } from "@payflow/contracts/profile";
import { IconFileImport, IconReceiptOff } from "@tabler/icons-react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useOutletContext, useSearchParams } from "react-router";
import { EmptyList, LoadMore } from "../../../../components/ListStates";
import { QueryStatus } from "../../../../components/QueryStatus";
import { CapabilityScreen } from "../../../../components/RequireCapability";
import { ScreenHeader } from "../../../../components/ScreenHeader";
import { formatDateTime, formatXof } from "../../../../lib/format";
import { useModeKey } from "../../../../lib/test-mode";
import { usePhone } from "../../../../lib/use-phone";
import { paymentsQuery } from "../../api/list-payments";
import { apiQuery, type Filters, readFilters, writeFilters } from "../filters";
import { methodOf, STATUS_COLOR } from "../status";
import { ExportButton } from "./ExportButton";
import { FilterBar } from "./FilterBar";
import { StatementImportDialog } from "./StatementImportDialog";
import { TransactionCards } from "./TransactionCards";
import { TransactionDrawer } from "./TransactionDrawer";

/** /dashboard/transactions (viewTransactions): search, filters in the URL, keyset pages, a detail drawer. */
export function TransactionsPage() {
  const { t } = useTranslation();
  return (
    <CapabilityScreen section={t("transactions.title")} capability="viewTransactions">
      <Screen />
    </CapabilityScreen>
  );
}

function Screen() {
  const { t, i18n } = useTranslation();
  const me = useOutletContext<Me>();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const opened = params.get("payment");
  const query = apiQuery(filters, me.preferences.timeZone);
  const list = useInfiniteQuery(paymentsQuery(useModeKey(), query));
  const [importing, setImporting] = useState(false);
  const filtered = Object.values(filters).some(Boolean);
  const phone = usePhone();

  const setFilters = (next: Filters) => {
    const p = writeFilters(next);
    if (opened) p.set("payment", opened);
    setParams(p, { replace: true });
  };
  const open = (id: string | null) => {
    const p = writeFilters(filters);
    if (id) p.set("payment", id);
    setParams(p);
  };
  const rows = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="lg">
      <ScreenHeader title={t("transactions.title")} subtitle={t("transactions.subtitle")}>
        <Group gap="xs">
          {hasCapability(me.capabilities, "manageClients") && (
            <Button
              variant="default"
              leftSection={<IconFileImport size={16} aria-hidden />}
              onClick={() => setImporting(true)}
            >
              {t("transactions.importStatement")}
            </Button>
          )}
          {hasCapability(me.capabilities, "exportTransactions") && <ExportButton query={query} />}
        </Group>
      </ScreenHeader>
      <FilterBar filters={filters} onChange={setFilters} />
      {list.isPending || list.error ? (
        <QueryStatus isPending={list.isPending} error={list.error} />
      ) : rows.length === 0 ? (
        <EmptyList
          icon={<IconReceiptOff size={32} aria-hidden />}
          text={t(filtered ? "transactions.noMatch" : "transactions.empty")}
          testId="transactions-empty"
        />
      ) : phone ? (
        <TransactionCards rows={rows} timeZone={me.preferences.timeZone} onOpen={open} />
      ) : (
        <Card withBorder padding={0} radius="md">
          <Table.ScrollContainer minWidth={860}>
            <Table striped highlightOnHover verticalSpacing="sm" data-testid="transactions-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("transactions.columns.id")}</Table.Th>
                  <Table.Th>{t("transactions.columns.date")}</Table.Th>
                  <Table.Th>{t("transactions.columns.client")}</Table.Th>
                  <Table.Th style={{ textAlign: "right" }}>{t("transactions.columns.amount")}</Table.Th>
                  <Table.Th>{t("transactions.columns.status")}</Table.Th>
                  <Table.Th>{t("transactions.columns.method")}</Table.Th>
                  <Table.Th>{t("transactions.columns.operator")}</Table.Th>
                  <Table.Th>{t("transactions.columns.reference")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((p) => (
                  <Table.Tr key={p.id} data-testid="transaction-row" data-id={p.id} data-status={p.status}>
                    <Table.Td>
                      <Anchor
                        component="button"
                        type="button"
                        ff="monospace"
                        size="sm"
                        aria-label={t("transactions.open", { code: p.code })}
                        onClick={() => open(p.id)}
                      >
                        {p.code}
                      </Anchor>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>
                      {formatDateTime(p.createdAt, i18n.language, me.preferences.timeZone)}
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: "anywhere" }}>{p.client?.name ?? "—"}</Table.Td>
                    <Table.Td style={{ textAlign: "right", whiteSpace: "nowrap" }}>
                      {formatXof(p.amount, i18n.language)}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={STATUS_COLOR[p.status]}>
                        {t(`transactions.statuses.${p.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{t(`transactions.methods.${methodOf(p)}`)}</Table.Td>
                    <Table.Td>{p.operator ? PAYMENT_OPERATOR_NAMES[p.operator as PaymentOperator] : "—"}</Table.Td>
                    <Table.Td style={{ overflowWrap: "anywhere" }}>{p.reference ?? "—"}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      <LoadMore list={list} label={t("transactions.loadMore")} />
      <TransactionDrawer id={opened} onClose={() => open(null)} />
      <StatementImportDialog opened={importing} onClose={() => setImporting(false)} />
    </Stack>
  );
}
