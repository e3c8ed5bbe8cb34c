import "../i18n";
import { Card, Group, Stack, Table, Text, Title } from "@mantine/core";
import type { Language } from "@payflow/contracts/constants";
import type { Me } from "@payflow/contracts/profile";
import { IconFileOff } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { EmptyList } from "../../../components/ListStates";
import { QueryStatus } from "../../../components/QueryStatus";
import { useDocumentHead } from "../../../lib/document-head";
import { formatXof } from "../../../lib/format";
import { usePhone } from "../../../lib/use-phone";
import { portalInvoicesQuery } from "../api/list-invoices";
import { usePortalMode } from "../hooks/portal-mode";
import { PortalInvoiceCards } from "./PortalInvoiceCards";
import {
  PortalInvoiceActions,
  PortalInvoiceBadges,
  PortalInvoiceCertification,
  PortalInvoiceDue,
  PortalInvoiceReceipts,
} from "./PortalInvoiceParts";
import { PortalModeBadge } from "./PortalModeNotice";

/**
 * /client-dashboard/invoices: the invoices issued to the client (docs/INVOICES.md), live unless
 * the address asks ?mode=test; each with what remains and the way to pay it, its PDF, and the
 * receipts of its paid parts — the PDFs in the interface's language.
 */
export function ClientInvoicesPage() {
  const { t, i18n } = useTranslation();
  const me = useOutletContext<Me>();
  useDocumentHead(t("pageTitle.section", { section: t("client.invoices.title") }));
  const mode = usePortalMode();
  const lang: Language = i18n.language.startsWith("en") ? "en" : "fr";
  const { data, isPending, error } = useQuery(portalInvoicesQuery(mode, lang));
  const phone = usePhone();
  const timeZone = me.preferences.timeZone;
  const money = (amount: number) => formatXof(amount, i18n.language);
  return (
    <Stack gap="lg">
      <div>
        <Group gap="sm" align="center">
          <Title order={1} size="h2">
            {t("client.invoices.title")}
          </Title>
          <PortalModeBadge mode={mode} />
        </Group>
        <Text c="dimmed">{t("client.invoices.subtitle")}</Text>
      </div>
      {isPending || error ? (
        <QueryStatus isPending={isPending} error={error} />
      ) : data.items.length === 0 ? (
        <EmptyList
          icon={<IconFileOff size={32} aria-hidden />}
          text={t("client.invoices.empty")}
          testId="invoices-empty"
        />
      ) : phone ? (
        <PortalInvoiceCards items={data.items} timeZone={timeZone} />
      ) : (
        <Card withBorder padding={0} radius="md">
          <Table.ScrollContainer minWidth={760}>
            <Table
              striped
              verticalSpacing="sm"
              data-testid="portal-invoices"
              aria-label={t("client.invoices.listLabel")}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("client.invoices.number")}</Table.Th>
                  <Table.Th>{t("client.invoices.business")}</Table.Th>
                  <Table.Th style={{ textAlign: "right" }}>{t("client.invoices.total")}</Table.Th>
                  <Table.Th style={{ textAlign: "right" }}>{t("client.invoices.remaining")}</Table.Th>
                  <Table.Th>{t("client.invoices.dueDate")}</Table.Th>
                  <Table.Th>{t("client.invoices.state")}</Table.Th>
                  <Table.Th>{t("client.invoices.actions")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((invoice) => (
                  <Table.Tr key={invoice.id} data-testid="portal-invoice" data-state={invoice.state}>
                    <Table.Td>
                      <Text size="sm" ff="monospace" fw={600}>
                        {invoice.number}
                      </Text>
                      <PortalInvoiceCertification invoice={invoice} />
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: "anywhere" }}>{invoice.businessName}</Table.Td>
                    <Table.Td style={{ textAlign: "right", whiteSpace: "nowrap" }}>{money(invoice.totalTtc)}</Table.Td>
                    <Table.Td style={{ textAlign: "right", whiteSpace: "nowrap" }}>
                      {money(invoice.amountRemaining)}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>
                      <PortalInvoiceDue invoice={invoice} />
                    </Table.Td>
                    <Table.Td>
                      <PortalInvoiceBadges invoice={invoice} />
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={6}>
                        <PortalInvoiceActions invoice={invoice} />
                        <PortalInvoiceReceipts invoice={invoice} timeZone={timeZone} />
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
    </Stack>
  );
}
