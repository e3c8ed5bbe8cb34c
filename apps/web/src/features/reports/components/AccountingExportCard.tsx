import { Button, Card, Group, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import type { AccountingExportQuery } from "@payflow/contracts/ledger";
import { API } from "@payflow/contracts/paths";
import type { Me } from "@payflow/contracts/profile";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useOutletContext } from "react-router";
import { toast } from "../../../lib/toast";
import { downloadLedgerFile } from "../api/ledger-reports";
import { PeriodFields, usePeriod } from "./PeriodFields";

/**
 * The accounting export (docs/LEDGER.md § Accounting export, generateReports): the period's
 * journal in the business's SYSCOHADA accounts, as CSV (;) or XLSX, for its accountant.
 */
export function AccountingExportCard() {
  const { t } = useTranslation();
  const me = useOutletContext<Me>();
  const period = usePeriod(30);
  const { from, to } = period;
  const [format, setFormat] = useState<"csv" | "xlsx">("csv");
  const [busy, setBusy] = useState(false);
  const download = () => {
    const query: AccountingExportQuery = { from, to, tz: me.preferences.timeZone, format };
    setBusy(true);
    downloadLedgerFile(API.accountingExport, query, `payflow-journal.${format}`)
      .then((name) => toast.show({ color: "teal", title: t("reports.downloaded"), message: name }))
      .catch(() => toast.show({ color: "red", title: t("errors.title"), message: t("reports.accounting.failed") }))
      .finally(() => setBusy(false));
  };
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="accounting-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="accounting-title">
            {t("reports.accounting.title")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("reports.accounting.text")} <Link to="/dashboard/settings">{t("reports.accounting.chart")}</Link>
          </Text>
        </div>
        <Group align="flex-end" gap="xs">
          <PeriodFields period={period} />
          <SegmentedControl
            aria-label={t("reports.accounting.format")}
            value={format}
            onChange={(v) => setFormat(v as "csv" | "xlsx")}
            data={[
              { value: "csv", label: "CSV (;)" },
              { value: "xlsx", label: "XLSX" },
            ]}
          />
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            disabled={!from || !to}
            loading={busy}
            onClick={download}
          >
            {t("reports.accounting.download")}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
