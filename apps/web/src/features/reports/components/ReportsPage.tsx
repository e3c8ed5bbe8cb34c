import "../i18n";
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { hasCapability } from "@payflow/contracts/capabilities";
import type { Me } from "@payflow/contracts/profile";
import type { ReportRequest } from "@payflow/contracts/reports";
import { IconCalendar, IconChartBar, IconCreditCard, IconUsers } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { RequireCapability } from "../../../components/RequireCapability";
import { useDocumentHead } from "../../../lib/document-head";
import { AccountingExportCard } from "./AccountingExportCard";
import { PeriodFields, usePeriod } from "./PeriodFields";
import { ReportView } from "./ReportView";
import { SettlementsCard } from "./SettlementsCard";

const CARDS = [
  { type: "transactions", icon: IconChartBar },
  { type: "customers", icon: IconUsers },
  { type: "payments", icon: IconCreditCard },
] as const;

/** /dashboard/reports (viewReports): the three report cards (docs/PRODUCT.md §2) and a custom period. */
export function ReportsPage() {
  const { t } = useTranslation();
  useDocumentHead(t("pageTitle.section", { section: t("nav.reports") }));
  return (
    <RequireCapability capability="viewReports">
      <Screen />
    </RequireCapability>
  );
}

function Screen() {
  const { t } = useTranslation();
  const me = useOutletContext<Me>();
  const [request, setRequest] = useState<ReportRequest | null>(null);
  const custom = usePeriod();
  const { from, to } = custom;
  const tz = me.preferences.timeZone;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t("reports.title")}
        </Title>
        <Text c="dimmed">{t("reports.subtitle")}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {CARDS.map(({ type, icon: Icon }) => (
          <Card key={type} withBorder padding="lg" radius="md" data-testid={`report-card-${type}`}>
            <Group gap="xs" mb="xs" wrap="nowrap">
              <Icon size={20} aria-hidden />
              <Title order={2} size="h5">
                {t(`reports.cards.${type}.title`)}
              </Title>
            </Group>
            <Text size="sm" c="dimmed" mb="md" style={{ flex: 1 }}>
              {t(`reports.cards.${type}.text`)}
            </Text>
            <Button
              variant={request?.reportType === type ? "filled" : "light"}
              onClick={() => setRequest({ reportType: type, tz })}
              aria-label={`${t("reports.generate")} — ${t(`reports.cards.${type}.title`)}`}
            >
              {t("reports.generate")}
            </Button>
          </Card>
        ))}
        <Card withBorder padding="lg" radius="md" data-testid="report-card-custom">
          <Group gap="xs" mb="xs" wrap="nowrap">
            <IconCalendar size={20} aria-hidden />
            <Title order={2} size="h5">
              {t("reports.custom.title")}
            </Title>
          </Group>
          <Text size="sm" c="dimmed" mb="xs">
            {t("reports.custom.text")}
          </Text>
          <Group gap="xs" grow mb="md">
            <PeriodFields period={custom} />
          </Group>
          <Button
            variant={request?.reportType === "custom" ? "filled" : "light"}
            disabled={!from || !to}
            onClick={() => setRequest({ reportType: "custom", from, to, tz })}
            aria-label={`${t("reports.generate")} — ${t("reports.custom.title")}`}
          >
            {t("reports.generate")}
          </Button>
        </Card>
      </SimpleGrid>
      {request && <ReportView request={request} />}
      <SettlementsCard />
      {hasCapability(me.capabilities, "generateReports") && <AccountingExportCard />}
    </Stack>
  );
}
