import "../i18n";
import { Card, Group, Stack, Text, Title } from "@mantine/core";
import type { InvoiceLine } from "@payflow/contracts/invoice";
import { computeInvoiceTotals, INVOICE_TAXES, INVOICE_TEMPLATE_LABELS } from "@payflow/contracts/invoice-rules";
import { everyOf } from "@payflow/contracts/recurring-plan-rules";
import type { RecurringPlanDetail } from "@payflow/contracts/recurring-plans";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDay, formatXof } from "../../../lib/format";
import { intervalText } from "../plan-view";
import { type Column, DataTable } from "./DataTable";
import { TotalsSummary } from "./TotalsSummary";

type IndexedLine = InvoiceLine & { key: string };

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </Group>
  );
}

/** When the plan bills: its interval, start, next cycle, end, days to pay, channels and reminders. */
export function PlanSchedule({ plan }: { plan: RecurringPlanDetail }) {
  const { t, i18n } = useTranslation();
  const day = (d: string) => formatDay(d, i18n.language);
  const lang = i18n.language.startsWith("en") ? "en" : "fr";
  const end = plan.endDate
    ? t("recurringPlans.detail.endDate", { date: day(plan.endDate) })
    : plan.cycles !== null
      ? t("recurringPlans.detail.endCycles", { count: plan.cycles })
      : t("recurringPlans.detail.endNone");
  const d = "recurringPlans.detail";
  return (
    <Card withBorder radius="md" padding="md" component="section">
      <Title order={2} size="h4" mb="sm">
        {t(`${d}.schedule`)}
      </Title>
      <Stack gap={6}>
        <Fact label={t(`${d}.interval`)} testId="plan-interval">
          {intervalText(t, plan.interval, everyOf(plan.interval, plan.customEvery))}
        </Fact>
        <Fact label={t(`${d}.startDate`)} testId="plan-start">
          {day(plan.startDate)}
        </Fact>
        <Fact label={t(`${d}.next`)} testId="plan-next">
          {plan.nextCycleDate ? day(plan.nextCycleDate) : t("recurringPlans.none")}
        </Fact>
        <Fact label={t(`${d}.end`)} testId="plan-end">
          {end}
        </Fact>
        <Fact label={t(`${d}.dueDaysLabel`)} testId="plan-due-days">
          {t(`${d}.dueDays`, { count: plan.dueDays })}
        </Fact>
        <Fact label={t(`${d}.channels`)} testId="plan-channels">
          {plan.channels.map((c) => t(`${d}.channelNames.${c}`)).join(", ") || t("recurringPlans.none")}
        </Fact>
        <Fact label={t(`${d}.reminders`)} testId="plan-reminders">
          {plan.reminders
            ? t(`${d}.remindersOn`, { count: plan.reminders.max, zone: plan.reminders.timeZone })
            : t(`${d}.remindersOff`)}
        </Fact>
        <Fact label={t(`${d}.template`)} testId="plan-template">
          {INVOICE_TEMPLATE_LABELS[plan.template][lang]}
        </Fact>
        {plan.clientNcc && (
          <Fact label={t(`${d}.ncc`)} testId="plan-ncc">
            {plan.clientNcc}
          </Fact>
        )}
      </Stack>
    </Card>
  );
}

/** What each cycle's invoice carries: its lines and its totals (computeInvoiceTotals, as the server computed). */
export function PlanContent({ plan }: { plan: RecurringPlanDetail }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith("en") ? "en" : "fr";
  const xof = (n: number) => formatXof(n, i18n.language);
  const label = (key: string) => t(`recurringPlans.detail.lineColumns.${key as "tax"}`);
  const columns: Column<IndexedLine>[] = [
    { key: "description", label: label("description"), cell: (l) => l.description },
    { key: "quantity", label: label("quantity"), end: true, cell: (l) => l.quantity.toLocaleString(i18n.language) },
    { key: "unitPrice", label: label("unitPrice"), end: true, nowrap: true, cell: (l) => xof(l.unitPrice) },
    { key: "tax", label: label("tax"), cell: (l) => INVOICE_TAXES[l.taxCode].labels[lang] },
    { key: "ht", label: label("ht"), end: true, nowrap: true, cell: (l) => xof(l.ht) },
  ];
  // A plan's lines have no id: their place is their key (their order is fixed).
  const rows = plan.lines.map((line, i) => ({ ...line, key: String(i) }));
  return (
    <Card withBorder radius="md" padding="md" component="section">
      <Title order={2} size="h4" mb="sm">
        {t("recurringPlans.detail.lines")}
      </Title>
      <DataTable
        bare
        rows={rows}
        rowKey={(l) => l.key}
        hooks={() => ({ "data-testid": "plan-line-row" })}
        testId="plan-lines-table"
        columns={columns}
        label={t("recurringPlans.detail.linesLabel")}
        minWidth={480}
      />
      <Stack mt="sm">
        <TotalsSummary totals={computeInvoiceTotals(plan.lines, plan.discountPercent)} testId="plan-totals" />
      </Stack>
    </Card>
  );
}
