import "../i18n";
import { Card, Stack, Table, Text, TextInput, VisuallyHidden } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { Me } from "@payflow/contracts/profile";
import type { PortalTransaction } from "@payflow/contracts/transactions";
import { IconReceiptOff, IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { QueryStatus } from "../../../components/QueryStatus";
import { useDocumentHead } from "../../../lib/document-head";
import { formatDateTime, formatXof } from "../../../lib/format";
import { usePhone } from "../../../lib/use-phone";
import { portalTransactionsQuery } from "../api/list-transactions";
import { usePortalMode } from "../hooks/portal-mode";
import { PortalPageHeader, PortalTestModeAlert } from "./PortalModeNotice";
import { PortalTransactionCards } from "./PortalTransactionCards";
import { PortalStatusBadges, PortalTransactionActions, STATUS_COLOR } from "./PortalTransactionParts";
import { ReceiptDialog } from "./ReceiptDialog";

/** /client-dashboard/transactions: the client's own payments, live, with search, receipts and a way to pay. */
export function ClientTransactionsPage() {
  const { t, i18n } = useTranslation();
  const me = useOutletContext<Me>();
  useDocumentHead(t("pageTitle.section", { section: t("client.transactions.title") }));
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 300);
  const mode = usePortalMode();
  const { data, isPending, error } = useQuery(portalTransactionsQuery(debounced, mode));
  const [receipt, setReceipt] = useState<PortalTransaction | null>(null);
  const phone = usePhone();
  const statusLabel = (status: string) =>
    status in STATUS_COLOR ? t(`client.transactions.statuses.${status as "pending"}`) : status;
  return (
    <Stack gap="lg">
      {/* The business paid is the company owning the client record, as the server names it. */}
      <PortalPageHeader
        title={t("client.transactions.title")}
        mode={mode}
        subtitle={data ? t("client.transactions.subtitle", { company: data.company }) : null}
      />
      {mode === "test" && data && <PortalTestModeAlert company={data.company} />}
      <TextInput
        aria-label={t("client.transactions.search")}
        placeholder={t("client.transactions.search")}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={420}
      />
      {isPending || error ? (
        <QueryStatus isPending={isPending} error={error} />
      ) : data.items.length === 0 ? (
        <Card withBorder padding="xl" radius="md" data-testid="transactions-empty">
          <Stack align="center" gap="xs">
            <IconReceiptOff size={32} aria-hidden />
            <Text c="dimmed">{t(debounced.trim() ? "client.transactions.noMatch" : "client.transactions.empty")}</Text>
          </Stack>
        </Card>
      ) : phone ? (
        <PortalTransactionCards
          items={data.items}
          timeZone={me.preferences.timeZone}
          statusLabel={statusLabel}
          onReceipt={setReceipt}
        />
      ) : (
        <Card withBorder padding={0} radius="md">
          <Table.ScrollContainer minWidth={640}>
            <Table striped verticalSpacing="sm" data-testid="portal-transactions">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("client.transactions.id")}</Table.Th>
                  <Table.Th>{t("client.transactions.date")}</Table.Th>
                  <Table.Th>{t("client.transactions.description")}</Table.Th>
                  <Table.Th style={{ textAlign: "right" }}>{t("client.transactions.amount")}</Table.Th>
                  <Table.Th>{t("client.transactions.status")}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t("client.transactions.receipt")}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((tx) => (
                  <Table.Tr key={tx.id} data-testid="portal-transaction" data-status={tx.status}>
                    <Table.Td>
                      <Text size="sm" ff="monospace" title={tx.id}>
                        {tx.code}
                      </Text>
                    </Table.Td>
                    <Table.Td>{formatDateTime(tx.date, i18n.language, me.preferences.timeZone)}</Table.Td>
                    <Table.Td style={{ overflowWrap: "anywhere" }}>{tx.description}</Table.Td>
                    <Table.Td style={{ textAlign: "right", whiteSpace: "nowrap" }}>
                      {formatXof(tx.amount, i18n.language)}
                    </Table.Td>
                    <Table.Td>
                      <PortalStatusBadges tx={tx} statusLabel={statusLabel} />
                    </Table.Td>
                    <Table.Td>
                      <PortalTransactionActions tx={tx} onReceipt={setReceipt} inTable />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      <ReceiptDialog
        transaction={receipt}
        statusLabel={receipt ? statusLabel(receipt.status) : ""}
        company={data?.company ?? ""}
        onClose={() => setReceipt(null)}
      />
    </Stack>
  );
}
