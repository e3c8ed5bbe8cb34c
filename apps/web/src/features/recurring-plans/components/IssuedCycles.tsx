import "../i18n";
import { Anchor, Badge, Card, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import type { Me } from "@payflow/contracts/profile";
import type { RecurringCycle } from "@payflow/contracts/recurring-plans";
import { useTranslation } from "react-i18next";
import { Link, useOutletContext } from "react-router";
import { EmptyList } from "../../../components/ListStates";
import { TableScroll } from "../../../components/TableScroll";
import { formatDateTime, formatDay, formatXof } from "../../../lib/format";
import { usePhone } from "../../../lib/use-phone";
import { INVOICE_STATE_COLOR } from "../plan-view";

// The invoices the plan issued, one per cycle, newest last as the server lists them: a table on
// wide screens, cards on a phone. Each links to its invoice's page.

function InvoiceLink({ cycle }: { cycle: RecurringCycle }) {
  const { t } = useTranslation();
  const number = cycle.number ?? cycle.invoiceId;
  return (
    <Anchor
      component={Link}
      to={`/dashboard/invoices/${encodeURIComponent(cycle.invoiceId)}`}
      size="sm"
      ff="monospace"
      aria-label={t("recurringPlans.detail.openInvoice", { number })}
    >
      {number}
    </Anchor>
  );
}

function StateBadge({ cycle }: { cycle: RecurringCycle }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={INVOICE_STATE_COLOR[cycle.state]} style={{ flexShrink: 0 }}>
      {t(`recurringPlans.invoiceStates.${cycle.state}`)}
    </Badge>
  );
}

export function IssuedCycles({ issued }: { issued: RecurringCycle[] }) {
  const { t, i18n } = useTranslation();
  const me = useOutletContext<Me>();
  const phone = usePhone();
  const lang = i18n.language;
  const sent = (c: RecurringCycle) =>
    c.sentAt ? formatDateTime(c.sentAt, lang, me.preferences.timeZone) : t("recurringPlans.detail.notSent");
  const c = "recurringPlans.detail.issuedColumns";
  return (
    <Stack gap="sm" component="section">
      <Title order={2} size="h4">
        {t("recurringPlans.detail.issued")}
      </Title>
      {issued.length === 0 ? (
        <EmptyList text={t("recurringPlans.detail.noIssued")} testId="plan-issued-empty" />
      ) : phone ? (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: "none" }} data-testid="plan-issued">
          {issued.map((cycle) => (
            <Paper component="li" key={cycle.invoiceId} withBorder radius="md" p="sm" data-testid="plan-cycle-row">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <InvoiceLink cycle={cycle} />
                <StateBadge cycle={cycle} />
              </Group>
              <Text size="sm">
                {formatDay(cycle.date, lang)} · {formatXof(cycle.totalTtc, lang)}
              </Text>
              <Text size="sm" c="dimmed">
                {sent(cycle)}
              </Text>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Card withBorder padding={0} radius="md">
          <TableScroll label={t("recurringPlans.detail.issuedLabel")} minWidth={640}>
            <Table striped verticalSpacing="sm" data-testid="plan-issued">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t(`${c}.date`)}</Table.Th>
                  <Table.Th>{t(`${c}.number`)}</Table.Th>
                  <Table.Th>{t(`${c}.state`)}</Table.Th>
                  <Table.Th style={{ textAlign: "right" }}>{t(`${c}.total`)}</Table.Th>
                  <Table.Th>{t(`${c}.sent`)}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {issued.map((cycle) => (
                  <Table.Tr key={cycle.invoiceId} data-testid="plan-cycle-row">
                    <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDay(cycle.date, lang)}</Table.Td>
                    <Table.Td>
                      <InvoiceLink cycle={cycle} />
                    </Table.Td>
                    <Table.Td>
                      <StateBadge cycle={cycle} />
                    </Table.Td>
                    <Table.Td style={{ textAlign: "right", whiteSpace: "nowrap" }}>
                      {formatXof(cycle.totalTtc, lang)}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>{sent(cycle)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        </Card>
      )}
    </Stack>
  );
}
