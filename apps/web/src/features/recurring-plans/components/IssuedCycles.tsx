import "../i18n";
import { Anchor, Badge, Group, Stack, Text, Title } from "@mantine/core";
import type { Me } from "@payflow/contracts/profile";
import type { RecurringCycle } from "@payflow/contracts/recurring-plans";
import { useTranslation } from "react-i18next";
import { Link, useOutletContext } from "react-router";
import { EmptyList } from "../../../components/ListStates";
import { formatDateTime, formatDay, formatXof } from "../../../lib/format";
import { usePhone } from "../../../lib/use-phone";
import { INVOICE_STATE_COLOR } from "../plan-view";
import { type Column, DataTable, RowCards } from "./DataTable";

// The invoices the plan issued, one per cycle, as the server lists them; each opens its invoice.

function InvoiceLink({ cycle }: { cycle: RecurringCycle }) {
  const { t } = useTranslation();
  const number = cycle.number ?? cycle.invoiceId;
  const label = t("recurringPlans.detail.openInvoice", { number });
  const to = `/dashboard/invoices/${encodeURIComponent(cycle.invoiceId)}`;
  return (
    <Anchor component={Link} to={to} size="sm" ff="monospace" aria-label={label}>
      {number}
    </Anchor>
  );
}

function StateBadge({ cycle }: { cycle: RecurringCycle }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={INVOICE_STATE_COLOR[cycle.state]}>
      {t(`recurringPlans.invoiceStates.${cycle.state}`)}
    </Badge>
  );
}

const rowProps = {
  rowKey: (cycle: RecurringCycle) => cycle.invoiceId,
  hooks: () => ({ "data-testid": "plan-cycle-row" }),
  testId: "plan-issued",
};

export function IssuedCycles({ issued }: { issued: RecurringCycle[] }) {
  const { t, i18n } = useTranslation();
  const zone = useOutletContext<Me>().preferences.timeZone;
  const phone = usePhone();
  const lang = i18n.language;
  const day = (c: RecurringCycle) => formatDay(c.date, lang);
  const total = (c: RecurringCycle) => formatXof(c.totalTtc, lang);
  const sent = (c: RecurringCycle) =>
    c.sentAt ? formatDateTime(c.sentAt, lang, zone) : t("recurringPlans.detail.notSent");
  const label = (key: string) => t(`recurringPlans.detail.issuedColumns.${key as "date"}`);
  const columns: Column<RecurringCycle>[] = [
    { key: "date", label: label("date"), nowrap: true, cell: day },
    { key: "number", label: label("number"), cell: (c) => <InvoiceLink cycle={c} /> },
    { key: "state", label: label("state"), cell: (c) => <StateBadge cycle={c} /> },
    { key: "total", label: label("total"), end: true, nowrap: true, cell: total },
    { key: "sent", label: label("sent"), nowrap: true, cell: sent },
  ];
  const card = (c: RecurringCycle) => (
    <>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <InvoiceLink cycle={c} />
        <StateBadge cycle={c} />
      </Group>
      <Text size="sm">{`${day(c)} · ${total(c)}`}</Text>
      <Text size="sm" c="dimmed">
        {sent(c)}
      </Text>
    </>
  );
  return (
    <Stack gap="sm" component="section">
      <Title order={2} size="h4">
        {t("recurringPlans.detail.issued")}
      </Title>
      {issued.length === 0 ? (
        <EmptyList text={t("recurringPlans.detail.noIssued")} testId="plan-issued-empty" />
      ) : phone ? (
        <RowCards {...rowProps} rows={issued} card={card} />
      ) : (
        <DataTable
          {...rowProps}
          rows={issued}
          columns={columns}
          label={t("recurringPlans.detail.issuedLabel")}
          minWidth={640}
        />
      )}
    </Stack>
  );
}
